import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * The OpenAPI document, generated from the route schemas (single source of validation and docs).
 * Registered before the route modules so that it sees them all; served at GET /api/openapi.json.
 *
 * Every /api route is completed here, generically (onRoute), with what a client generator needs and a
 * route does not declare itself: an operationId, tags, a summary, the error responses every route can
 * give (the `{ errors: [{ message }] }` body), a success response when the route has no schema of its
 * own (declared reports bring theirs), and `security: []` on public routes (the guard adds the bearer
 * token to private ones). Redocly's 'recommended' lint runs on it in the tests (openapi.test.ts).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', completeRoute);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Mirante API',
        description:
          'API do portal Mirante. Erros respondem `{ "errors": [{ "message": "..." }] }`. ' +
          'Rotas privadas exigem `Authorization: Bearer <token>` (POST /api/login).',
        version: '0.1.0',
        license: { name: 'Proprietária', identifier: 'LicenseRef-Mirante' },
      },
      // The API answers on the portal's own origin (paths start with /api): a relative server URL.
      servers: [{ url: '/', description: 'O endereço onde o portal Mirante está publicado' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
  });
}

/** GET /api/openapi.json (public). */
export function openApiRoute(app: FastifyInstance): void {
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
}

/**
 * The error body of every failure (plugins/errorHandler.ts, http/errors.ts). Some answers add fields
 * of the original API beside `errors` (status-empresa's `statusCode`, the DANFE's `error`): the
 * schema lets them through, since Fastify also serialises answers with it.
 */
export const ERROR_BODY_SCHEMA = {
  type: 'object',
  required: ['errors'],
  additionalProperties: true,
  properties: {
    errors: {
      type: 'array',
      minItems: 1,
      items: { type: 'object', required: ['message'], properties: { message: { type: 'string', description: 'Mensagem em pt-BR.' } } },
    },
  },
} as const;

const error = (description: string) => ({ description, ...ERROR_BODY_SCHEMA });

/** Error answers of a route: bad input and server failure always; session and permission on private routes. */
function errorResponses(isPublic: boolean, hasPathParams: boolean): Record<string, unknown> {
  return {
    400: error('Requisição inválida (parâmetros, corpo ou URL); a mensagem diz o que corrigir.'),
    ...(isPublic
      ? {}
      : {
          401: error('Sem token, token inválido ou sessão expirada.'),
          403: error('Empresa não permitida ao usuário ou tela não liberada (Acesso Negado).'),
        }),
    ...(hasPathParams ? { 404: error('Recurso não encontrado.') } : {}),
    500: error('Erro interno do servidor.'),
    ...(hasPathParams && !isPublic ? { 503: error('A base de dados da empresa não responde.') } : {}),
  };
}

/** 'GET', '/api/empresas/:empresaId/status-empresa' → 'getEmpresasByEmpresaIdStatusEmpresa'. */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  const camel = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  return `${method.toLowerCase()}${camel}`;
}

/** The area of a route for its tag: the segment after /api/empresas/:empresaId, else the first one. */
export function tagFor(url: string): string {
  const segments = url.replace(/^\/api\/?/, '').split('/').filter(Boolean);
  if (segments[0] === 'empresas' && segments[1]?.startsWith(':') && segments[2]) return segments[2];
  return segments[0] ?? 'api';
}

type RouteSchema = Record<string, unknown> & { hide?: boolean; response?: Record<string, unknown> };

function completeRoute(route: RouteOptions): void {
  if (!route.url.startsWith('/api/')) return;
  const schema = (route.schema ?? {}) as RouteSchema;
  if (schema.hide) return;
  const method = Array.isArray(route.method) ? route.method[0] : route.method;
  if (method === 'HEAD') return;
  const isPublic = (route.config as { access?: unknown } | undefined)?.access === 'public';
  const hasPathParams = route.url.includes(':');
  const response = { ...(schema.response ?? {}) };
  const hasSuccess = Object.keys(response).some((code) => code.startsWith('2'));
  // No schema of its own: documented as "some JSON" (an empty schema also serialises anything, unchanged).
  if (!hasSuccess) response['200'] = { description: 'Resposta da rota (formato em docs/api.md).' };
  for (const [code, body] of Object.entries(errorResponses(isPublic, hasPathParams))) response[code] ??= body;
  route.schema = {
    ...schema,
    operationId: (schema.operationId as string | undefined) ?? operationIdFor(method, route.url),
    tags: (schema.tags as string[] | undefined) ?? [tagFor(route.url)],
    summary: (schema.summary as string | undefined) ?? `${method} ${route.url}`,
    ...(isPublic ? { security: [] } : {}),
    response,
  } as RouteOptions['schema'];
}
