import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const script = resolve(import.meta.dirname, 'ensure-postgres.sh');
// As root the script would install the package: run it as an unprivileged user, as a developer machine would.
const unprivileged = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
/** A temporary folder the unprivileged user can read. */
const folder = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
};
const run = (env: Record<string, string>) =>
  spawnSync('bash', [script], { ...unprivileged, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...env } });

describe('scripts/ensure-postgres.sh', () => {
  it('without PostgreSQL and without root, says how to install it and fails', () => {
    const answer = run({ POSTGRES_LIB_DIR: folder('sem-postgres-') });
    expect(answer.status).toBe(1);
    expect(answer.stderr).toContain('PostgreSQL não encontrado');
    expect(answer.stderr).toContain('sudo apt-get install postgresql');
  });

  it('with the binaries of some version present, does nothing', () => {
    const lib = folder('com-postgres-');
    mkdirSync(join(lib, '16', 'bin'), { recursive: true });
    writeFileSync(join(lib, '16', 'bin', 'initdb'), '', { mode: 0o755 });
    const answer = run({ POSTGRES_LIB_DIR: lib });
    expect({ status: answer.status, stderr: answer.stderr }).toEqual({ status: 0, stderr: '' });
  });
});
