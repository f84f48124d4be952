/**
 * Every definition in screens/ has its generated story file, and every generated file still has its definition.
 * The stories themselves are rendered in Chromium from storybook-static (tests/e2e/stories.e2e.ts); this check
 * stays here, where it costs a directory listing, so a stale `.storybook/generated/` fails before any browser runs.
 */
import { readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueEntries } from '../../src/app/catalogue.ts';

const generatedDir = resolve(import.meta.dirname, '..', '..', '.storybook', 'generated');

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? storyFiles(join(dir, entry.name)) : entry.name.endsWith('.stories.tsx') ? [join(dir, entry.name)] : [],
  );
}

describe('generated stories', () => {
  it('exist for every definition in screens/ (run `npm run stories` if this fails)', () => {
    const generated = storyFiles(generatedDir).map((f) => `screens/${relative(generatedDir, f).split(sep).join('/').replace(/\.stories\.tsx$/, '.ts')}`);
    expect(generated.sort()).toEqual(catalogueEntries.map((e) => e.file).sort());
  });
});
