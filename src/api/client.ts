import { ApiError, errorMessages } from './ApiError.ts';
import { useSession } from '../session/store.ts';

/** The login page's notice after a 401 whose answer carried no text. */
export const SESSION_ENDED_TEXT = 'Sua sessão expirou. Entre novamente.';

/** A request as the transport sees it: `path` has no `/api` prefix. */
export interface ApiRequest {
  method: string;
  path: string;
  params?: Record<string, unknown>;
  body?: unknown;
}
export type ApiTransport = (req: ApiRequest) => Promise<unknown>;

declare global {
  interface Window {
    /** Set by `/config.js`, which the server writes at run time (the same build can target any API). */
    __MIRANTE__?: { apiBaseUrl?: string; today?: string };
  }
}

let transport: ApiTransport | null = null;

/**
 * Routes every call to `t` instead of fetch (Storybook fixtures, component tests); null restores fetch. Answers asked
 * for early and GETs on their way are forgotten: they belong to the transport before (one story's to the next).
 */
export function setApiTransport(t: ApiTransport | null): void {
  transport = t;
  early.clear();
  inFlight.clear();
}

/** The API base URL: the runtime setting from /config.js, else '/api' on the portal's origin. */
export function apiBaseUrl(): string {
  const configured = typeof window !== 'undefined' ? window.__MIRANTE__?.apiBaseUrl : undefined;
  return (configured || '/api').replace(/\/+$/, '');
}

/** Builds `base + path + ?query`; undefined/null/'' params are left out, arrays repeat the key. */
export function buildUrl(path: string, params?: Record<string, unknown>): string {
  const p = path.startsWith('/') ? path : `/${path}`;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const v of Array.isArray(value) ? value : [value]) query.append(key, String(v));
  }
  const qs = query.toString();
  return `${apiBaseUrl()}${p}${qs ? `?${qs}` : ''}`;
}

async function request<T>(req: ApiRequest): Promise<T> {
  const token = useSession.getState().token;
  try {
    if (transport) return (await transport(req)) as T;
    return await fetchJson<T>(req, token);
  } catch (err) {
    const error = err instanceof ApiError ? err : new ApiError(null, [], null);
    // An expired or revoked token: the session is over (the router then sends the user to '/'), and the login page
    // says why with the server's text ('Sessão inválida ou expirada. Entre novamente.') instead of a bare form.
    if (error.status === 401 && token) useSession.getState().signOut(error.messages[0] ?? SESSION_ENDED_TEXT);
    throw error;
  }
}

/**
 * The last answer of each report GET with its ETag, in memory only (the API says no-store: nothing on disk).
 * Sent back as If-None-Match, a report the server still holds in its result cache answers 304 without a body
 * (docs/performance.md). Keyed by session token and URL; at most ETAG_MEMORY answers, the oldest forgotten first.
 */
const ETAG_MEMORY = 40;
const remembered = new Map<string, { etag: string; text: string }>();

async function fetchJson<T>(req: ApiRequest, token: string | null): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (req.body !== undefined) headers['Content-Type'] = 'application/json';
  const url = buildUrl(req.path, req.params);
  const key = `${token ?? ''} ${url}`;
  const known = req.method === 'GET' ? remembered.get(key) : undefined;
  if (known) headers['If-None-Match'] = known.etag;
  let response: Response;
  try {
    response = await fetch(url, {
      method: req.method,
      headers,
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
    });
  } catch {
    throw new ApiError(null, [], null); // no response at all
  }
  if (response.status === 304 && known) return JSON.parse(known.text) as T;
  const text = await response.text().catch(() => '');
  const etag = response.headers?.get?.('etag');
  if (req.method === 'GET' && response.ok && etag && text) {
    remembered.delete(key);
    remembered.set(key, { etag, text });
    if (remembered.size > ETAG_MEMORY) remembered.delete(remembered.keys().next().value!);
  }
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) throw new ApiError(response.status, errorMessages(body), body);
  return body as T;
}

/** A GET's key: the session's token and the URL. */
const getKey = (path: string, params?: Record<string, unknown>) => `${useSession.getState().token ?? ''} ${buildUrl(path, params)}`;

/** GETs on their way, by key (only `apiGetEarly` joins them: a GET after a write must not get an answer from before it). */
const inFlight = new Map<string, Promise<unknown>>();

function startGet<T>(key: string, path: string, params?: Record<string, unknown>): Promise<T> {
  const pending = request<T>({ method: 'GET', path, params });
  inFlight.set(key, pending);
  const done = () => inFlight.get(key) === pending && inFlight.delete(key);
  pending.then(done, done);
  return pending;
}

/**
 * Answers asked for before the code that reads them has loaded (a page's subtitle, asked by the boot shell: the engine's
 * chunk comes seconds later on a phone), by key: the first `apiGet` of the same URL within EARLY_MS takes the answer
 * instead of asking the server again (a public page's calls are rate-limited per address); later, it asks afresh.
 */
const early = new Map<string, { answer: Promise<unknown>; at: number }>();
const EARLY_MS = 30_000;

/**
 * GET `path` now, for the `apiGet` of the same URL that will come later: it takes this answer (once). When that GET
 * is already on its way (the page and the engine drawn in one commit), its answer is shared and nothing is kept.
 */
export function apiGetEarly<T>(path: string, params?: Record<string, unknown>): Promise<T> {
  const key = getKey(path, params);
  const running = inFlight.get(key);
  if (running) return running as Promise<T>;
  const answer = startGet<T>(key, path, params);
  early.set(key, { answer, at: Date.now() });
  return answer;
}

/** GET `path` (no /api prefix) with query `params`. */
export function apiGet<T>(path: string, params?: Record<string, unknown>): Promise<T> {
  const key = getKey(path, params);
  const asked = early.get(key);
  early.delete(key);
  if (asked && Date.now() - asked.at < EARLY_MS) return asked.answer as Promise<T>;
  return startGet<T>(key, path, params);
}

/**
 * GET an image or file behind the sign-in (an <img src> carries no bearer): the bytes as a Blob. Stories and tests
 * answer it through the transport with a Blob or a 'data:' URL (anything else the caller treats as no image).
 */
export async function apiGetBlob(path: string): Promise<Blob | string> {
  if (transport) return (await transport({ method: 'GET', path })) as Blob | string;
  const token = useSession.getState().token;
  let response: Response;
  try {
    response = await fetch(buildUrl(path), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(null, [], null);
  }
  if (!response.ok) throw new ApiError(response.status, [], null);
  return response.blob();
}

/** PUT `body` as JSON to `path` (query `params` optional). */
export function apiPut<T>(path: string, body?: unknown, params?: Record<string, unknown>): Promise<T> {
  return request<T>({ method: 'PUT', path, body, params });
}

/** POST `body` as JSON to `path` (query `params` optional). */
export function apiPost<T>(path: string, body: unknown, params?: Record<string, unknown>): Promise<T> {
  return request<T>({ method: 'POST', path, body, params });
}

/** PATCH `body` as JSON to `path`. */
export function apiPatch<T>(path: string, body: unknown): Promise<T> {
  return request<T>({ method: 'PATCH', path, body });
}

/** DELETE `path` (a 204 answers null). */
export function apiDelete<T = null>(path: string): Promise<T> {
  return request<T>({ method: 'DELETE', path });
}
