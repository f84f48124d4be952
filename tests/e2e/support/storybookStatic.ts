import { execSync } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/**
 * The static Storybook build (`npm run build-storybook`, which `npm test` runs before the e2e phase) served over HTTP
 * by a small file server, for the files that open stories in Chromium. It is built when missing (a focused run).
 */

const root = resolve(import.meta.dirname, '..', '..', '..');
const staticDir = join(root, 'storybook-static');

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.png': 'image/png' };

/** A story of storybook-static/index.json. */
export interface StoryEntry {
  id: string;
  title: string;
  name: string;
}

/** Every story the build holds (its index.json; docs entries left out). */
export function builtStories(): StoryEntry[] {
  const file = join(staticDir, 'index.json');
  if (!existsSync(file)) return [];
  const index = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, StoryEntry & { type: string }> };
  return Object.values(index.entries)
    .filter((e) => e.type === 'story')
    .map(({ id, title, name }) => ({ id, title, name }));
}

function serveStatic(): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(staticDir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(staticDir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

/**
 * Registers a beforeAll that builds Storybook if needed and serves it, and an afterAll that stops the server.
 * `url(id)` is the story's own page (Storybook's iframe.html, without the manager around it).
 */
export function useStorybook(): { url: (storyId: string) => string } {
  let server: Server | undefined;
  let base = '';
  beforeAll(async () => {
    if (builtStories().length === 0) execSync('npm run build-storybook', { cwd: root, stdio: 'inherit' });
    server = await serveStatic();
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    // a page still open (closed later by useBrowser's afterAll) holds keep-alive connections that close() waits for
    server?.closeAllConnections();
    await new Promise((ok) => (server ? server.close(ok) : ok(undefined)));
  });
  return { url: (storyId) => `${base}/iframe.html?id=${storyId}&viewMode=story` };
}
