import { useMemo } from 'react';
import type { ScreenDefinition } from './definition/screen-definition.ts';
import { validateDefinition } from './definition/validate.ts';
import { DefinitionErrorCard } from './definition/DefinitionErrorCard.tsx';
import { useScreenController, type InitialDrill } from './runtime/useScreenController.ts';
import { ScreenContext } from './runtime/ScreenContext.ts';
import { PanelEnvironmentContext } from './runtime/PanelEnvironment.ts';
import { PanelList } from './runtime/PanelList.tsx';
import { CallMessages } from './messages/CallMessages.tsx';
import { DrillHost } from './drilldowns/DrillHost.tsx';
import { LazyFilterForm } from './filters/lazyFilterForm.ts';
import { PickerHost } from './pickers/PickerHost.tsx';
import { useRenderersReady } from './runtime/renderersReady.ts';
import { PanelsLoading } from './runtime/PanelStates.tsx';
import { HostedComponentsProvider, type HostedComponents } from './panels/component/hosted.ts';
import { PrintFilters } from './print/PrintFilters.tsx';
import { SavedViewsBar } from './filters/views/SavedViewsBar.tsx';
import { SavedViewsContext } from './filters/views/context.ts';
import type { SavedViewsHost } from './filters/views/types.ts';
import './engine.css';

export interface ScreenRuntimeProps {
  definition: ScreenDefinition;
  /** The definition's file, named in validation errors (default: screens/<code>). */
  file?: string;
  /** The engine's business date 'YYYY-MM-DD' for templates and default filters (default: the real today). */
  today?: string;
  /** Opens this drill-down on mount, with the context (row, value, with) a click would give it. */
  initialDrill?: InitialDrill;
  /** The hand-written components `kind: 'component'` panels place, by name (the shell's src/components/registry.ts). */
  components?: HostedComponents;
  /** Where this screen's saved views of the filters are kept (the portal: the user's, on the server); none: no 'Visões'. */
  views?: SavedViewsHost | null;
}

const NO_COMPONENTS: HostedComponents = () => undefined;
const NO_PANELS: NonNullable<ScreenDefinition['panels']> = [];

function Screen({ definition, file, today, initialDrill }: { definition: ScreenDefinition; file: string; today?: string; initialDrill?: InitialDrill }) {
  const controller = useScreenController(definition, file, { today, initialDrill });
  const panels = definition.panels ?? NO_PANELS;
  const formPlaced = panels.some((p) => p.kind === 'filters');
  const renderersLoaded = useRenderersReady(definition);
  const env = { calls: controller.calls, callDefinitions: definition.calls ?? {}, scope: controller.scope(), messages: definition.messages };
  return (
    <ScreenContext.Provider value={controller}>
      <PanelEnvironmentContext.Provider value={env}>
        <div className="mirante-screen" data-screen={definition.code}>
          <PrintFilters />
          <CallMessages calls={controller.calls} messages={definition.messages} />
          {definition.filters && <SavedViewsBar />}
          {renderersLoaded && definition.filters && !formPlaced && <LazyFilterForm />}
          {renderersLoaded ? <PanelList panels={panels} /> : <PanelsLoading />}
          <DrillHost />
          <PickerHost />
        </div>
      </PanelEnvironmentContext.Provider>
    </ScreenContext.Provider>
  );
}

/**
 * Renders a screen from its definition (the shell renders the header above it). The definition is
 * validated first; an invalid one shows an error card naming file, path and problem.
 * Needs a router (URL filters) and a company id (session, or CompanyIdProvider in Storybook/tests).
 */
export default function ScreenRuntime({ definition, file, today, initialDrill, components = NO_COMPONENTS, views = null }: ScreenRuntimeProps) {
  const name = file ?? `screens/${definition.code}`;
  // Definitions are static files validated by the tests and the build (npm run check:screens): the production
  // bundle ships without the validator (~350 KB minified); development and tests still show the error card.
  const result = useMemo(
    () => (import.meta.env.DEV ? validateDefinition(definition, name) : ({ ok: true, definition } as const)),
    [definition, name],
  );
  if (!result.ok) return <DefinitionErrorCard errors={result.errors} />;
  return (
    <HostedComponentsProvider value={components}>
      <SavedViewsContext.Provider value={views}>
        <Screen key={definition.code} definition={result.definition} file={name} today={today} initialDrill={initialDrill} />
      </SavedViewsContext.Provider>
    </HostedComponentsProvider>
  );
}
