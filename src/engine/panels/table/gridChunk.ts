/**
 * Where the table's AG Grid chunk is asked for. The table's renderer (TableKindPanel: cards, groups, the light first
 * page of rows) is a chunk of its own without AG Grid: a phone drawing 1367's cards never downloads the grid.
 */
import { lazy } from 'react';
import type { TableOptions } from './schema.ts';
import { isNarrowScreen } from './useNarrowScreen.ts';

/** The spec's 'up to 768 px wide shows cards' (1367). */
export const CARDS_MAX_WIDTH = 768;

let grid: Promise<typeof import('./TableGrid.tsx')> | undefined;

/** AG Grid's chunk, asked for once. */
export function loadGrid(): Promise<typeof import('./TableGrid.tsx')> {
  grid ??= import('./TableGrid.tsx');
  return grid;
}

export const LazyTableGrid = lazy(() => loadGrid().then((m) => ({ default: m.TableGrid })));

/** True when this table draws cards and no grid at the current width (`narrowCards` on a phone). */
export function drawsCardsOnly(options: Pick<TableOptions, 'narrowCards'>): boolean {
  return Boolean(options.narrowCards) && isNarrowScreen(CARDS_MAX_WIDTH);
}
