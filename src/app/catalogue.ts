import type { ScreenDefinition } from '../engine/definition/screen-definition.ts';

/**
 * The screen catalogue: every definition under screens/ (one file per screen). It is the only
 * list of routes and menu entries in the portal — the router and the menu are both built from it.
 * Definitions are small plain data, so they are imported eagerly.
 */
const modules = import.meta.glob<ScreenDefinition>(
  // screens/_shared (any '_' folder) holds fragments, not screens: the rule of scripts/definition-files.ts.
  ['../../screens/**/*.ts', '!../../screens/**/*.test.ts', '!../../screens/**/*.stories.ts', '!../../screens/**/*.d.ts', '!../../screens/_*/**'],
  { eager: true, import: 'default' },
);

/** Every screen definition, with the file it came from (keys are sorted so the order is stable). */
export const catalogueEntries: ReadonlyArray<{ file: string; definition: ScreenDefinition }> = Object.keys(modules)
  .sort()
  .map((file) => ({ file: file.replace(/^(\.\.\/)+/, ''), definition: modules[file] }))
  .filter((e) => e.definition && typeof e.definition === 'object' && typeof e.definition.route === 'string');

export const catalogue: readonly ScreenDefinition[] = catalogueEntries.map((e) => e.definition);

export { NO_CODE } from '../engine/definition/noCode.ts';

export { hasPanels } from './hasPanels.ts';
