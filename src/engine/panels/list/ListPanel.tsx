import { useMemo, useState } from 'react';
import { Empty, Input, Tag, Typography } from 'antd';
import { resolveText } from '../../calls/templates.ts';
import { formatInteger, formatPercent } from '../../format/index.ts';
import { DEFAULT_EMPTY_TEXT } from '../../messages/defaults.ts';
import { usePanelEnvironment } from '../../runtime/PanelEnvironment.ts';
import type { CommonPanel } from '../common.ts';
import type { PanelProps } from '../types.ts';
import type { ListOptions } from './schema.ts';
import { itemPercents, matchesSearch } from './listLogic.ts';

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A searchable list with count and % per item; a click selects the item and runs the action (1397). */
export function ListPanel({ options, data, runAction, canRun }: PanelProps<ListOptions>) {
  const env = usePanelEnvironment();
  const rows = useMemo(() => (Array.isArray(data) ? data.filter(isRecord) : []), [data]);
  const percents = useMemo(() => itemPercents(rows, options), [rows, options]);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const items = rows
    .map((row, i) => ({ row, percent: percents[i], label: resolveText(options.label, { ...env.scope, row }), key: String(row[options.key]) }))
    .filter((item) => !search || matchesSearch(item.label, search));

  const choose = (row: Record<string, unknown>, key: string) => {
    setSelected(key);
    if (options.action && canRun(options.action, { row })) runAction(options.action, { row });
  };

  return (
    <div className="mirante-list" data-panel-kind="list">
      {options.title && <Typography.Title level={5}>{options.title}</Typography.Title>}
      {options.search !== undefined && (
        <Input.Search allowClear placeholder={options.search} value={search} onChange={(e) => setSearch(e.target.value)} aria-label={options.search} />
      )}
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={(options as CommonPanel).emptyText ?? env.messages?.emptyText ?? DEFAULT_EMPTY_TEXT} />
      ) : (
        <ul className="mirante-list-items" role="listbox" aria-label={options.title ?? options.search ?? 'Lista'} style={options.height ? { maxHeight: options.height, overflowY: 'auto' } : undefined}>
          {items.map(({ row, percent, label, key }) => (
            <li
              key={key}
              role="option"
              aria-selected={selected === key}
              tabIndex={0}
              className={`mirante-list-item${selected === key ? ' selected' : ''}`}
              data-item={label}
              onClick={() => choose(row, key)}
              onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), choose(row, key))}
            >
              <span className="mirante-list-label">{label}</span>
              <span className="mirante-list-figures">
                {options.count && <Tag color="blue" data-count>{formatInteger(row[options.count])}</Tag>}
                {percent !== null && <Typography.Text type="secondary" data-percent>{formatPercent(percent, 2)}</Typography.Text>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
