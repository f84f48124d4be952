import { lazy } from 'react';
import type { PanelKind } from '../types.ts';
import { TableOptionsSchema, type TableOptions } from './schema.ts';

// AG Grid is most of the engine's weight: loaded only when a table panel renders (a public tracking page, a
// dashboard of cards and charts never download it). PanelBody's boundary shows the core spinner meanwhile.
const TableKindPanel = lazy(() => import('./TableKindPanel.tsx').then((m) => ({ default: m.TableKindPanel })));

/** The 'table' panel kind: AG Grid with pt-BR formats, search, CSV, totals and actions. */
const tableKind: PanelKind<TableOptions> = {
  kind: 'table',
  schema: TableOptionsSchema,
  Component: TableKindPanel,
  // AG Grid shows its own loading overlay ('Carregando...'): no antd Spin on top of it.
  handlesLoading: true,
};

export default tableKind;
