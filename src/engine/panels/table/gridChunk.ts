/**
 * Where the table's AG Grid chunk is asked for. The table's renderer (TableKindPanel: cards, groups, the light first
 * page of rows) is a chunk of its own without AG Grid: a phone drawing 1367's cards never downloads the grid.
 */
import { loadOnUse } from '../../runtime/loadOnUse.ts';
import type { TableOptions } from './schema.ts';
import { isNarrowScreen } from './useNarrowScreen.ts';

/** The spec's 'up to 768 px wide shows cards' (1367). */
export const CARDS_MAX_WIDTH = 768;

export const LazyTableGrid = loadOnUse(() => import('./TableGrid.tsx').then((m) => m.TableGrid));

/** AG Grid's chunk, asked for once (again after a failed download). */
export function loadGrid(): Promise<unknown> {
  return LazyTableGrid.preload();
}

/** True when this table draws cards and no grid at the current width (`narrowCards` on a phone). */
export function drawsCardsOnly(options: Pick<TableOptions, 'narrowCards'>): boolean {
  return Boolean(options.narrowCards) && isNarrowScreen(CARDS_MAX_WIDTH);
}
