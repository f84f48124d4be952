import { Type, type Static, type TObject, type TLiteral, type TProperties } from '@sinclair/typebox';
import { CommonPanelFields } from './common.ts';
import { PANEL_OPTION_SCHEMAS } from './kinds.generated.ts';

/**
 * The option schemas of every panel kind, keyed by kind, WITHOUT React (the schema generator and the
 * node tests import this file), assembled from the kinds' folders (kinds.generated.ts, `npm run schemas`).
 * The registry (src/engine/registry.ts) pairs each kind with its renderer; a test checks both list the same kinds.
 */
export { PANEL_OPTION_SCHEMAS };

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

const KINDS = Object.keys(PANEL_OPTION_SCHEMAS) as PanelKindName[];

const branches = KINDS.map((kind) => panelObject(kind, PANEL_OPTION_SCHEMAS[kind] as TObject));

/** One panel's type: the union, over the kinds, of `kind` + the common fields + the kind's options. */
export type PanelDefinition = { [K in PanelKindName]: Static<PanelObject<K, (typeof PANEL_OPTION_SCHEMAS)[K]>> }[PanelKindName];

/**
 * One panel: a discriminated union on `kind`. Written as oneOf + `discriminator` so Ajv reports the
 * errors of the matching kind only, instead of one error per kind.
 */
export const PanelSchema = Type.Unsafe<PanelDefinition>({
  type: 'object',
  required: ['kind'],
  discriminator: { propertyName: 'kind' },
  oneOf: branches,
  // The schema generator moves this schema to $defs/Panel and references it (screen + drill-down panels).
  'x-def': 'Panel',
  description: `Um painel da tela: ${KINDS.join(', ')}. Campos comuns + opções do tipo.`,
});

