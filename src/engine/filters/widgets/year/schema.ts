import { Type } from '@sinclair/typebox';
import type { WidgetSchema } from '../widgetSchema.ts';

/** A year, from the first one (fixed, N back, or a call's) to the current, newest first. */
export const schema = {
  summary: 'ano',
  options: {
    years: Type.Optional(
      Type.Object(
        {
          from: Type.Optional(Type.Integer({ description: 'Primeiro ano da lista.' })),
          back: Type.Optional(Type.Integer({ minimum: 0, description: 'Quantos anos antes do atual (quando não há from).' })),
          fromCall: Type.Optional(
            Type.Object(
              {
                call: Type.String({ description: 'Id da chamada que devolve o primeiro ano.' }),
                dataPath: Type.String({ description: "Caminho do ano na resposta, ex.: 'response.ano'." }),
              },
              { additionalProperties: false, description: 'Primeiro ano vindo da API (ex.: ano da primeira venda).' },
            ),
          ),
        },
        { additionalProperties: false, description: 'Anos do select de ano: do primeiro ao atual, mais recente primeiro.' },
      ),
    ),
  },
} satisfies WidgetSchema;
