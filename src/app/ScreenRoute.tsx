import { Component, Suspense, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { loadOnUse } from '../engine/runtime/loadOnUse.ts';
import { Alert } from 'antd';
import { useParams, useSearchParams } from 'react-router-dom';
import type { ScreenDefinition } from '../engine/definition/screen-definition.ts';
import { NO_CODE } from '../engine/definition/noCode.ts';
import { hasPanels } from './hasPanels.ts';
import { isDecisionPending, isScreenAllowed } from './access/rules.ts';
import { useAccessContext } from './layout/useAccessContext.ts';
import { ScreenHeader } from './ScreenHeader.tsx';
import { ScreenSubtitle } from './ScreenSubtitle.tsx';
import { subtitleSource } from './subtitleText.ts';
import { PrintHeader } from './layout/PrintHeader.tsx';
import { screenTitle, titleSuffix } from './screenTitle.ts';
import { AccessDenied } from './pages/AccessDenied.tsx';
import { PageSpinner } from './pages/PageSpinner.tsx';
import { useAfterPaint } from './boot/afterPaint.ts';
import { ScreenUnavailable } from './pages/ScreenUnavailable.tsx';
import { hostedComponent } from '../components/registry.ts';
import { FavoriteStar } from './workspace/FavoriteStar.tsx';
import { SubscribeButton } from './subscriptions/SubscribeButton.tsx';
import { isSubscribable } from './subscriptions/subscribable.ts';
import { useRecordOpening } from './workspace/useRecordOpening.ts';
import { savedViewsHost } from './workspace/api.ts';
import type { SavedViewsHost } from '../engine/filters/views/types.ts';

type RuntimeModule = {
  default: ComponentType<{ definition: ScreenDefinition; file?: string; components?: typeof hostedComponent; views?: SavedViewsHost | null }>;
};

// The engine is loaded only when a built screen opens. The glob (not a static import) keeps the
// shell compiling and working when src/engine/ScreenRuntime.tsx does not exist yet.
const runtimeLoaders = import.meta.glob<RuntimeModule>('../engine/ScreenRuntime.tsx');
const loadRuntime = Object.values(runtimeLoaders)[0];
const ScreenRuntime = loadRuntime ? loadOnUse(() => loadRuntime().then((m) => m.default)) : null;

/** Keeps a broken screen from taking the shell down; shows what failed instead. */
class ScreenErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    if (this.state.error) {
      return <Alert type="error" showIcon title="Erro ao exibir a tela" description={this.state.error.message} />;
    }
    return this.props.children;
  }
}

/**
 * The element of every catalogue route: access check (spec 1 §6; none for public screens) → header (code + title) →
 * the engine for definitions with panels, else 'Tela ainda não disponível.'.
 */
export function ScreenRoute({ definition, file }: { definition: ScreenDefinition; file?: string }) {
  const ctx = useAccessContext();
  const params = useParams();
  const suffix = titleSuffix(definition, params);
  const [searchParams] = useSearchParams();
  const title = screenTitle(definition, searchParams);
  // A public screen (tracking by hash, quotation by token) has no company and no access code to check.
  const pending = !definition.public && isDecisionPending(ctx);
  const denied = !definition.public && !pending && !isScreenAllowed(definition.accessCode, ctx);
  // The engine's chunk is asked for once the screen's heading has been painted, the first time a screen opens: asked
  // together, its ~100 kB competed with the heading for a phone's bandwidth and main thread (docs/performance.md "Phones").
  const headingPainted = useAfterPaint('screen heading', !pending && !denied);
  // the personal workspace (issue 34): Home's recent screens, and the star of the favourites beside the title
  const personal = !definition.public && !pending && !denied && definition.accessCode !== null;
  useRecordOpening(definition.accessCode, personal);
  const empresaId = ctx.company?.id ?? null;
  const views = useMemo(
    () => (personal && empresaId !== null && definition.filters ? savedViewsHost(empresaId, definition.accessCode!) : null),
    [personal, empresaId, definition],
  );

  useEffect(() => {
    document.title = `${definition.code === NO_CODE ? '' : `${definition.code} `}${title} · Mirante`;
  }, [definition, title]);

  if (denied) return <AccessDenied />;
  const subtitle = pending ? undefined : subtitleSource(definition);

  // While the access is decided the heading is already drawn (as the boot shell drew it): it stays where it is.
  return (
    <section aria-label={title}>
      {!definition.public && <PrintHeader />}
      <div className="screen-title-row">
        <ScreenHeader code={definition.code} title={title} suffix={suffix} />
        {/* the star and 'Assinar por e-mail' (issue 36, only where the panels make a message: the server refuses the
            others) in a box of fixed width, the boot shell's too: the heading keeps its box when the screen arrives */}
        {!definition.public && (
          <span className="screen-title-actions">
            {personal && <FavoriteStar accessCode={definition.accessCode!} />}
            {personal && isSubscribable(definition) && (
              <SubscribeButton accessCode={definition.accessCode!} screenLabel={`${definition.code === NO_CODE ? '' : `${definition.code} `}${title}`} />
            )}
          </span>
        )}
      </div>
      {subtitle && <ScreenSubtitle source={subtitle} route={params} />}
      {pending ? (
        <PageSpinner />
      ) : hasPanels(definition) && ScreenRuntime ? (
        // keyed by company too: after a change of company the screen starts afresh (filters, detail, variables)
        <ScreenErrorBoundary key={`${definition.route}:${ctx.company?.id ?? ''}`}>
          <Suspense fallback={<PageSpinner />}>
            {headingPainted ? <ScreenRuntime definition={definition} file={file} components={hostedComponent} views={views} /> : <PageSpinner />}
          </Suspense>
        </ScreenErrorBoundary>
      ) : (
        <ScreenUnavailable />
      )}
    </section>
  );
}
