import { Type, type Static } from '@sinclair/typebox';
import { FieldLineSchema } from '../fields.ts';

/**
 * Options of kind 'progress': percentage circles and half-gauges read from the panel's data (an object;
 * a list uses its first item). Green at or above `successAt` (100 %), blue below; a 0 % still draws a
 * tiny arc so the gauge does not look empty/broken (spec 2, 1327).
 * Used by 01.76.1327 Dashboard Faturamento (Meta: half-gauge + 'Valor Meta'), 02.76.1405 (meta do mês),
 * 02.76.1482 Faturamento Diário da Filial ('Meta mensal' circle) and 02.78.1521 Km Rodados (km circle).
 */
export const ProgressItem = Type.Object(
  {
    label: Type.String({ minLength: 1, description: "Título do indicador, ex.: 'Meta'." }),
    value: Type.String({ minLength: 1, description: "Caminho do percentual (0–100+) nos dados, ex.: 'porcentagem_realizada_meta'." }),
    shape: Type.Optional(
      Type.Union([Type.Literal('circle'), Type.Literal('gauge')], { description: "'circle' (círculo, padrão) ou 'gauge' (meio círculo)." }),
    ),
    successAt: Type.Optional(Type.Number({ description: 'A partir deste percentual o indicador fica verde (padrão 100).' })),
    decimals: Type.Optional(Type.Integer({ minimum: 0, maximum: 4, description: 'Casas decimais do percentual mostrado (padrão 2).' })),
    lines: Type.Optional(Type.Array(FieldLineSchema, { description: "Linhas abaixo do indicador, ex.: { label: 'Valor Meta', value: 'valorMeta', format: 'currency' }." })),
    size: Type.Optional(Type.Integer({ minimum: 60, maximum: 400, description: 'Diâmetro em pixels (padrão 140).' })),
  },
  { additionalProperties: false, description: 'Um indicador de percentual.' },
);

export const schema = Type.Object(
  {
    items: Type.Array(ProgressItem, { minItems: 1, description: 'Indicadores, lado a lado.' }),
  },
  { additionalProperties: false, description: 'Círculos e meios círculos de percentual.' },
);

export type ProgressOptions = Static<typeof schema>;
export type ProgressItemOptions = Static<typeof ProgressItem>;
