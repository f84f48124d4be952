/**
 * The 'accordion' kind: one collapsible item per row; opening an item runs the detail call for it (antd Collapse
 * renders a panel's content only once opened) and shows its tables — rows expandable to their own list, row buttons.
 */
import { useEffect, useMemo, useState } from 'react';
import { Alert, Collapse, Empty, Spin, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { getPath, resolveText } from '../../calls/templates.ts';
import { allErrorMessages } from '../../messages/errorText.ts';
import { DEFAULT_EMPTY_TEXT } from '../../messages/defaults.ts';
import { usePanelEnvironment } from '../../runtime/PanelEnvironment.ts';
import { useFetchCall } from '../../runtime/useFetchCall.ts';
import { FieldLines } from '../FieldLines.tsx';
import { NestedTable } from '../shared/NestedTable.tsx';
import { RowButtons } from '../shared/RowButtons.tsx';
import type { NestedColumnOptions } from '../shared/columns.ts';
import { TABLE_DEFAULTS } from '../shared/tableDefaults.ts';
import { cellText, cellTextColor, isNumericColumn, mappedColor } from '../shared/cells.ts';
import { withDerived } from '../shared/derived.ts';
import type { PanelProps } from '../types.ts';
import type { AccordionOptions, DetailSectionOptions } from './schema.ts';

type Row = Record<string, unknown>;
const isRecord = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

function columnsOf(columns: NestedColumnOptions[]): ColumnsType<Row> {
  return columns.map((c) => ({
    key: c.field,
    dataIndex: c.field,
    title: c.header,
    align: c.align ?? (isNumericColumn(c) ? 'right' : 'left'),
    width: c.width,
    render: (value: unknown, row: Row) => {
      const text = cellText(c, value);
      if (c.color && typeof c.color === 'object' && 'map' in c.color && c.color.tag) {
        return value === null || value === undefined || value === '' ? text : <Tag color={mappedColor(c.color, value, row)}>{text}</Tag>;
      }
      const color = cellTextColor(c.color, value, row);
      return color ? <span style={{ color }}>{text}</span> : text;
    },
  }));
}

function Section({ section, rows, props }: { section: DetailSectionOptions; rows: Row[]; props: PanelProps<AccordionOptions> }) {
  const columns = useMemo(() => {
    const base = columnsOf(section.columns);
    if (!section.rowActions) return base;
    return [
      ...base,
      {
        key: '__acoes',
        title: TABLE_DEFAULTS.actionsHeader,
        render: (_: unknown, row: Row) => <RowButtons buttons={section.rowActions} row={row} run={props.runAction} can={props.canRun} />,
      },
    ];
  }, [section, props.runAction, props.canRun]);
  const expand = section.expand;
  return (
    <div className="mirante-accordion-section" data-section={section.dataPath}>
      {section.title && <Typography.Title level={5} style={{ fontSize: 14 }}>{section.title}</Typography.Title>}
      <Table<Row>
        size="small"
        rowKey={(row) => String(row.id ?? JSON.stringify(row))}
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        expandable={
          expand
            ? {
                rowExpandable: (row) => Array.isArray(row[expand.rowsField]),
                expandedRowRender: (row) => <NestedTable columns={expand.columns} rows={(row[expand.rowsField] as Row[]) ?? []} />,
              }
            : undefined
        }
      />
    </div>
  );
}

/** The opened item's detail: its call's answer, tables without rows left out. */
function Detail({ item, props }: { item: Row; props: PanelProps<AccordionOptions> }) {
  const { detail } = props.options;
  const fetchCall = useFetchCall();
  const values = useMemo(() => Object.fromEntries(Object.entries(detail.with).map(([name, field]) => [name, item[field]])), [detail.with, item]);
  const key = JSON.stringify(values);
  const [state, setState] = useState<{ key: string; data?: unknown; error?: unknown } | null>(null);
  useEffect(() => {
    let live = true;
    fetchCall(detail.call, JSON.parse(key) as Row).then(
      (data) => live && setState({ key, data }),
      (error: unknown) => live && setState({ key, error }),
    );
    return () => {
      live = false;
    };
    // fetched when the item opens (and again if its values change), not on every render of the place
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [detail.call, key]);
  if (!state || state.key !== key) return <Spin description="Carregando..." />;
  if (state.error) return <Alert type="error" showIcon title={allErrorMessages(state.error, detail.errorText ?? DEFAULT_EMPTY_TEXT)} />;
  // the item's fields the rows' buttons test (1494: no proof button when no document of the type was delivered)
  const inherited = Object.fromEntries((detail.itemFields ?? []).map((f) => [f, item[f]]));
  const sections = detail.sections
    .map((section) => ({ section, rows: ((getPath(state.data, section.dataPath) as unknown[]) ?? []).filter(isRecord).map((row) => ({ ...inherited, ...row })) }))
    .filter(({ rows }) => rows.length > 0);
  if (sections.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={detail.emptyText ?? DEFAULT_EMPTY_TEXT} />;
  return (
    <>
      {sections.map(({ section, rows }) => (
        <Section key={section.dataPath} section={section} rows={rows} props={props} />
      ))}
    </>
  );
}

export function AccordionPanel(props: PanelProps<AccordionOptions>) {
  const { options, data } = props;
  const env = usePanelEnvironment();
  const items = useMemo(() => ((withDerived(Array.isArray(data) ? data : [], options.derived) as unknown[]) ?? []).filter(isRecord), [data, options.derived]);
  if (items.length === 0 && !props.loading) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={options.emptyText ?? DEFAULT_EMPTY_TEXT} />;
  return (
    <div data-panel-kind="accordion">
      {options.title && <Typography.Title level={5}>{options.title}</Typography.Title>}
      <Collapse
        items={items.map((item, i) => {
          const scope = { ...env.scope, row: item };
          const tagValue = options.tag ? String(item[options.tag.field] ?? '') : '';
          return {
            key: String(i),
            label: (
              <div data-accordion-item={resolveText(options.itemTitle, scope)}>
                <Typography.Text strong>{resolveText(options.itemTitle, scope)}</Typography.Text>{' '}
                {options.tag && tagValue && <Tag color={options.tag.colors[tagValue]}>{tagValue}</Tag>}
                <div className="mirante-accordion-lines">
                  <FieldLines lines={options.lines} item={item} />
                </div>
              </div>
            ),
            children: <Detail item={item} props={props} />,
          };
        })}
      />
    </div>
  );
}
