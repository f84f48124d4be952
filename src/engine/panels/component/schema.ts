import { Type, type Static } from '@sinclair/typebox';

/**
 * Options of kind 'component': places a hand-written React component of src/components/<name>/ (registered
 * by its folder name, lazily loaded) as a panel. The screen keeps its code, title, access, filters, calls,
 * messages and drill-downs in the definition; the component receives the calls, filters and variables.
 * Used by 1369/1493 (maps), 1365 (quotation form) and the tracking detail's copy-link button (02.79.1497).
 */
export const schema = Type.Object(
  {
    component: Type.String({
      pattern: '^[a-z][a-z0-9-]*$',
      description: "Nome do componente: a pasta em src/components/, ex.: 'copy-link'.",
    }),
    props: Type.Optional(
      Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean()]), {
        description: "Propriedades entregues ao componente; textos com modelos ('{route.hash}', '{vars.x}') já resolvidos.",
      }),
    ),
  },
  { additionalProperties: false, description: 'Um componente escrito à mão (src/components/<nome>) como painel.' },
);

export type ComponentOptions = Static<typeof schema>;
