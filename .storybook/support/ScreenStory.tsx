import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';
import { ScreenHeader } from '../../src/app/ScreenHeader.tsx';
import { ScreenSubtitle } from '../../src/app/ScreenSubtitle.tsx';
import { subtitleSource } from '../../src/app/subtitleText.ts';
import { hasPanels } from '../../src/app/catalogue.ts';
import { ScreenUnavailable } from '../../src/app/pages/ScreenUnavailable.tsx';
import ScreenRuntimeComponent from '../../src/engine/ScreenRuntime.tsx';
import { hostedComponent } from '../../src/components/registry.ts';
import { fixtureFor } from './fixtureTransport.ts';
import { storyToday } from './environment.tsx';

/**
 * The runtime with the props stories may pass. `today` (the business date) and `initialDrill`
 * (a drill-down open on first render) are optional props of ScreenRuntime; an engine that does not
 * know them yet ignores them (see docs/storybook.md).
 */
const ScreenRuntime = ScreenRuntimeComponent as ComponentType<{
  definition: ScreenDefinition;
  file?: string;
  today?: string;
  components?: typeof hostedComponent;
  initialDrill?: { id: string; context: Record<string, unknown> };
}>;

export interface ScreenStoryProps {
  /** The screen definition, imported from screens/ by the generated story. */
  definition: ScreenDefinition;
  /** The definition's file (named by the engine's error card). */
  file?: string;
  /** Id of a drill-down to show open; its context (clicked row/value) comes from the screen's fixture. */
  drill?: string;
}

/** A screen as the portal shows it: the header (code + title, the subtitle) above the engine's runtime. */
export function ScreenStory({ definition, file, drill }: ScreenStoryProps) {
  const route = useParams();
  const subtitle = subtitleSource(definition);
  const fixture = fixtureFor(definition.code);
  const initialDrill = drill ? { id: drill, context: fixture?.drills?.find((d) => d.id === drill)?.context ?? {} } : undefined;
  return (
    <section aria-label={definition.title}>
      <ScreenHeader code={definition.code} title={definition.title} />
      {subtitle && <ScreenSubtitle source={subtitle} route={route} />}
      {hasPanels(definition) ? (
        <ScreenRuntime definition={definition} file={file} today={storyToday(definition.code)} initialDrill={initialDrill} components={hostedComponent} />
      ) : (
        <ScreenUnavailable />
      )}
    </section>
  );
}
