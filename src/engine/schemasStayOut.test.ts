import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';

/**
 * The portal never reads the TypeBox schemas (definitions are validated by the build and the tests): no module
 * it loads imports a value from a module that builds schemas, or TypeBox (with them) would be in every screen's
 * download (~10 kB brotli, docs/performance.md). Values a renderer needs live in a `defaults.ts` beside the schema;
 * types come with `import type`. Only the development validator (src/engine/definition/), the schema lists and
 * the examples (Storybook) read schemas.
 */
const root = resolve(import.meta.dirname, '..', '..');
const READS_SCHEMAS = /(\.test\.tsx?|\.stories\.tsx?|examples\.ts|engineExample\.ts|panels\/schemas\.ts|panels\/kinds\.generated\.ts|actions\/types\.generated\.ts|filters\/widgets\/widgets\.generated\.ts|filters\/widgets\/[^/]+\/schema\.ts)$|^src\/engine\/definition\//;

function sources(dir: string): string[] {
  return (readdirSync(join(root, dir), { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts')).map((f) => join(dir, f));
}

test('no portal module imports a value from a module that builds TypeBox schemas', () => {
  const files = [...sources('src'), ...sources('schemas'), ...sources('common')];
  const text = new Map(files.map((f) => [resolve(root, f), readFileSync(join(root, f), 'utf8')]));
  const buildsSchemas = (file: string) => /from '@sinclair\/typebox'/.test(text.get(file) ?? '');
  const problems: string[] = [];
  for (const [file, source] of text) {
    const name = relative(root, file);
    if (READS_SCHEMAS.test(name) || buildsSchemas(file)) continue;
    for (const m of source.matchAll(/(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*'(\.[^']+)'/g)) {
      const values = m[2]!.split(',').map((s) => s.trim()).filter((s) => s && !s.startsWith('type '));
      const target = resolve(dirname(file), m[3]!);
      if (!m[1] && values.length && buildsSchemas(target)) problems.push(`${name}: ${values.join(', ')} from ${relative(root, target)}`);
    }
  }
  expect(problems).toEqual([]);
});
