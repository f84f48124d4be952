import type { ComponentType } from 'react';
import type { ScreenDefinition } from '../../schemas/screen-definition.ts';
import ScreenRuntimeComponent from '../../src/engine/ScreenRuntime.tsx';
import { EXAMPLE_TODAY, type KindExample } from '../../src/engine/panels/kindExample.ts';
import type { ScreenFixture } from './fixtureKey.ts';

const ScreenRuntime = ScreenRuntimeComponent as ComponentType<{
  definition: ScreenDefinition;
  file?: string;
  today?: string;
  initialDrill?: KindExample['initialDrill'];
}>;

/** The demo company of the examples (their answers are recorded for company 1). */
export const EXAMPLE_COMPANY = { id: 1, id_empresa_cliente: 1, nome_fantasia: 'Mirante Alimentos', codigo_modulo: 1 };

/** An example's answers as a screen fixture, so the stories' one transport answers them (path-only lookup). */
export function exampleFixture(example: KindExample): ScreenFixture {
  return {
    code: example.definition.code,
    today: EXAMPLE_TODAY,
    company: EXAMPLE_COMPANY,
    requests: Object.fromEntries(Object.entries(example.answers).map(([key, body]) => [key, { status: 200, body }])),
  };
}

export interface KindStoryProps {
  /** The example (src/engine/panels/<kind>/examples.ts). */
  example: KindExample;
  /** Its file, named by the engine's error card. */
  file?: string;
}

/** A panel kind's example: the kind's name as heading, then the example screen rendered by the engine. */
export function KindStory({ example, file }: KindStoryProps) {
  return (
    <section aria-label={example.name} data-kind-example={example.name}>
      <header className="kind-example-header">
        <h2 style={{ margin: '0 0 4px' }}>{example.definition.title}</h2>
        <p style={{ margin: '0 0 16px', color: 'rgba(0,0,0,0.55)' }}>{example.doc}</p>
      </header>
      <ScreenRuntime definition={example.definition} file={file} today={EXAMPLE_TODAY} initialDrill={example.initialDrill} />
    </section>
  );
}
