import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server.ts';
import { SERVER_INPUTS, serverIsCurrent, sourceFingerprint, STAMP } from './sourceStamp.ts';

// `npm start` = node scripts/start.mjs: runs the compiled server when its build is current, recompiles it when a
// server source changed (scripts/start.ts). Here the real start scripts run in a temporary project whose server is
// one file that prints a line, and whose portal is already built (the portal's own test: build-portal.test.ts).
const repo = join(import.meta.dirname, '..');
const root = mkdtempSync(join(tmpdir(), 'mirante-start-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
const server = (line: string) => write('server/src/main.ts', `const line: string = '${line}';\nconsole.log(line);\n`);
/** `npm start`'s command in the temporary project: its output. */
const start = () => execFileSync(process.execPath, ['scripts/start.mjs'], { cwd: root, encoding: 'utf8', env: { ...process.env, DATA_DIR: join(root, 'data') } });
const compiledAt = () => statSync(join(root, 'dist-server', 'main.mjs')).mtimeMs;

describe('npm start compiles the server only when its sources changed', () => {
  it('first start compiles; an unchanged source does not; a changed one does, and the new code runs', () => {
    for (const file of ['start.mjs', 'start.ts', 'sourceStamp.ts', 'build-server.ts', 'swapFolder.ts']) {
      mkdirSync(join(root, 'scripts'), { recursive: true });
      copyFileSync(join(repo, 'scripts', file), join(root, 'scripts', file));
    }
    write('scripts/build-portal.ts', `export const buildPortal = async () => 'current' as const;\n`);
    write('server/src/dataFolderCheck.ts', '// no lock in this project\n');
    symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'));
    write('package.json', '{ "type": "module" }\n');
    write('dist/index.html', '<!doctype html>');
    write(`dist/${STAMP}`, `${sourceFingerprint(root)}\n`); // the portal is current
    server('um');

    expect(serverIsCurrent(root)).toBe(false);
    const first = start();
    expect(first).toContain('Servidor compilado');
    expect(first.trim().split('\n').at(-1)).toBe('um');
    expect(serverIsCurrent(root)).toBe(true);
    const built = compiledAt();

    const again = start(); // the compiled start, with plain node
    expect(again.trim()).toBe('um');
    expect(compiledAt()).toBe(built);

    write('docs/notas.md', 'not an input of the server');
    write('server/src/main.test.ts', '// tests are not compiled into the server');
    expect(start().trim()).toBe('um');
    expect(compiledAt()).toBe(built);

    server('dois');
    expect(serverIsCurrent(root)).toBe(false);
    const changed = start();
    expect(changed).toContain('Servidor compilado');
    expect(changed.trim().split('\n').at(-1)).toBe('dois');
    expect(readFileSync(join(root, 'dist-server', 'main.mjs'), 'utf8')).toContain('dois');
    expect(start().trim()).toBe('dois');
  }, 120_000);

  it('refuses to compile a file that is not an input of the fingerprint (its change would not rebuild)', async () => {
    write('outros/util.ts', `export const x = 1;\n`);
    write('server/src/main.ts', `import { x } from '../../outros/util.ts';\nconsole.log(x);\n`);
    await expect(buildServer(root)).rejects.toThrow(/outros\/util\.ts/);
    expect(serverIsCurrent(root)).toBe(false); // the previous build stays, and is stale
    expect(SERVER_INPUTS.folders).toContain('server/src');
  });

  it('npm start runs the plain JavaScript launcher', () => {
    const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));
    expect(pkg.scripts.start).toBe('node scripts/start.mjs');
  });
});
