/**
 * The 'table' kind's renderer: picks what to draw from the options, then hands each table to the grid
 * (TablePanel) or, on narrow screens with `narrowCards`, to the cards (TableCards).
 * - `showWhen` columns follow the screen's filter values (01.76.1329 Tipo valor/quantidade);
 * - `groupBy` draws one titled table per group (01.77.1338, one per operator);
 * - `narrowCards` turns rows into cards up to 768 px (01.75.1367, the tracking results);
 * - `sumTo100` share columns are rounded so the shown shares sum to 100 (columnFormats.ts).
 */
import { useMemo } from 'react';
import { Empty, Typography } from 'antd';
import { DEFAULT_EMPTY_TEXT } from '../../messages/defaults.ts';
import { usePanelEnvironment } from '../../runtime/PanelEnvironment.ts';
import type { PanelProps } from '../types.ts';
import type { TableOptions } from './schema.ts';
import { TableCards } from './TableCards.tsx';
import { TablePanel } from './TablePanel.tsx';
import { columnsForFilters, groupRows, withFieldAliases } from './tableVariants.ts';
import { withDerived } from '../shared/derived.ts';
import { withShares } from './columnFormats.ts';
import { useNarrowScreen } from './useNarrowScreen.ts';
import { withCompareColumns } from './compareColumns.ts';
import { CARDS_MAX_WIDTH } from './gridChunk.ts';

function OneTable(allProps: PanelProps<TableOptions>) {
  const narrow = useNarrowScreen(CARDS_MAX_WIDTH);
  // `sumTo100` shares are rounded over the rows of this one table (each group's shares sum to 100).
  const data = useMemo(() => withShares(allProps.data, allProps.options.columns), [allProps.data, allProps.options.columns]);
  const props = { ...allProps, data };
  return narrow && props.options.narrowCards ? <TableCards {...props} /> : <TablePanel {...props} />;
}

export function TableKindPanel(given: PanelProps<TableOptions>) {
  // comparing: the delta columns and their values (compareColumns.ts), before anything else reads the rows
  const compared = useMemo(() => withCompareColumns(given.options, given.data, given.compare), [given.options, given.data, given.compare]);
  const allProps = { ...given, ...compared };
  const { fieldAliases: aliases, derived } = allProps.options;
  const data = useMemo(() => withDerived(withFieldAliases(allProps.data, aliases), derived), [allProps.data, aliases, derived]);
  const props = { ...allProps, data };
  const env = usePanelEnvironment();
  const filters = env.scope.filters;
  const options = useMemo(() => columnsForFilters(props.options, filters), [props.options, filters]);
  const groupBy = options.groupBy;
  const groups = useMemo(() => (groupBy ? groupRows(props.data, groupBy, env.scope) : []), [groupBy, props.data, env.scope]);
  if (!groupBy) return <OneTable {...props} options={options} />;
  if (groups.length === 0 || props.loading) {
    return <OneTable {...props} options={{ ...options, groupBy: undefined }} data={[]} />;
  }
  const inner: TableOptions = { ...options, groupBy: undefined, title: undefined };
  return (
    <div className="mirante-table-groups" data-panel-kind="table" data-groups={groups.length}>
      {options.title && <Typography.Title level={5}>{options.title}</Typography.Title>}
      {groups.map((g) => (
        <section key={g.key} className="mirante-table-group" aria-label={g.title} data-group={g.title}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>{g.title}</Typography.Title>
          {g.rows.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={options.emptyText ?? DEFAULT_EMPTY_TEXT} /> : <OneTable {...props} options={inner} data={g.rows} />}
        </section>
      ))}
    </div>
  );
}
