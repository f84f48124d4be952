import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { SLOW_FIRST, SlowFirstSequencer } from './slowFirstSequencer.ts';

const root = resolve(import.meta.dirname, '../..');

describe('slow files first', () => {
  it('names files that exist (a renamed file would silently lose its place)', () => {
    expect(SLOW_FIRST.filter((file) => !existsSync(resolve(root, file)))).toEqual([]);
  });

  it("keeps vitest's project order and puts each project's listed files first, slowest first", async () => {
    // a clean clone: vitest's cache knows no file
    const ctx = { config: { root }, cache: { getFileTestResults: () => undefined, getFileStats: () => undefined } } as unknown as Vitest;
    const spec = (project: string, file: string) =>
      ({ project: { name: project, config: { sequence: { groupOrder: 0 }, isolate: true } }, moduleId: resolve(root, file) }) as unknown as TestSpecification;
    const files = [
      spec('node', 'server/src/a.test.ts'),
      spec('node', 'tests/soak.test.ts'),
      spec('dom', 'src/b.test.tsx'),
      spec('node', 'server/src/fuzz.test.ts'),
      spec('dom', 'src/engine/tests/actions.test.tsx'),
    ];
    const order = (await new SlowFirstSequencer(ctx).sort(files)).map((f) => `${f.project.name} ${f.moduleId.slice(root.length + 1)}`);
    expect(order).toEqual([
      'dom src/engine/tests/actions.test.tsx',
      'dom src/b.test.tsx',
      'node tests/soak.test.ts',
      'node server/src/fuzz.test.ts',
      'node server/src/a.test.ts',
    ]);
  });
});
