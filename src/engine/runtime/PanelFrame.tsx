import { DEFAULT_DATA_PATH } from '../defaults.ts';
import { memo, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Card, Collapse, Empty, Segmented, Spin, Typography } from 'antd';
import type { PanelDefinition } from '../definition/screen-definition.ts';
import { getPath } from '../calls/templates.ts';
import { DEFAULT_EMPTY_TEXT, DEFAULT_LOADING_TEXT } from '../messages/defaults.ts';
import { panelRegistry } from '../registry.ts';
import { useScreen } from './ScreenContext.ts';
import { usePanelEnvironment } from './PanelEnvironment.ts';
import { PanelErrorBoundary } from './PanelErrorBoundary.tsx';
import { PanelError, PanelIdle, panelCallPhase } from './PanelStates.tsx';
import { WhenNear } from './WhenNear.tsx';
import { useStableCallback } from './useStableCallback.ts';
import { usePanelCompare } from './usePanelCompare.ts';

/** The place a panel drawn when near the viewport holds until then, when its options give no height. */
const DEFERRED_HEIGHT = 240;
import type { ActionContext, ActionRef } from '../panels/types.ts';

function isEmptyData(data: unknown): boolean {
  return data === undefined || data === null || (Array.isArray(data) && data.length === 0);
}

/** The data, loading state and renderer of one panel (no frame). */
export function PanelBody({ panel }: { panel: PanelDefinition }) {
  const screen = useScreen();
  const env = usePanelEnvironment();
  const kind = panelRegistry.get(panel.kind);
  const state = panel.call ? env.calls[panel.call] : undefined;
  // Without a call a panel reads the scope: `dataPath: 'row.itens'` gives a drill-down the clicked row's list.
  const data = state ? getPath(state.data, panel.dataPath ?? DEFAULT_DATA_PATH) : panel.dataPath ? getPath(env.scope, panel.dataPath) : env.scope;
  const loading = Boolean(state?.loading);
  const compare = usePanelCompare(state, panel.dataPath ?? DEFAULT_DATA_PATH);
  // The renderer's actions run with the latest screen and panel environment, through one function (for the memo below).
  const runAction = useStableCallback((action: ActionRef, context: ActionContext) => screen.runAction(action, { ...context }, env));
  const empty = Boolean(panel.call) && !loading && isEmptyData(data) && !kind?.handlesEmpty;
  const emptyText = panel.emptyText ?? env.messages?.emptyText ?? DEFAULT_EMPTY_TEXT;
  const Renderer = kind?.Component;
  // The same element while the panel's own data, loading state and options stay: React then skips the renderer when
  // the screen redraws for another call's answer (1325's twelve value cards were drawn again with each of its five
  // answers). A renderer reading the screen or panel context still follows it.
  const body = useMemo(
    () =>
      !Renderer ? null : empty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <PanelErrorBoundary label={panel.title ?? panel.kind}>
          {/* a kind's renderer is loaded lazily (lazyPanel; table: AG Grid) */}
          <Suspense fallback={<Spin description="Carregando..." />}>
            <Renderer options={panel} data={data} loading={loading} runAction={runAction} canRun={screen.canRun} compare={compare} />
          </Suspense>
        </PanelErrorBoundary>
      ),
    [Renderer, empty, emptyText, panel, data, loading, runAction, screen.canRun, compare],
  );
  // A failed call or a search not made yet is never drawn as data ('Nenhum registro', R$ 0,00 totals).
  const phase = panelCallPhase(state, panel.call ? env.callDefinitions[panel.call]?.loadOn : undefined, screen.submitted);
  // The panels above this one have their data, so their height and this panel's place are known (a dashboard's
  // cards are a spinner's height while their call runs): WhenNear judges the place then.
  const above = screen.definition.panels ?? [];
  const index = above.indexOf(panel);
  const settled = index < 0 || !above.slice(0, index).some((p) => p.call && env.calls[p.call]?.loading);
  const error = phase === 'error' ? state?.error : undefined;
  const submitLabel = screen.definition.filters?.submitLabel;
  const loadingText = env.messages?.loadingText ?? DEFAULT_LOADING_TEXT;
  // The same element while what this panel shows stays: the screen redraws for every call's answer, and the
  // spinner, the deferred place and the frame below them were drawn again each time (1416: ~110 components per
  // answer, four answers; bench/renders.ts).
  return useMemo(() => {
    if (!kind) return <Empty description={`Tipo de painel desconhecido: ${panel.kind}`} />;
    if (phase === 'error') return <PanelError error={error} />;
    if (phase === 'idle') return <PanelIdle submitLabel={submitLabel} />;
    const placed = kind.drawsWhenNear ? (
      <WhenNear minHeight={(panel as { height?: number }).height ?? DEFERRED_HEIGHT} settled={settled}>
        {body}
      </WhenNear>
    ) : (
      body
    );
    // A kind that draws its own loading state (handlesLoading) gets no second spinner from the core.
    if (kind.handlesLoading) return placed;
    return (
      <Spin spinning={loading} description={loadingText} delay={100}>
        {placed}
      </Spin>
    );
  }, [kind, panel, phase, error, submitLabel, settled, body, loading, loadingText]);
}

function Frame({ panel: given, extra, children }: { panel: PanelDefinition; extra?: ReactNode; children: ReactNode }) {
  // A kind that draws its title itself (e.g. 'table') gets no second one from the frame.
  const panel = panelRegistry.get(given.kind)?.drawsTitle ? { ...given, title: undefined } : given;
  const bordered = panel.bordered ?? false;
  const attrs = { 'data-panel': panel.id ?? panel.kind, 'data-kind': panel.kind };
  if (!bordered) {
    return (
      <section {...attrs} aria-label={given.title}>
        {(panel.title || extra) && (
          <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 8 }}>
            {panel.title && <Typography.Title level={5} style={{ margin: 0 }}>{panel.title}</Typography.Title>}
            {extra}
          </div>
        )}
        {children}
      </section>
    );
  }
  return (
    <Card {...attrs} title={panel.title} extra={extra} size="small" role="region" aria-label={panel.title}>
      {children}
    </Card>
  );
}

/**
 * A collapsible panel (`collapsible`): the title (and hint) is the header of an antd Collapse; the
 * renderer gets the panel without its title so a kind drawing its own title does not repeat it.
 */
function CollapsibleFrame({ panel }: { panel: PanelDefinition }) {
  const options = panel.collapsible!;
  const key = panel.id ?? panel.kind;
  // one object for the panel's life, so PanelBody's memos hold
  const untitled = useMemo(() => ({ ...panel, title: undefined }), [panel]);
  return (
    <Collapse
      data-panel={key}
      data-kind={panel.kind}
      defaultActiveKey={options.open === false ? [] : [key]}
      items={[
        {
          key,
          label: <Typography.Text strong>{panel.title}</Typography.Text>,
          extra: options.hint ? <Typography.Text type="secondary">{options.hint}</Typography.Text> : undefined,
          children: <PanelBody panel={untitled} />,
        },
      ]}
    />
  );
}

/**
 * One panel in its frame (a card with the title when it has one). Memoised, as ToggleFrame and PanelList: a panel's
 * definition never changes, so only PanelBody, which reads the screen, follows the screen's redraws.
 */
export const PanelFrame = memo(function PanelFrame({ panel }: { panel: PanelDefinition }) {
  if (panel.collapsible) return <CollapsibleFrame panel={panel} />;
  return (
    <Frame panel={panel}>
      <PanelBody panel={panel} />
    </Frame>
  );
});

/** Panels sharing a toggle group: one frame with a selector (e.g. Gráfico / Lista). */
export const ToggleFrame = memo(function ToggleFrame({ panels }: { panels: PanelDefinition[] }) {
  const [index, setIndex] = useState(0);
  const current = panels[index];
  const selector = (
    <Segmented
      size="small"
      value={index}
      onChange={(v) => setIndex(Number(v))}
      options={panels.map((p, i) => ({ label: p.toggle?.label ?? p.kind, value: i }))}
    />
  );
  return (
    <Frame panel={{ ...current, title: panels[0].title ?? current.title, bordered: panels[0].bordered }} extra={selector}>
      <PanelBody key={index} panel={current} />
    </Frame>
  );
});
