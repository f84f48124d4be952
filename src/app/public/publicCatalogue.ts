import type { ScreenDefinition } from '../../engine/definition/screen-definition.ts';
import type { CatalogueEntry } from './publicRoutes.ts';

/**
 * The public definitions, named `screens/<area>/<name>.public.ts` (tracking pages, quotation by token): RouteGate
 * matches them without loading the full catalogue, so a public page downloads no private screen's definition,
 * layout or menu. A public definition not named so still works: the private gate finds it in the full catalogue
 * (but then the page downloads the private portal first).
 */
const modules = import.meta.glob<ScreenDefinition>(['../../../screens/**/*.public.ts'], { eager: true, import: 'default' });

export const publicCatalogueEntries: ReadonlyArray<CatalogueEntry> = Object.keys(modules)
  .sort()
  .map((file) => ({ file: file.replace(/^(\.\.\/)+/, ''), definition: modules[file] }))
  .filter((e) => e.definition?.public === true);
