import { Type, type TSchema } from '@sinclair/typebox';
import { CallsSchema } from '../calls/schema.ts';
import { MessagesSchema } from '../messages/schema.ts';

/** A drill-down: a modal or drawer opened by an action, with its own calls and panels. */
export function drilldownSchema<P extends TSchema>(panel: P) {
  return Type.Object(
    {
      code: Type.Optional(Type.String({ pattern: '^\\d{2}\\.\\d{2}\\.\\d{4}$', description: "Código mostrado antes do título, ex.: '01.74.1333'." })),
      title: Type.String({ description: "Título do detalhe, com modelos, ex.: 'Titulos a receber'." }),
      container: Type.Optional(Type.Union([Type.Literal('modal'), Type.Literal('drawer')], { description: "'modal' (centro, padrão) ou 'drawer' (lateral, pela direita)." })),
      width: Type.Optional(Type.Union([Type.String({ pattern: '^\\d+(\\.\\d+)?(vw|%|px)$' }), Type.Integer({ minimum: 200 })], { description: "Largura: '90vw', '60%' ou pixels (padrão '90vw')." })),
      narrowWidth: Type.Optional(
        Type.Union([Type.String({ pattern: '^\\d+(\\.\\d+)?(vw|%|px)$' }), Type.Integer({ minimum: 200 })], {
          description: "Largura em telas de até 768 px, ex.: '95vw' (padrão: a mesma de width).",
        }),
      ),
      fetch: Type.Optional(
        Type.Union([Type.Literal('once'), Type.Literal('everyOpen')], {
          description: "'everyOpen' busca a cada abertura (padrão); 'once' só na primeira abertura com os mesmos parâmetros.",
        }),
      ),
      calls: Type.Optional(CallsSchema),
      panels: Type.Array(panel, { minItems: 1, description: 'Painéis do detalhe.' }),
      messages: Type.Optional(MessagesSchema),
    },
    { additionalProperties: false, description: 'Um detalhe (modal ou drawer); fecha com Esc e clique fora.' },
  );
}


