import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/**
 * The OpenAPI document, generated from the route schemas (single source of validation and docs).
 * Registered before the route modules so that it sees them all; served at GET /api/openapi.json.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Mirante API',
        description:
          'API do portal Mirante. Erros respondem `{ "errors": [{ "message": "..." }] }`. ' +
          'Rotas privadas exigem `Authorization: Bearer <token>` (POST /api/login).',
        version: '0.1.0',
      },
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
