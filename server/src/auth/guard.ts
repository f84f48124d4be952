import type { FastifyInstance, FastifyRequest, RouteOptions, onRequestHookHandler, preValidationHookHandler } from 'fastify';
import type { Database, DuckDatabase } from '../db/database.ts';
import type { DataSourceProbe } from '../db/dataSource.ts';
import { httpError, MESSAGES } from '../http/errors.ts';
import { EMPRESA_ID_SCHEMA, MAX_ID } from '../http/validation.ts';
import { createGuardCache, GUARD_CACHE_MS } from './guardCache.ts';
import { verifyToken } from './token.ts';

/**
 * Who may call a route, declared by every /api route in `config.access`:
 * - `{ screens: [1325] }` signed in, member of `:empresaId`, one of these screen codes released for it, and the
 *                        company's data source answering (503 'Não foi possível se conectar…' otherwise);
 * - `{ screens: [] }`     signed in and member of `:empresaId`;
 * - `'session'`           signed in (no company);
 * - `'public'`            anyone.
 */
export type RouteAccess = 'public' | 'session' | { screens: number[] };

/** The signed-in user (request.user). */
export interface AuthUser {
  id: number;
  nome: string;
  email: string;
  gestor_frota: 'S' | 'N';
}

/** The company of the path, with the user's permissions on it (request.empresa). */
export interface EmpresaAcesso {
  id: number;
  id_empresa_cliente: number;
  razao_social: string;
  nome_fantasia: string;
  cnpj: string;
  codigo_modulo: number;
  fonte_dados: string;
  codigo_telas_liberar: number[];
  codigo_telas_ocultar: number[];
}

/** A route the guard protects, as listed by `app.privateRoutes()` (the guard tests iterate over them). */
export interface PrivateRoute {
  method: string;
  url: string;
  /** 'session' = no company; otherwise the screen codes of which one must be released ([] = any member). */
  access: 'session' | { screens: number[] };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every /api route: see RouteAccess (server/src/auth/guard.ts). */
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The signed-in user; set by the guard on every non-public route (undefined on public ones). */
    user: AuthUser;
    /** The token of the request (its id and expiry), for POST /api/logout; set with `user`. */
    session: { jti: string; exp: number };
    /** The company of `:empresaId` with the user's permissions; set on `{ screens }` routes only. */
    empresa: EmpresaAcesso;
  }
  interface FastifyInstance {
    /** Every guarded route registered so far (method, url, access). */
    privateRoutes(): PrivateRoute[];
  }
}

function isRouteAccess(value: unknown): value is RouteAccess {
  if (value === 'public' || value === 'session') return true;
  if (!value || typeof value !== 'object') return false;
  const screens = (value as { screens?: unknown }).screens;
  return Array.isArray(screens) && screens.every((s) => Number.isInteger(s) && s >= 0);
}

const EMPRESA_ID_INVALID = `Parâmetro 'empresaId' inválido: deve ser um número inteiro entre 1 e ${MAX_ID}.`;

const asArray = <T>(hook: T | T[] | undefined): T[] => (hook === undefined ? [] : Array.isArray(hook) ? hook : [hook]);

/** Adds the `empresaId` positive-integer rule to the route's params schema (so every route validates it alike). */
function withEmpresaParam(schema: RouteOptions['schema']): RouteOptions['schema'] {
  const params = (schema?.params ?? { type: 'object', properties: {} }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return {
    ...schema,
    params: {
      ...params,
      type: 'object',
      properties: { ...params.properties, empresaId: EMPRESA_ID_SCHEMA },
      required: [...new Set([...(params.required ?? []), 'empresaId'])],
    },
  };
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * The permission guard. Installed on the root instance before the route modules, it looks at
 * every route as it is registered (onRoute):
 * - an /api route without a valid `config.access` stops the server at startup;
 * - non-public routes get an onRequest hook that checks the bearer token (401);
 * - `{ screens }` routes get a preValidation hook that checks membership of `:empresaId` and the
 *   screen codes (403), before the route's own params/query/body validation (400).
 */
export function installGuard(app: FastifyInstance, options: { db: Database; secret: string; dataSources: DataSourceProbe }): void {
  const { db, secret, dataSources } = options;
  // The user and membership lookups, remembered briefly and forgotten on any write (guardCache.ts); DuckDB only.
  const remembered = createGuardCache(GUARD_CACHE_MS, 'writeCount' in db ? (db as DuckDatabase).writeCount : undefined);
  const routes: PrivateRoute[] = [];

  app.decorateRequest('user', null as unknown as AuthUser);
  app.decorateRequest('empresa', null as unknown as EmpresaAcesso);
  app.decorateRequest('session', null as unknown as { jti: string; exp: number });
  app.decorate('privateRoutes', () => routes.map((r) => ({ ...r })));

  const authenticate: onRequestHookHandler = async (request) => {
    const token = bearerToken(request);
    const payload = token ? verifyToken(token, secret) : null;
    if (!payload) throw httpError(401, MESSAGES.sessionInvalid);
    // One query: the user, their current token version and whether this token was logged out.
    const row = await remembered.get(`u|${payload.sub}|${payload.jti}`, () => db.one<AuthUser & { versao_token: number; revogado: boolean }>(
      `SELECT u.id, u.nome, u.email, u.gestor_frota, coalesce(s.versao_token, 0) AS versao_token,
              EXISTS (SELECT 1 FROM tokens_revogados r WHERE r.jti = $2) AS revogado
         FROM usuarios u LEFT JOIN usuario_sessoes s ON s.usuario_id = u.id
        WHERE u.id = $1`,
      [payload.sub, payload.jti],
    ));
    if (!row || row.revogado || row.versao_token !== payload.ver) throw httpError(401, MESSAGES.sessionInvalid);
    request.user = { id: row.id, nome: row.nome, email: row.email, gestor_frota: row.gestor_frota };
    request.session = { jti: payload.jti, exp: payload.exp };
  };

  const authorize = (screens: number[]): preValidationHookHandler =>
    async (request) => {
      // Runs before schema validation (a non-member learns nothing about the route's other
      // parameters), so it parses the path param itself, as strictly as the schema does.
      const raw = (request.params as { empresaId?: unknown }).empresaId;
      const empresaId = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isSafeInteger(empresaId) || empresaId < 1 || empresaId > MAX_ID) throw httpError(400, EMPRESA_ID_INVALID);
      const empresa = await remembered.get(`e|${request.user.id}|${empresaId}`, () => db.one<EmpresaAcesso>(
        `SELECT e.id, e.id_empresa_cliente, e.razao_social, e.nome_fantasia, e.cnpj, e.codigo_modulo, e.fonte_dados,
                ue.codigo_telas_liberar, ue.codigo_telas_ocultar
           FROM usuario_empresas ue JOIN empresas e ON e.id = ue.empresa_id
          WHERE ue.usuario_id = $1 AND ue.empresa_id = $2`,
        [request.user.id, empresaId],
      ));
      if (!empresa) throw httpError(403, MESSAGES.companyForbidden);
      // Code 0 (Home) is always allowed (spec 1 §6); the hide list only affects the menu.
      if (screens.length > 0 && !screens.some((code) => code === 0 || empresa.codigo_telas_liberar.includes(code))) {
        throw httpError(403, MESSAGES.accessDenied);
      }
      // A screen's data comes from the company's data source: while it does not answer, no report
      // can be trusted, so every screen call fails the way Home's status check does.
      if (screens.length > 0 && !(await dataSources.reachable(empresa))) throw httpError(503, MESSAGES.databaseDown);
      request.empresa = empresa;
    };

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const access = route.config?.access;
    if (!isRouteAccess(access)) {
      throw new Error(
        `Rota ${String(route.method)} ${route.url}: config.access ausente ou inválido. ` +
          `Declare 'public', 'session' ou { screens: [códigos] } (server/src/auth/guard.ts).`,
      );
    }
    if (access === 'public') return;
    if (typeof access === 'object') {
      if (!route.url.includes(':empresaId')) {
        throw new Error(`Rota ${String(route.method)} ${route.url}: { screens } exige o parâmetro :empresaId no caminho.`);
      }
      route.schema = withEmpresaParam(route.schema);
      route.preValidation = [authorize(access.screens), ...asArray(route.preValidation)];
    }
    route.onRequest = [authenticate, ...asArray(route.onRequest)];
    route.schema = { ...route.schema, security: [{ bearerAuth: [] }] } as RouteOptions['schema'];
    for (const method of asArray(route.method)) {
      if (method === 'HEAD' && routes.some((r) => r.url === route.url && r.method === 'GET')) continue;
      routes.push({ method, url: route.url, access: access === 'session' ? 'session' : { screens: [...access.screens] } });
    }
  });
}
