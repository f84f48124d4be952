import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The slowest test files, slowest first, as measured on an idle 2-core machine (2026-11-28, docs/performance.md "Test
 * command", eighth round). Vitest runs the files it has durations for longest first, but a clean clone (CI) has no
 * durations: files then go in path order and the 64 s soak started last, alone on one core while the other idled —
 * node + dom took 315 s that way and 267 s longest first. A file missing from this list only runs in vitest's own
 * order; the list needs no upkeep to be correct, only to stay fast.
 */
export const SLOW_FIRST = [
  // node + dom (seconds on that machine)
  'tests/soak.test.ts', // 64
  'server/src/admin/deployment.test.ts', // 14
  'server/src/auth/loginLimits.test.ts', // 13
  'server/src/fuzz.test.ts', // 13
  'server/src/ops/operations.test.ts', // 12
  'server/src/reports/resultCache.test.ts', // 12
  'server/src/db/crashCycle.test.ts', // 11
  'server/src/db/instances.test.ts', // 10
  'server/src/db/parity.test.ts', // 9
  'src/engine/tests/actions.test.tsx', // 8
  'src/app/subscriptions/subscriptions.test.tsx', // 8
  // e2e
  'tests/e2e/stories.e2e.ts', // 58 (2026-11-28, the generated and example stories, moved from jsdom)
  'tests/e2e/spec-fidelity.e2e.ts', // 31
  'tests/e2e/workspace.e2e.ts', // 29
  'tests/e2e/a11y.e2e.ts', // 29
  'tests/e2e/subscriptions.e2e.ts', // 28
  'tests/e2e/logistica-1493.e2e.ts', // 26
  'tests/e2e/rastreamento.e2e.ts', // 23
  'tests/e2e/engine-exports-everywhere.e2e.ts', // 20
  'tests/e2e/pcp-1475-1477.e2e.ts', // 18
];

/** Vitest's order (one project after another), with each project's known slow files first. */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const projects = [...new Set(sorted.map((f) => f.project.name))];
    const rank = (f: TestSpecification) => {
      const i = SLOW_FIRST.indexOf(relative(root, f.moduleId));
      return i < 0 ? SLOW_FIRST.length : i;
    };
    return sorted
      .map((file, index) => ({ file, index, project: projects.indexOf(file.project.name), rank: rank(file) }))
      .sort((a, b) => a.project - b.project || a.rank - b.rank || a.index - b.index)
      .map(({ file }) => file);
  }
}
