import type { PanelKind } from '../types.ts';
import { TableOptionsSchema, type TableOptions } from './schema.ts';
import { TableKindPanel } from './TableKindPanel.tsx';

/** The 'table' panel kind: AG Grid with pt-BR formats, search, CSV, totals and actions. */
const tableKind: PanelKind<TableOptions> = {
  kind: 'table',
  schema: TableOptionsSchema,
  Component: TableKindPanel,
  // AG Grid shows its own loading overlay ('Carregando...'): no antd Spin on top of it.
  handlesLoading: true,
};

export default tableKind;
