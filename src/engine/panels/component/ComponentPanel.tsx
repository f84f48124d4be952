import { Suspense } from 'react';
import { Alert, Spin } from 'antd';
import { resolveTemplate } from '../../calls/templates.ts';
import { useFetchCall } from '../../runtime/useFetchCall.ts';
import { usePanelEnvironment } from '../../runtime/PanelEnvironment.ts';
import { useScreen } from '../../runtime/ScreenContext.ts';
import { useHostedComponent } from './hosted.ts';
import type { PanelProps } from '../types.ts';
import type { ComponentOptions } from './schema.ts';

/** Renders the named hand-written component (lazy chunk) with the place's calls, filters and variables. */
export function ComponentPanel({ options, data, loading, runAction }: PanelProps<ComponentOptions>) {
  const screen = useScreen();
  const env = usePanelEnvironment();
  const Hosted = useHostedComponent(options.component);
  const fetchCall = useFetchCall();
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
