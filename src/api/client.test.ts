import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiGetEarly, apiPost, apiPut, buildUrl, setApiTransport } from './client.ts';
import { ApiError } from './ApiError.ts';
import { useSession } from '../session/store.ts';

const fetchMock = vi.fn();

function answer(status: number, body: unknown) {
  return new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setApiTransport(null);
  useSession.getState().signOut();
});

describe('api client', () => {
  it("uses '/api' as the base URL when no runtime setting exists", async () => {
    fetchMock.mockResolvedValue(answer(200, { response: [] }));
    await apiGet('/empresas');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/empresas');
  });

  it('uses the runtime base URL from window.__MIRANTE__', () => {
    vi.stubGlobal('window', { __MIRANTE__: { apiBaseUrl: 'https://api.example.com/v1/' } });
    expect(buildUrl('/empresas', { a: 1 })).toBe('https://api.example.com/v1/empresas?a=1');
  });

  it('encodes query params and leaves out empty ones', () => {
    expect(buildUrl('titulos-receber/1', { data_inicio: '2026/01/01', codigo_cliente: '', x: undefined, y: null, l: [1, 2] })).toBe(
      '/api/titulos-receber/1?data_inicio=2026%2F01%2F01&l=1&l=2',
    );
  });

  it('sends the bearer token of the session', async () => {
    useSession.getState().signIn('abc', { nome: 'Ana' });
    fetchMock.mockResolvedValue(answer(200, {}));
    await apiGet('/empresas');
    expect(fetchMock.mock.calls[0][1].headers.Authorization).toBe('Bearer abc');
  });

  it('sends bodies as JSON with PUT and POST', async () => {
    fetchMock.mockResolvedValue(answer(200, { ok: true }));
    await expect(apiPost('/login', { email: 'a', senha: 'b' })).resolves.toEqual({ ok: true });
    await apiPut('/x/1', { v: 1 });
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'POST', body: '{"email":"a","senha":"b"}' });
    expect(fetchMock.mock.calls[0][1].headers['Content-Type']).toBe('application/json');
    expect(fetchMock.mock.calls[1][1]).toMatchObject({ method: 'PUT', body: '{"v":1}' });
  });

  it('throws ApiError with the server messages on an error status', async () => {
    fetchMock.mockResolvedValue(answer(400, { errors: [{ message: 'Data inválida' }, { message: 'Outra' }] }));
    const err = (await apiGet('/x').catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, messages: ['Data inválida', 'Outra'] });
    expect(err.body).toEqual({ errors: [{ message: 'Data inválida' }, { message: 'Outra' }] });
  });

  it('throws ApiError with status null when there is no response', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiGet('/x')).rejects.toMatchObject({ status: null, messages: [] });
  });

  it('keeps a non-JSON error body as text', async () => {
    fetchMock.mockResolvedValue(new Response('Bad Gateway', { status: 502 }));
    await expect(apiGet('/x')).rejects.toMatchObject({ status: 502, messages: ['Bad Gateway'] });
  });

  it('signs out on 401 from a private call', async () => {
    useSession.getState().signIn('abc', { nome: 'Ana' });
    fetchMock.mockResolvedValue(answer(401, { errors: [{ message: 'Sessão expirada' }] }));
    await expect(apiGet('/empresas')).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState().token).toBeNull();
  });

  it('does not sign out on 403', async () => {
    useSession.getState().signIn('abc', { nome: 'Ana' });
    fetchMock.mockResolvedValue(answer(403, { errors: [{ message: 'Sem permissão' }] }));
    await expect(apiGet('/empresas/9/x')).rejects.toMatchObject({ status: 403 });
    expect(useSession.getState().token).toBe('abc');
  });

  it('routes calls to the transport when one is set, passing ApiErrors through', async () => {
    const transport = vi.fn(async () => ({ response: [1] }));
    setApiTransport(transport);
    await expect(apiGet('/a', { p: 1 })).resolves.toEqual({ response: [1] });
    expect(transport).toHaveBeenCalledWith({ method: 'GET', path: '/a', params: { p: 1 } });
    const e = new ApiError(503, ['fora']);
    setApiTransport(async () => {
      throw e;
    });
    await expect(apiGet('/a')).rejects.toBe(e);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('api client: an answer asked for early', () => {
  it('is taken by the first GET of the same URL, once; another URL or a later GET asks the server', async () => {
    fetchMock.mockImplementation(async () => answer(200, { body: { razao_social: 'Intercarg' } }));
    const early = apiGetEarly('/v2/x/dados', { a: '1' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await apiGet('/v2/x/dados', { a: '1' })).toEqual({ body: { razao_social: 'Intercarg' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await early).toEqual({ body: { razao_social: 'Intercarg' } });
    await apiGet('/v2/x/dados', { a: '2' });
    await apiGet('/v2/x/dados', { a: '1' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
  it("passes the early answer's failure to the GET that takes it", async () => {
    fetchMock.mockResolvedValue(answer(404, { message: 'Transportadora não encontrada' }));
    const early = apiGetEarly('/v2/y/dados');
    early.catch(() => undefined);
    await expect(apiGet('/v2/y/dados')).rejects.toMatchObject({ status: 404 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
  it('joins the same GET already on its way, and keeps nothing for a later one (the page and the engine in one commit)', async () => {
    fetchMock.mockImplementation(async () => answer(200, { n: fetchMock.mock.calls.length }));
    const first = apiGet('/v2/w/dados');
    expect(await apiGetEarly('/v2/w/dados')).toEqual({ n: 1 });
    expect(await first).toEqual({ n: 1 });
    expect(await apiGet('/v2/w/dados')).toEqual({ n: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
  it('is not taken 30 s after it was asked for: the GET asks afresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      fetchMock.mockImplementation(async () => answer(200, {}));
      await apiGetEarly('/v2/v/dados');
      vi.setSystemTime(Date.now() + 30_000);
      await apiGet('/v2/v/dados');
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
  it('is not taken by a GET of another session', async () => {
    fetchMock.mockImplementation(async () => answer(200, {}));
    void apiGetEarly('/v2/z/dados').catch(() => undefined);
    useSession.getState().signIn('abc', { nome: 'Ana' });
    await apiGet('/v2/z/dados');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('api client: ETag', () => {
  it('sends back the ETag of the last answer and reuses that answer on a 304', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ response: [1, 2] }), { status: 200, headers: { 'Content-Type': 'application/json', ETag: '"v1"' } }));
    expect(await apiGet('/titulos-receber/9', { data: 'x' })).toEqual({ response: [1, 2] });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 304, headers: { ETag: '"v1"' } }));
    expect(await apiGet('/titulos-receber/9', { data: 'x' })).toEqual({ response: [1, 2] });
    expect(fetchMock.mock.calls[1][1].headers['If-None-Match']).toBe('"v1"');
    // another URL asks without a tag
    fetchMock.mockResolvedValueOnce(answer(200, { response: [] }));
    await apiGet('/titulos-receber/9', { data: 'y' });
    expect(fetchMock.mock.calls[2][1].headers['If-None-Match']).toBeUndefined();
  });
});
