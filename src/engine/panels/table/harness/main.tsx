/**
 * A standalone page showing the table kind with sample rows (no Storybook, no server): open
 * /src/engine/panels/table/harness/index.html on the Vite dev server. Clicked actions are listed below.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Card, ConfigProvider, Space, Switch } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import type { ActionContext, ActionRef } from '../../types.ts';
import { TablePanel } from '../TablePanel.tsx';
import { HARNESS_TABLES } from './samples.ts';

function canRun(action: ActionRef, context: ActionContext): boolean {
  if (action.when === 'positive') return typeof context.value === 'number' && context.value > 0;
  return true;
}

function Harness() {
  const [log, setLog] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const runAction = (action: ActionRef, context: ActionContext) =>
    setLog((l) => [`${JSON.stringify(action)} ← ${JSON.stringify(context.row ?? {}).slice(0, 120)} value=${String(context.value)}`, ...l].slice(0, 8));
  return (
    <ConfigProvider locale={ptBR}>
      <Space direction="vertical" style={{ width: '100%', padding: 16, boxSizing: 'border-box' }} size={16}>
        <Switch checkedChildren="carregando" unCheckedChildren="carregado" checked={loading} onChange={setLoading} />
        {HARNESS_TABLES.map((t) => (
          <Card key={t.name} size="small" title={t.name} data-harness={t.name}>
            <TablePanel options={t.options} data={t.data} loading={loading} runAction={runAction} canRun={canRun} />
          </Card>
        ))}
        <Card size="small" title="Ações">
          <pre data-harness-log style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{log.join('\n')}</pre>
        </Card>
      </Space>
    </ConfigProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Harness />
  </StrictMode>,
);
