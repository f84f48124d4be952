import { createElement, Suspense } from 'react';
import { loadOnUse } from '../../runtime/loadOnUse.ts';
import type { PanelKind, PanelProps } from '../types.ts';
import type { TableOptions } from './schema.ts';
import { drawsCardsOnly, loadGrid } from './gridChunk.ts';

// The table's renderer without AG Grid: cards, groups and the first page of rows drawn before the grid (docs/performance.md).
const TableKindPanel = loadOnUse(() => import('./TableKindPanel.tsx').then((m) => m.TableKindPanel));

// While the chunk loads: an empty frame of the table's height, no spinner (AG Grid's own overlay follows; one spinner per panel).
const waiting = createElement('div', { className: 'mirante-table-chunk', style: { minHeight: 200 }, 'aria-busy': true });

function LazyTable(props: PanelProps<TableOptions>) {
  // AG Grid's chunk is asked for with the renderer's, not after it (one round trip, as when they were one chunk);
  // not at all where the table draws cards.
  if (!drawsCardsOnly(props.options)) void loadGrid();
  return createElement(Suspense, { fallback: waiting }, createElement(TableKindPanel, props));
}

/** The 'table' panel kind: AG Grid with pt-BR formats, search, CSV, totals and actions. */
const tableKind: PanelKind<TableOptions> = {
  kind: 'table',
  Component: LazyTable,
  // The grid draws its title (toolbar) and its empty state ('Nenhum registro encontrado' overlay).
  drawsTitle: true,
  handlesEmpty: true,
  drawsWhenNear: true,
  // AG Grid shows its own loading overlay ('Carregando...'): no antd Spin on top of it.
  handlesLoading: true,
};

export default tableKind;
