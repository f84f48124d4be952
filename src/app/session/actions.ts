import { apiGet, apiPost } from '../../api/client.ts';
import { useSession, type Company, type SessionUser } from '../../session/store.ts';

/** POST /login answer; the token and user may also arrive wrapped in `response` (original API). */
interface LoginAnswer {
  token?: string;
  user?: SessionUser;
  usuario?: SessionUser;
  response?: { token?: string; user?: SessionUser; usuario?: SessionUser };
}

function unwrapList<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  const r = (body as { response?: unknown } | null)?.response;
  if (Array.isArray(r)) return r as T[];
  const rr = (r as { response?: unknown } | undefined)?.response;
  return Array.isArray(rr) ? (rr as T[]) : [];
}

/**
 * Signs in (spec 1 §4): keeps token and user, then fetches the companies: exactly one is selected
 * automatically, several open the picker. Throws the ApiError of the login call.
 */
export async function login(email: string, senha: string): Promise<void> {
  const answer = await apiPost<LoginAnswer>('/login', { email, senha });
  const token = answer.token ?? answer.response?.token;
  const user = answer.user ?? answer.usuario ?? answer.response?.user ?? answer.response?.usuario;
  if (!token || !user) throw new Error('Resposta de login sem token ou usuário');
  useSession.getState().signIn(token, user);
  const companies = await loadCompanies();
  if (companies.length === 1) await chooseCompany(companies[0]);
  else useSession.getState().openPicker();
}

/** GET /empresas; errors are only logged (spec 1 §8) and leave an empty list. */
export async function loadCompanies(): Promise<Company[]> {
  try {
    const companies = unwrapList<Company>(await apiGet('/empresas'));
    useSession.getState().setCompanies(companies);
    return companies;
  } catch (err) {
    console.error('Falha ao carregar empresas', err);
    return [];
  }
}

/** Selects the company and (re)fetches its permissions. */
export async function chooseCompany(company: Company): Promise<void> {
  useSession.getState().selectCompany(company);
  await loadPermissions(company.id);
}

/** GET empresas/{id}/permissoes-acesso; a failure leaves only Home allowed (spec 1 §6, §8). */
export async function loadPermissions(empresaId: number): Promise<void> {
  const { setPermissions } = useSession.getState();
  setPermissions({ status: 'loading', empresaId });
  try {
    const body = await apiGet<{ response?: { codigo_telas_liberar?: unknown; codigo_telas_ocultar?: unknown } }>(
      `/empresas/${empresaId}/permissoes-acesso`,
    );
    const r = body?.response ?? {};
    setPermissions({
      status: 'ok',
      empresaId,
      liberar: toCodes(r.codigo_telas_liberar),
      ocultar: toCodes(r.codigo_telas_ocultar),
    });
  } catch (err) {
    console.error('Falha ao carregar permissões', err);
    setPermissions({ status: 'failed', empresaId });
  }
}

/** Codes may come as numbers or numeric strings; anything else is dropped. */
function toCodes(list: unknown): number[] {
  if (!Array.isArray(list)) return [];
  return list.map((c) => Number(c)).filter((c) => Number.isInteger(c));
}

/**
 * Sign-out: asks the server to revoke the token (POST /logout; the request takes the token before
 * it is cleared), then clears it here at once whatever the answer; the router sends the user to '/'.
 */
export function logout(): void {
  apiPost('/logout', {}).catch(() => undefined);
  useSession.getState().signOut();
}
