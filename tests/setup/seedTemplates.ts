import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { TEST_TODAY } from '../../server/src/test/testToday.ts';
import { pendingFile, templateFile } from '../../server/src/test/seedTemplateFile.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder of seeded DuckDB templates and their per-file copies (server/src/test/seededDatabase.ts). */
    seedTemplateDir: string;
  }
}

const root = resolve(import.meta.dirname, '..', '..');

/**
 * The node run's seeded template (server/src/test/seededDatabase.ts): a child process migrates and seeds the
 * 'small' database of TEST_TODAY into a file once, while the first test files run; every test app started after it
 * is there opens a copy instead of seeding its own (≈ 0.5 s instead of ≈ 5 s; docs/performance.md "Test command").
 * A child process and not a test's beforeAll: it runs while the first files import their modules. The
 * folder is new for each run, so a template never outlives the migrations and the seed it was made with. A run that
 * ends first (one focused file) stops the build; the folder goes with any copy a test left behind.
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'mirante-seed-templates-'));
  project.provide('seedTemplateDir', dir);
  const template = templateFile(dir, TEST_TODAY);
  writeFileSync(pendingFile(template), ''); // before the build starts: the test apps wait for it, not seed beside it
  const builder = spawn(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'server/src/test/buildSeedTemplate.ts', template, TEST_TODAY], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'], // a failed build says why; the tests still pass, each seeding its own
    detached: true, // its own process group: tsx and the node process it runs stop together
  });
  // built or failed, the waiting test apps go on (with a copy, or seeding their own)
  const exited = new Promise((resolveExit) => builder.once('exit', resolveExit).once('error', resolveExit)).finally(() => rmSync(pendingFile(template), { force: true }));
  return async () => {
    if (builder.exitCode === null && builder.signalCode === null) {
      process.kill(-builder.pid!, 'SIGKILL');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
}
