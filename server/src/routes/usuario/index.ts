import type { FastifyInstance } from 'fastify';
import favoritosRoutes from './favoritos.ts';
import recentesRoutes from './recentes.ts';
import visoesRoutes from './visoes.ts';

/** The personal workspace API under /api/usuario (issue 34, docs/workspace.md): favourites, recent screens, views. */
export default async function usuarioRoutes(app: FastifyInstance) {
  await favoritosRoutes(app);
  await recentesRoutes(app);
  await visoesRoutes(app);
}
