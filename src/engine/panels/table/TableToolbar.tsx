/**
 * The bar above the grid: title, 'Pesquisar...' search, 'Total de itens', 'Colunas' chooser and
 * 'Baixar CSV'. Only the pieces the options ask for are shown.
 */
import { Button, Checkbox, Input, Popover, Space, Typography } from 'antd';
import { DownloadOutlined, FileExcelOutlined, SettingOutlined } from '@ant-design/icons';
import type { TableColumnOptions } from './schema.ts';

export interface TableToolbarProps {
  title?: string;
  search?: { value: string; onChange(value: string): void };
  count?: number;
  chooser?: { columns: TableColumnOptions[]; visible: ReadonlySet<string>; onToggle(field: string, visible: boolean): void };
  onCsv?: () => void;
  /** 'Baixar XLSX', beside the CSV button. */
  onXlsx?: () => void;
}

export function TableToolbar({ title, search, count, chooser, onCsv, onXlsx }: TableToolbarProps) {
  if (!title && !search && count === undefined && !chooser && !onCsv) return null;
  return (
    <div className="mirante-table-toolbar" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 8 }}>
      {title ? (
        <Typography.Title level={5} style={{ margin: 0, marginRight: 'auto' }}>
          {title}
        </Typography.Title>
      ) : null}
      <Space wrap size={8} style={{ marginLeft: 'auto' }}>
        {count !== undefined ? <Typography.Text type="secondary">Total de itens: {count}</Typography.Text> : null}
        {search ? (
          <Input.Search
            allowClear
            placeholder="Pesquisar..."
            aria-label="Pesquisar"
            value={search.value}
            onChange={(e) => search.onChange(e.target.value)}
            onSearch={(value) => search.onChange(value)}
            style={{ width: 240, maxWidth: '100%' }}
          />
        ) : null}
        {chooser ? (
          <Popover
            trigger="click"
            placement="bottomRight"
            content={
              <div role="group" aria-label="Colunas visíveis" style={{ display: 'flex', flexDirection: 'column', gap: 4, maxHeight: 320, overflow: 'auto' }}>
                {chooser.columns.map((c) => (
                  <Checkbox key={c.field} checked={chooser.visible.has(c.field)} onChange={(e) => chooser.onToggle(c.field, e.target.checked)}>
                    {c.header}
                  </Checkbox>
                ))}
              </div>
            }
          >
            <Button icon={<SettingOutlined />}>Colunas</Button>
          </Popover>
        ) : null}
        {onCsv ? (
          <Button icon={<DownloadOutlined />} onClick={onCsv}>
            Baixar CSV
          </Button>
        ) : null}
        {onXlsx ? (
          <Button icon={<FileExcelOutlined />} onClick={onXlsx}>
            Baixar XLSX
          </Button>
        ) : null}
      </Space>
    </div>
  );
}
