import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { errorBody, MESSAGES } from '../http/errors.ts';
import { googleMapsKeyProbe, withGoogleMaps } from './googleMapsCsp.ts';
import { mapTileOrigin, type MapTileSettings } from './mapTiles.ts';

/**
 * The Content-Security-Policy of every HTML answer. No 'unsafe-eval' (Vega runs with its interpreter);
 * 'unsafe-inline' styles because antd injects <style> at runtime; blob: frames/objects for the DANFE PDF.
 */
export function contentSecurityPolicy(apiBaseUrl: string, tileOrigin = ''): string {
  let apiOrigin = '';
  try {
    if (/^https?:\/\//i.test(apiBaseUrl)) apiOrigin = new URL(apiBaseUrl).origin;
  } catch {
    apiOrigin = '';
  }
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tileOrigin ? ` ${tileOrigin}` : ''}`,
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    "font-src 'self' data:",
    "frame-src 'self' blob:",
    "object-src 'self' blob:",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

const NOT_BUILT_PAGE = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Mirante</title></head>
<body><h1>Mirante</h1><p>O portal ainda não foi compilado. Execute <code>npm run build</code> (ou <code>npm start</code>).</p></body></html>`;

/**
 * Serves the built portal (dist/) at /, with:
 * - GET /config.js: the runtime settings (`window.__MIRANTE__ = { apiBaseUrl, today }`) loaded by index.html;
 * - an SPA fallback: any GET outside /api that is not a file answers index.html (the router takes over);
 * - JSON 404 for unknown /api paths;
 * - the CSP header on every HTML answer.
 */
export async function registerPortal(app: FastifyInstance, options: { portalDir: string; apiBaseUrl: string; mapTiles?: MapTileSettings }): Promise<void> {
  const { portalDir, apiBaseUrl, mapTiles = {} } = options;
  const csp = contentSecurityPolicy(apiBaseUrl, mapTileOrigin(mapTiles));
  // Google's map hosts only while a company has a Maps key (googleMapsCsp.ts, docs/maps.md)
  const googleCsp = withGoogleMaps(csp);
  const anyGoogleKey = googleMapsKeyProbe(app.db);
  const built = existsSync(join(portalDir, 'index.html'));

  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header('content-security-policy', (await anyGoogleKey()) ? googleCsp : csp);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'same-origin');
    }
    return payload;
  });

  app.get('/config.js', { schema: { hide: true } }, (_request, reply) => {
    // today: the business date (MIRANTE_TODAY or the server's date), so the portal's periods match the server's
    // map tiles: docs/maps.md (absent = the offline basemap)
    const settings = { apiBaseUrl, today: app.today(), ...mapTiles };
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`window.__MIRANTE__ = ${JSON.stringify(settings)};\n`);
  });

  const sendIndex = (reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    return built ? reply.type('text/html; charset=utf-8').sendFile('index.html') : reply.type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
  };

  if (built) {
    await app.register(fastifyStatic, {
      root: portalDir,
      prefix: '/',
      wildcard: true,
      index: false,
      // scripts/compress-dist.ts writes .br/.gz twins at build time: serve the best one the browser accepts.
      preCompressed: true,
      cacheControl: false, // set by setHeaders below
      // Vite fingerprints everything under assets/: cache it for good; the rest is revalidated.
      setHeaders: (res, path) => {
        res.setHeader('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The answer may be the .br or .gz twin depending on Accept-Encoding: caches must key on it.
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  // Browsers ask for it on their own; without one in the build, answer "nothing" rather than a 404.
  if (!existsSync(join(portalDir, 'favicon.ico'))) {
    app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) => reply.status(204).send());
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (path === '/api' || path.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(errorBody(MESSAGES.notFound));
    }
    // File-like paths (with an extension, .html included) that do not exist are real 404s, not app
    // routes: they answer the API's pt-BR JSON error, like every other 404 of the server.
    if (/\/[^/]+\.[a-z0-9]+$/i.test(path)) return reply.status(404).send(errorBody(MESSAGES.notFound));
    return sendIndex(reply);
  });
}
