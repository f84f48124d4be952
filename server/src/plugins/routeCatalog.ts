import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

/** A registered route as declared: what tests iterate over (the DuckDB/PostgreSQL parity test, for one). */
export interface CatalogRoute {
  method: string;
  url: string;
  config: RouteOptions['config'];
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far, with its config and schema (Fastify keeps no such list). */
    routeCatalog(): CatalogRoute[];
  }
}

/** Must run before any route is registered (buildApp installs it first). */
export function installRouteCatalog(app: FastifyInstance) {
  const routes: CatalogRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      routes.push({ method, url: route.url, config: route.config, schema: route.schema });
    }
  });
  app.decorate('routeCatalog', () => [...routes]);
}
