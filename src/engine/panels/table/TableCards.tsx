/**
 * The table on narrow screens (≤ 768 px, option `narrowCards`): one card per row with 'label: value'
 * lines, the row buttons and a 'Detalhes' toggle opening the remaining columns and the expandable
 * rows' list (01.75.1367 Aprovação de ordens de compras: items Produto, Qtd., UN., Total; tracking results).
 */
import { useMemo, useState } from 'react';
import { Button, Card, Empty, Input, Space, Spin, Typography } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { resolveText } from '../../calls/templates.ts';
import type { PanelProps } from '../types.ts';
import { toPanelAction } from './cells.tsx';
import type { TableColumnOptions, TableOptions } from './schema.ts';
import { TABLE_DEFAULTS } from '../shared/tableDefaults.ts';
import { compareRaw, pageSizeOptions } from './tableLogic.ts';
import { cellText, cellTextColor, isNumericColumn, meetsCondition, searchText } from '../shared/cells.ts';

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function Line({ column, row, props }: { column: TableColumnOptions; row: Record<string, unknown>; props: PanelProps<TableOptions> }) {
  const value = row[column.field];
  const text = cellText(column, value);
  const color = cellTextColor(column.color, value, row);
  const action = column.action ? toPanelAction(column.action) : undefined;
  const clickable = Boolean(action && props.canRun(action, { row, value }));
  return (
    <div className="mirante-table-card-line" data-field={column.field}>
      <Typography.Text type="secondary">{column.header}: </Typography.Text>
      {clickable ? (
        <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => props.runAction(action!, { row, value })}>
          {text}
        </Button>
      ) : (
        <span style={color ? { color } : undefined}>{text}</span>
      )}
    </div>
  );
}

function RowCard({ row, title, shown, detail, props }: { row: Record<string, unknown>; title: string; shown: TableColumnOptions[]; detail: TableColumnOptions[]; props: PanelProps<TableOptions> }) {
  const { options } = props;
  const [open, setOpen] = useState(false);
  const nested = options.expandable ? row[options.expandable.rowsField] : undefined;
  const hasDetail = detail.length > 0 || Array.isArray(nested);
  const buttons = (options.rowActions ?? []).filter((b) => !b.visibleWhen || meetsCondition(b.visibleWhen, row));
  return (
    <Card size="small" title={title} className="mirante-table-card" data-row-card={title}>
      {shown.map((c) => (
        <Line key={c.field} column={c} row={row} props={props} />
      ))}
      <Space wrap size={8} style={{ marginTop: 8 }}>
        {hasDetail && (
          <Button size="small" icon={open ? <UpOutlined /> : <DownOutlined />} aria-expanded={open} onClick={() => setOpen(!open)}>
            {options.narrowCards?.detailLabel ?? TABLE_DEFAULTS.detailLabel}
          </Button>
        )}
        {buttons.map((b) => {
          const action = toPanelAction(b.action);
          return (
            <Button key={b.label} size="small" danger={b.danger} disabled={meetsCondition(b.disabledWhen, row) || !props.canRun(action, { row })} onClick={() => props.runAction(action, { row })}>
              {b.label}
            </Button>
          );
        })}
      </Space>
      {open && (
        <div className="mirante-table-card-detail" data-card-detail>
          {detail.map((c) => (
            <Line key={c.field} column={c} row={row} props={props} />
          ))}
          {Array.isArray(nested) && options.expandable && (
            <ul className="mirante-table-card-items">
              {nested.filter(isRecord).map((item, i) => (
                <li key={i}>
                  {options.expandable!.columns.map((c) => (
                    <div key={c.field}>
                      <Typography.Text type="secondary">{c.header}: </Typography.Text>
                      {cellText(c, item[c.field])}
                    </div>
                  ))}
                </li>
              ))}
              {nested.length === 0 && <li>{options.expandable.emptyText ?? TABLE_DEFAULTS.emptyText}</li>}
            </ul>
          )}
        </div>
      )}
    </Card>
  );
}

/** Rows as cards: the same search, default sort, page size and buttons as the grid. */
export function TableCards(props: PanelProps<TableOptions>) {
  const { options, data, loading } = props;
  const [search, setSearch] = useState('');
  const onSearch = (value: string) => {
    setSearch(value);
    setPages(1);
  };
  const visible = options.columns.filter((c) => !c.hidden);
  const shownFields = options.narrowCards?.fields;
  const shown = shownFields ? visible.filter((c) => shownFields.includes(c.field)) : visible;
  const detail = shownFields ? visible.filter((c) => !shownFields.includes(c.field)) : [];
  const rows = useMemo(() => {
    let list = Array.isArray(data) ? data.filter(isRecord) : [];
    const sort = options.defaultSort;
    if (sort) {
      const column = options.columns.find((c) => c.field === sort.field);
      const key = column?.sortField ?? sort.field;
      const numeric = column ? isNumericColumn(column) && !column.sortField : false;
      list = [...list].sort((a, b) => compareRaw(a[key], b[key], numeric) * (sort.dir === 'desc' ? -1 : 1));
    }
    const term = search.trim().toLowerCase();
    if (!term) return list;
    return list.filter((row) => options.columns.some((c) => c.searchable !== false && searchText(c, row[c.field]).toLowerCase().includes(term)));
  }, [data, options, search]);
  // allRows: every card at once (1493, spec 3 §9 'on small screens all rows shown')
  const paging = options.narrowCards?.allRows ? null : pageSizeOptions(options);
  const [pages, setPages] = useState(1);
  const shownCount = paging ? paging.size * pages : rows.length;
  const titleOf = (row: Record<string, unknown>) =>
    options.narrowCards?.title ? resolveText(options.narrowCards.title, { row }) : cellText(visible[0] ?? options.columns[0], row[(visible[0] ?? options.columns[0]).field]);

  return (
    <div className="mirante-table-cards" data-panel-kind="table" data-layout="cards">
      {(options.title || options.search || options.showCount) && (
        <div className="mirante-table-cards-toolbar">
          {options.title && <Typography.Title level={5} style={{ margin: 0 }}>{options.title}</Typography.Title>}
          {options.search && <Input.Search allowClear placeholder="Pesquisar..." value={search} onChange={(e) => onSearch(e.target.value)} aria-label="Pesquisar" />}
          {options.showCount && <Typography.Text>Total de itens: {rows.length}</Typography.Text>}
        </div>
      )}
      <Spin spinning={loading} description="Carregando...">
        {rows.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={options.emptyText ?? TABLE_DEFAULTS.emptyText} />
        ) : (
          <div className="mirante-table-cards-list">
            {rows.slice(0, shownCount).map((row, i) => (
              <RowCard key={i} row={row} title={titleOf(row)} shown={shown} detail={detail} props={props} />
            ))}
          </div>
        )}
        {/* Phones scroll: the next page of cards comes below instead of a pager (no antd Pagination in the screen chunk). */}
        {rows.length > shownCount && (
          <Button block onClick={() => setPages(pages + 1)} style={{ marginTop: 12 }}>
            Mostrar mais ({rows.length - shownCount})
          </Button>
        )}
      </Spin>
    </div>
  );
}
