import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPortal } from './build-portal.ts';
import { PORTAL_INPUTS, portalIsCurrent, STAMP } from './sourceStamp.ts';

// npm start builds the portal only when its sources changed (scripts/start.ts → buildPortal({ ifChanged: true })).
// A real vite build of a tiny portal in a temporary folder.
const root = mkdtempSync(join(tmpdir(), 'mirante-build-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('build only when sources changed', () => {
  it('first start builds; unchanged sources do not rebuild; a changed source or a missing stamp does', async () => {
    mkdirSync(join(root, 'src'));
    mkdirSync(join(root, 'docs'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.ts"></script></body></html>');
    writeFileSync(join(root, 'src', 'main.ts'), `document.getElementById('root')!.textContent = 'um';\n`);
    const bundle = () => readFileSync(join(root, 'dist', 'index.html'), 'utf8');

    expect(portalIsCurrent(root)).toBe(false);
    expect(await buildPortal(root, { ifChanged: true })).toBe('built');
    expect(portalIsCurrent(root)).toBe(true);
    const built = statSync(join(root, 'dist', 'index.html')).mtimeMs;

    expect(await buildPortal(root, { ifChanged: true })).toBe('current');
    expect(statSync(join(root, 'dist', 'index.html')).mtimeMs).toBe(built);

    writeFileSync(join(root, 'docs', 'notas.md'), 'not an input of the portal');
    expect(await buildPortal(root, { ifChanged: true })).toBe('current');

    writeFileSync(join(root, 'src', 'main.ts'), `document.getElementById('root')!.textContent = 'dois';\n`);
    expect(portalIsCurrent(root)).toBe(false);
    expect(await buildPortal(root, { ifChanged: true })).toBe('built');
    expect(bundle()).toContain('<script');
    expect(portalIsCurrent(root)).toBe(true);

    rmSync(join(root, 'dist', STAMP)); // a dist/ from before the stamp, or an interrupted build: rebuilt
    expect(await buildPortal(root, { ifChanged: true })).toBe('built');
    // npm run build (no --if-changed) always builds
    expect(await buildPortal(root)).toBe('built');
  }, 120_000);

  it('the start script builds the portal only if changed', () => {
    // the launcher (npm start = node scripts/start.mjs, build-server.test.ts) runs start.ts through tsx when a build is due
    expect(readFileSync(join(import.meta.dirname, 'start.ts'), 'utf8')).toContain('ifChanged: true');
  });
});

describe("the portal's fingerprint covers its build's own scripts", () => {
  it('every script under scripts/ that vite.config.ts runs, and what those import from scripts/, is an input', () => {
    const repo = join(import.meta.dirname, '..');
    const scripts = new Set<string>();
    const queue = [...readFileSync(join(repo, 'vite.config.ts'), 'utf8').matchAll(/scripts\/([a-z-]+\.ts)/g)].map((m) => m[1]!);
    while (queue.length) {
      const name = queue.pop()!;
      if (scripts.has(name)) continue;
      scripts.add(name);
      for (const m of readFileSync(join(repo, 'scripts', name), 'utf8').matchAll(/from '\.\/([a-z-]+\.ts)'/g)) queue.push(m[1]!);
    }
    expect(scripts.size).toBeGreaterThanOrEqual(4);
    expect([...scripts].filter((name) => !PORTAL_INPUTS.files.includes(`scripts/${name}`))).toEqual([]);
  });
});
