import type { ComponentType } from 'react';
import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';
import { ScreenHeader } from '../../src/app/ScreenHeader.tsx';
import ScreenRuntimeComponent from '../../src/engine/ScreenRuntime.tsx';
import { hostedComponent } from '../../src/components/registry.ts';
import { EXAMPLE_COMPANY, EXAMPLE_TODAY, type EngineExample } from '../../src/engine/engineExample.ts';
import type { ScreenFixture } from './fixtureKey.ts';

const ScreenRuntime = ScreenRuntimeComponent as ComponentType<{
  definition: ScreenDefinition;
  file?: string;
  today?: string;
  components?: typeof hostedComponent;
  initialDrill?: EngineExample['initialDrill'];
}>;

/** An example's answers as a screen fixture, so the stories' one transport answers them (exact key, else path-only). */
export function exampleFixture(example: EngineExample): ScreenFixture {
  return {
    code: example.definition.code,
    today: EXAMPLE_TODAY,
    company: example.company ?? EXAMPLE_COMPANY,
    requests: Object.fromEntries(Object.entries(example.answers).map(([key, body]) => [key, { status: 200, body }])),
  };
}

export interface ExampleStoryProps {
  /** The example (src/engine/panels/<kind>/examples.ts or .storybook/examples/<slug>.ts). */
  example: EngineExample;
  /** Its file, named by the engine's error card. */
  file?: string;
}

/** An engine example as the portal would show its screen: the header (code + title), its one-line doc, the engine's runtime. */
export function ExampleStory({ example, file }: ExampleStoryProps) {
  return (
    <section aria-label={example.name} data-example={example.name}>
      <ScreenHeader code={example.definition.code} title={example.definition.title} />
      <p style={{ margin: '0 0 16px', color: 'rgba(0,0,0,0.55)' }}>{example.doc}</p>
      <ScreenRuntime definition={example.definition} file={file} today={EXAMPLE_TODAY} initialDrill={example.initialDrill} components={hostedComponent} />
    </section>
  );
}
