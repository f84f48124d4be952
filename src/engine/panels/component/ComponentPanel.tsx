import { Suspense, useCallback } from 'react';
import { apiGet } from '../../../api/client.ts';
import { Alert, Spin } from 'antd';
import { resolveCall, resolveTemplate, todayIso } from '../../calls/templates.ts';
import { usePanelEnvironment } from '../../runtime/PanelEnvironment.ts';
import { useScreen } from '../../runtime/ScreenContext.ts';
import { hostedComponent } from '../../../components/registry.ts';
import type { PanelProps } from '../types.ts';
import type { ComponentOptions } from './schema.ts';

/** Renders the named hand-written component (lazy chunk) with the place's calls, filters and variables. */
export function ComponentPanel({ options, data, loading, runAction }: PanelProps<ComponentOptions>) {
  const screen = useScreen();
  const env = usePanelEnvironment();
  const Hosted = hostedComponent(options.component);
  const fetchCall = useCallback(
    (id: string, values: Record<string, unknown> = {}) => {
      const call = env.callDefinitions[id];
      if (!call) return Promise.reject(new Error(`Chamada desconhecida: ${id}`));
      const resolved = resolveCall(call, { ...env.scope, with: { ...env.scope.with, ...values } }, todayIso());
      return apiGet<unknown>(resolved.path, resolved.params);
    },
    [env.callDefinitions, env.scope],
  );
  if (!Hosted) return <Alert type="error" showIcon title={`Componente desconhecido: ${options.component}`} />;
  const props = Object.fromEntries(
    Object.entries(options.props ?? {}).map(([name, value]) => [name, typeof value === 'string' ? resolveTemplate(value, env.scope) : value]),
  );
  return (
    <Suspense fallback={<Spin />}>
      <Hosted props={props} data={data} loading={loading} calls={env.calls} filters={screen.filters} vars={screen.vars} scope={env.scope} runAction={runAction} fetchCall={fetchCall} />
    </Suspense>
  );
}
