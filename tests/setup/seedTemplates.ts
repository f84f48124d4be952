import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder of seeded DuckDB templates and their per-file copies (server/src/test/seededDatabase.ts). */
    seedTemplateDir: string;
  }
}

/**
 * A folder for the node run's seeded templates: the first test app of a business date seeds it once into a file,
 * every later test app opens a copy of that file instead of migrating and seeding its own (≈ 0.5 s instead of ≈ 5 s,
 * docs/performance.md "Test command"). Created empty for each run, so a template never outlives the migrations and
 * the seed it was made with; removed with whatever copies a test left behind.
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'mirante-seed-templates-'));
  project.provide('seedTemplateDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
