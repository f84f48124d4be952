import { Type, type Static, type TObject, type TLiteral, type TProperties } from '@sinclair/typebox';
import { CommonPanelFields } from './common.ts';
import { schema as cards } from './cards/schema.ts';
import { schema as chart } from './chart/schema.ts';
import { schema as text } from './text/schema.ts';
import { schema as filters } from './filters/schema.ts';
import { TableOptionsSchema as table } from './table/schema.ts';
import { schema as tiles } from './tiles/schema.ts';
import { schema as progress } from './progress/schema.ts';
import { schema as descriptions } from './descriptions/schema.ts';
import { schema as timeline } from './timeline/schema.ts';
import { schema as list } from './list/schema.ts';
import { schema as component } from './component/schema.ts';
import { schema as gallery } from './gallery/schema.ts';
import { schema as accordion } from './accordion/schema.ts';

/**
 * The option schemas of every panel kind, keyed by kind, WITHOUT React (the schema generator and the
 * node tests import this file). The registry (src/engine/registry.ts) pairs each kind with its renderer;
 * a test checks both list the same kinds.
 */
export const PANEL_OPTION_SCHEMAS = { cards, table, chart, text, filters, tiles, progress, descriptions, timeline, list, component, gallery, accordion } as const;

export type PanelKindName = keyof typeof PANEL_OPTION_SCHEMAS;

type PanelObject<K extends string, O extends TObject> = TObject<{ kind: TLiteral<K> } & typeof CommonPanelFields & O['properties']>;

function panelObject<K extends string, O extends TObject>(kind: K, options: O): PanelObject<K, O> {
  const properties: TProperties = {
    kind: Type.Literal(kind, { description: `Tipo do painel: '${kind}'.` }),
    ...CommonPanelFields,
    ...options.properties,
  };
  return Type.Object(properties, {
    additionalProperties: false,
    description: options.description ?? `Painel '${kind}'.`,
  }) as unknown as PanelObject<K, O>;
}

const branches = [
  panelObject('cards', cards),
  panelObject('table', table),
  panelObject('chart', chart),
  panelObject('text', text),
  panelObject('filters', filters),
  panelObject('tiles', tiles),
  panelObject('progress', progress),
  panelObject('descriptions', descriptions),
  panelObject('timeline', timeline),
  panelObject('list', list),
  panelObject('component', component),
  panelObject('gallery', gallery),
  panelObject('accordion', accordion),
];

const PanelUnion = Type.Union(branches);

/**
 * One panel: a discriminated union on `kind`. Written as oneOf + `discriminator` so Ajv reports the
 * errors of the matching kind only, instead of one error per kind.
 */
export const PanelSchema = Type.Unsafe<Static<typeof PanelUnion>>({
  type: 'object',
  required: ['kind'],
  discriminator: { propertyName: 'kind' },
  oneOf: branches,
  // The schema generator moves this schema to $defs/Panel and references it (screen + drill-down panels).
  'x-def': 'Panel',
  description: 'Um painel da tela: cards, table, chart, text, filters, tiles, progress, descriptions, timeline, list, component, gallery, accordion. Campos comuns + opções do tipo.',
});

export type PanelDefinition = Static<typeof PanelUnion>;
