import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore, useSession } from '../../session/store.ts';
import { memoryStorage } from '../../session/memoryStorage.ts';
import { COMPANIES_KEY, COMPANY_KEY, TOKEN_KEY, USER_KEY, type SessionStorages } from '../../session/storage.ts';
import { login, chooseCompany } from './actions.ts';
import { setApiTransport, type ApiRequest } from '../../api/client.ts';
import { ApiError } from '../../api/ApiError.ts';

const user = { id: 1, nome: 'Ana Souza', email: 'ana@mirante.demo' };
const c1 = { id: 1, id_empresa_cliente: 100, nome_fantasia: 'Mirante Alimentos', codigo_modulo: 1 };
const c2 = { id: 2, id_empresa_cliente: 100, nome_fantasia: 'Intercarg Transportes', codigo_modulo: 2 };

function storages(session: Record<string, string> = {}, local: Record<string, string> = {}): SessionStorages {
  return { session: memoryStorage(session), local: memoryStorage(local) };
}
const full = () =>
  storages(
    { [TOKEN_KEY]: 'tok', [COMPANY_KEY]: JSON.stringify(c1) },
    { [USER_KEY]: JSON.stringify(user), [COMPANY_KEY]: JSON.stringify(c1), 'mirante.pref.menuWidth': '250' },
  );

describe('session (spec 1 §4)', () => {
  it('keeps the token in sessionStorage and the user and company in localStorage', () => {
    const s = storages();
    const store = createSessionStore(s);
    store.getState().signIn('tok', user);
    store.getState().selectCompany(c1);
    expect(s.session.getItem(TOKEN_KEY)).toBe('tok');
    expect(s.local.getItem(TOKEN_KEY)).toBeNull();
    expect(JSON.parse(s.local.getItem(USER_KEY)!)).toEqual(user);
    expect(JSON.parse(s.local.getItem(COMPANY_KEY)!)).toEqual(c1);
    // this tab's choice too: a tab that has not chosen yet never borrows another tab's company
    expect(JSON.parse(s.session.getItem(COMPANY_KEY)!)).toEqual(c1);
  });

  it('restores the session on load when token, user and company are all stored', () => {
    const state = createSessionStore(full()).getState();
    expect(state.token).toBe('tok');
    expect(state.user).toEqual(user);
    expect(state.company).toEqual(c1);
  });

  it.each([TOKEN_KEY, USER_KEY, COMPANY_KEY])('does not restore the session when %s is missing', (missing) => {
    const s = full();
    s.session.removeItem(missing);
    s.local.removeItem(missing);
    const state = createSessionStore(s).getState();
    expect([state.token, state.user, state.company]).toEqual([null, null, null]);
    // this tab's leftovers are cleared; localStorage (shared with the browser's other tabs, which may be
    // signed in) and the preferences stay
    expect(s.session.getItem(TOKEN_KEY)).toBeNull();
    expect(s.session.getItem(COMPANY_KEY)).toBeNull();
    if (missing !== USER_KEY) expect(s.local.getItem(USER_KEY)).not.toBeNull();
    expect(s.local.getItem('mirante.pref.menuWidth')).toBe('250');
  });

  it('does not restore a stored user that is not valid JSON', () => {
    const s = full();
    s.local.setItem(USER_KEY, '{oops');
    expect(createSessionStore(s).getState().token).toBeNull();
  });

  it('sign-out clears token, user, company and the company summary, but keeps preferences', () => {
    const s = full();
    s.local.setItem(COMPANIES_KEY, JSON.stringify([c1, c2]));
    s.local.setItem('mirante.resumo.1', '{}');
    s.local.setItem('other-app', 'x');
    const store = createSessionStore(s);
    store.getState().setPermissions({ status: 'ok', empresaId: 1, liberar: [1325], ocultar: [] });
    store.getState().signOut();
    const st = store.getState();
    expect([st.token, st.user, st.company, st.companies]).toEqual([null, null, null, null]);
    expect(st.permissions).toEqual({ status: 'idle' });
    expect(s.session.length).toBe(0);
    for (const k of [USER_KEY, COMPANY_KEY, COMPANIES_KEY, 'mirante.resumo.1']) expect(s.local.getItem(k)).toBeNull();
    expect(s.local.getItem('mirante.pref.menuWidth')).toBe('250');
    expect(s.local.getItem('other-app')).toBe('x');
  });

  it("signing in forgets this tab's previous company, without wiping the browser's (other tabs keep theirs)", () => {
    const s = full();
    const store = createSessionStore(s);
    store.getState().signIn('tok2', { nome: 'Bruno Lima' });
    expect(store.getState().company).toBeNull();
    expect(s.session.getItem(COMPANY_KEY)).toBeNull();
    expect(JSON.parse(s.local.getItem(COMPANY_KEY)!)).toEqual(c1);
    // reloading before choosing a company does not restore the session (spec 1 §4)
    expect(createSessionStore(s).getState().token).toBeNull();
  });

  it("adopts a session handed over by another tab and keeps it as this tab's", () => {
    const s = storages({}, { [USER_KEY]: JSON.stringify(user) });
    const store = createSessionStore(s);
    expect(store.getState().token).toBeNull();
    store.getState().adopt({ token: 'tok', user, company: c2, companies: [c1, c2] });
    expect(store.getState()).toMatchObject({ token: 'tok', user, company: c2, companies: [c1, c2] });
    expect(createSessionStore(s).getState()).toMatchObject({ token: 'tok', company: c2 });
  });

  it('ignores permissions that arrive for a company no longer selected', () => {
    const store = createSessionStore(storages());
    store.getState().signIn('tok', user);
    store.getState().selectCompany(c2);
    store.getState().setPermissions({ status: 'ok', empresaId: 1, liberar: [1], ocultar: [] });
    expect(store.getState().permissions).toEqual({ status: 'idle' });
  });
});

describe('login flow (spec 1 §4)', () => {
  afterEach(() => {
    setApiTransport(null);
    vi.restoreAllMocks();
    useSession.getState().signOut();
  });

  function fakeApi(companies: unknown[], permissions: unknown = { response: { codigo_telas_liberar: [1325], codigo_telas_ocultar: [1329] } }) {
    const calls: ApiRequest[] = [];
    setApiTransport(async (req) => {
      calls.push(req);
      if (req.path === '/login') return { token: 'tok', user };
      if (req.path === '/empresas') return { response: companies };
      if (req.path.endsWith('/permissoes-acesso')) {
        if (permissions instanceof Error) throw permissions;
        return permissions;
      }
      throw new ApiError(404, ['?']);
    });
    return calls;
  }

  it('sends e-mail and senha as typed', async () => {
    const calls = fakeApi([c1]);
    await login(' Ana@Mirante.demo ', 'x');
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/login', body: { email: ' Ana@Mirante.demo ', senha: 'x' } });
  });

  it('selects the only company automatically and loads its permissions', async () => {
    fakeApi([c1]);
    await login('ana@mirante.demo', 'mirante123');
    const s = useSession.getState();
    expect(s.token).toBe('tok');
    expect(s.company).toEqual(c1);
    expect(s.pickerOpen).toBe(false);
    expect(s.permissions).toEqual({ status: 'ok', empresaId: 1, liberar: [1325], ocultar: [1329] });
  });

  it('opens the picker when the user has several companies', async () => {
    fakeApi([c1, c2]);
    await login('bruno@mirante.demo', 'mirante123');
    const s = useSession.getState();
    expect(s.company).toBeNull();
    expect(s.pickerOpen).toBe(true);
    expect(s.companies).toEqual([c1, c2]);
  });

  it('choosing a company closes the picker and refetches permissions', async () => {
    const calls = fakeApi([c1, c2]);
    await login('bruno@mirante.demo', 'mirante123');
    await chooseCompany(c2);
    expect(useSession.getState().pickerOpen).toBe(false);
    expect(calls.at(-1)!.path).toBe('/empresas/2/permissoes-acesso');
    expect(useSession.getState().permissions).toMatchObject({ status: 'ok', empresaId: 2 });
  });

  it('a failed permissions call leaves the permissions failed (only Home allowed)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi([c1], new ApiError(500, ['boom']));
    await login('ana@mirante.demo', 'mirante123');
    expect(useSession.getState().permissions).toEqual({ status: 'failed', empresaId: 1 });
  });

  it('a failed login keeps the user signed out and passes the server messages on', async () => {
    setApiTransport(async () => {
      throw new ApiError(401, ['E-mail ou senha inválidos.']);
    });
    await expect(login('ana@mirante.demo', 'errada')).rejects.toMatchObject({ status: 401, messages: ['E-mail ou senha inválidos.'] });
    expect(useSession.getState().token).toBeNull();
  });
});
