/**
 * Which files under screens/ are screen definitions: `<area>/<name>.ts`, not tests, not declarations, and
 * not inside a folder starting with '_' (screens/_shared holds fragments, not screens). The one rule the
 * story generator, `npm run check:screens` and the definition tests apply; the catalogue
 * (src/app/catalogue.ts) says the same with its glob, and tests/e2e/stories.e2e.ts checks the built Storybook holds
 * a story for each.
 */
import { readdirSync } from 'node:fs';
import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const screensDir = fileURLToPath(new URL('../screens', import.meta.url));

/** `path` relative to screens/, with '/' separators. */
export function isDefinitionFile(path: string): boolean {
  const parts = path.split('/');
  return (
    parts.length >= 2 &&
    path.endsWith('.ts') &&
    !path.endsWith('.test.ts') &&
    !path.endsWith('.d.ts') &&
    !path.endsWith('.stories.ts') &&
    !parts.some((p) => p.startsWith('_'))
  );
}

/** Every definition file under `dir` (relative to it, '/' separators), sorted. */
export function definitionFiles(dir = screensDir): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .map((f) => f.split(sep).join('/'))
    .filter(isDefinitionFile)
    .sort();
}

