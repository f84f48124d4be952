import { fileURLToPath } from 'node:url';
import { definitionFiles as screenDefinitionFiles } from '../../scripts/definition-files.ts';

/** The repository root. */
export const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Every screen definition file as a repository-relative path ('screens/<area>/<name>.ts'), by the one rule of
 * scripts/definition-files.ts (tests left out; folders starting with '_', such as screens/_shared, hold fragments).
 */
export function definitionFiles(): string[] {
  return screenDefinitionFiles().map((f) => `screens/${f}`);
}
