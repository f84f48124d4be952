import { matchPath } from 'react-router-dom';
import type { ScreenDefinition } from '../../engine/definition/screen-definition.ts';

export interface CatalogueEntry {
  file: string;
  definition: ScreenDefinition;
}

/** The public definition whose route matches the path (e.g. '/logistica/rastreamento-transportadora/:hash'), if any. */
export function findPublicEntry(entries: ReadonlyArray<CatalogueEntry>, pathname: string): CatalogueEntry | undefined {
  return entries.find((e) => e.definition.public === true && matchPath({ path: e.definition.route, end: true }, pathname));
}
