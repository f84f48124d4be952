/**
 * The real API in this process, as the scripts that ask it screen by screen use it (capture-fixtures.ts,
 * empty-defaults.ts): an in-memory DuckDB migrated and seeded for a business date, Fastify's `inject` (no port), and
 * the demo users signed in through POST /api/login with the companies each may open and the codes each releases.
 */
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/src/app.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { seed, type ScaleName } from '../server/src/seed/index.ts';
import { DEMO_PASSWORD } from '../server/src/seed/identities.ts';
import { fixtureKey } from '../.storybook/support/fixtureKey.ts';

/** The app over a fresh in-memory database seeded at `scale` for `today`; closing it closes the database. */
export async function seededApp(options: { today: string; scale: ScaleName; secret: string }): Promise<FastifyInstance> {
  const db = await openDatabase(':memory:');
  await migrate(db);
  await seed(db, { scale: options.scale, today: options.today });
  return buildApp({ db, config: { secret: options.secret, tokenTtlSeconds: 3600, portalDir: tmpdir(), today: options.today }, ownsDatabase: true });
}

/** One request to /api (path and params as the engine plans them): its status and its body, parsed when JSON. */
export async function askApi(app: FastifyInstance, token: string | null, method: string, path: string, params?: Record<string, unknown>, body?: unknown) {
  const res = await app.inject({
    method: method as 'GET',
    url: `/api${fixtureKey(method, path, params).slice(method.length + 1)}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body === undefined ? undefined : (body as object),
  });
  let parsed: unknown = res.body;
  try {
    parsed = res.body ? JSON.parse(res.body) : null;
  } catch {
    /* a non-JSON body is kept as text */
  }
  return { status: res.statusCode, body: parsed };
}

export interface DemoCompany {
  id: number;
  id_empresa_cliente: number;
  nome_fantasia: string;
  codigo_modulo: number;
}

/** A signed-in user's company: its token and the screen codes the company releases (permissoes-acesso). */
export interface CompanySignIn {
  email: string;
  token: string;
  company: DemoCompany;
  released: number[];
}

/** Signs each e-mail in (the demo password) and lists its companies in the API's order; throws when one cannot. */
export async function signInCompanies(app: FastifyInstance, emails: readonly string[]): Promise<CompanySignIn[]> {
  const out: CompanySignIn[] = [];
  for (const email of emails) {
    const login = await askApi(app, null, 'POST', '/login', undefined, { email, senha: DEMO_PASSWORD });
    const token = (login.body as { token?: string } | null)?.token;
    if (!token) throw new Error(`login de ${email} falhou: ${login.status} ${JSON.stringify(login.body)}`);
    const companies = await askApi(app, token, 'GET', '/empresas');
    const list = ((companies.body as { response?: unknown })?.response ?? companies.body) as DemoCompany[];
    if (!Array.isArray(list) || list.length === 0) throw new Error(`GET /empresas não trouxe empresas: ${JSON.stringify(companies.body)}`);
    for (const c of list) {
      const access = await askApi(app, token, 'GET', `/empresas/${c.id}/permissoes-acesso`);
      const released = (access.body as { response?: { codigo_telas_liberar?: number[] } })?.response?.codigo_telas_liberar ?? [];
      out.push({ email, token, company: { id: c.id, id_empresa_cliente: c.id_empresa_cliente, nome_fantasia: c.nome_fantasia, codigo_modulo: c.codigo_modulo }, released });
    }
  }
  return out;
}
