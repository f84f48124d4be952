import type { Company, SessionUser } from './types.ts';

/**
 * Where the session lives in the browser (spec 1 §4): the token only for the browser session
 * (sessionStorage), user and company kept locally (localStorage). Every key starts with
 * `mirante.`; sign-out removes all of them except preferences (`mirante.pref.*`), so any cached
 * per-company data (the "company summary", e.g. the company list) goes with the session.
 */
export const TOKEN_KEY = 'mirante.token';
export const USER_KEY = 'mirante.user';
export const COMPANY_KEY = 'mirante.company';
/** The user's company list, cached for the picker: part of the company summary cleared at sign-out. */
export const COMPANIES_KEY = 'mirante.empresas';
export const KEY_PREFIX = 'mirante.';
export const PREFERENCE_PREFIX = 'mirante.pref.';

export interface SessionStorages {
  session: Storage;
  local: Storage;
}

/** The browser's storages, or null outside a browser (node tests pass their own). */
export function browserStorages(): SessionStorages | null {
  try {
    if (typeof window === 'undefined' || !window.sessionStorage || !window.localStorage) return null;
    return { session: window.sessionStorage, local: window.localStorage };
  } catch {
    return null; // storage disabled by the browser
  }
}

function readJson<T>(storage: Storage, key: string): T | null {
  const raw = storage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export interface StoredSession {
  token: string;
  user: SessionUser;
  company: Company;
  companies: Company[] | null;
}

/**
 * The stored session, only when token, user and company are all there (spec 1 §4). The company is
 * read from this tab's copy (sessionStorage): localStorage's is shared by every tab of the browser,
 * so a tab that signed in but has not chosen a company yet does not borrow another tab's.
 */
export function readStoredSession(s: SessionStorages): StoredSession | null {
  const token = s.session.getItem(TOKEN_KEY);
  const user = readJson<SessionUser>(s.local, USER_KEY);
  const company = readJson<Company>(s.session, COMPANY_KEY);
  if (!token || !user || typeof user.nome !== 'string' || !company || typeof company.id !== 'number') return null;
  return { token, user, company, companies: readJson<Company[]>(s.local, COMPANIES_KEY) };
}

export function writeToken(s: SessionStorages, token: string): void {
  s.session.setItem(TOKEN_KEY, token);
}
export function writeUser(s: SessionStorages, user: SessionUser): void {
  s.local.setItem(USER_KEY, JSON.stringify(user));
}
/** The chosen company: kept locally (spec 1 §4) and as this tab's choice (see readStoredSession). */
export function writeCompany(s: SessionStorages, company: Company): void {
  s.local.setItem(COMPANY_KEY, JSON.stringify(company));
  s.session.setItem(COMPANY_KEY, JSON.stringify(company));
}

/** True when this browser holds a signed-in user (another tab may have the session to hand over). */
export function hasSignedInUser(s: SessionStorages): boolean {
  return s.local.getItem(USER_KEY) !== null;
}

/**
 * Clears this tab's part of the session (sessionStorage) only: used when a tab starts without a
 * session or signs in. localStorage is shared with the browser's other tabs, which may be signed in.
 */
export function clearTabSession(s: SessionStorages): void {
  clearKeys(s.session);
}
export function writeCompanies(s: SessionStorages, companies: Company[]): void {
  s.local.setItem(COMPANIES_KEY, JSON.stringify(companies));
}

/** Removes token, user, company and every cached per-company key; keeps `mirante.pref.*`. */
export function clearStoredSession(s: SessionStorages): void {
  clearKeys(s.session);
  clearKeys(s.local);
}

function clearKeys(storage: Storage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key && key.startsWith(KEY_PREFIX) && !key.startsWith(PREFERENCE_PREFIX)) keys.push(key);
  }
  keys.forEach((k) => storage.removeItem(k));
}
