import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

/**
 * A registered route as declared: what tests iterate over (the DuckDB/PostgreSQL parity test, the
 * fuzzer and the strict-number matrix through server/src/test/routesUnderTest.ts, the bench scripts).
 */
export interface CatalogRoute {
  method: string;
  url: string;
  config: RouteOptions['config'];
  /** The schema as the route ends up with it (the guard adds `:empresaId` and the bearer security). */
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
  // The route options objects themselves: hooks that run after this one (the guard) still change
  // their schema, so it is read when the catalogue is asked for, not when the route is added.
  const routes: { method: string; options: RouteOptions }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) routes.push({ method, options: route });
  });
  app.decorate('routeCatalog', () =>
    routes.map(({ method, options }) => ({ method, url: options.url, config: options.config, schema: options.schema })));
}
