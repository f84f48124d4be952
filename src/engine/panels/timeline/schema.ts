import { Type, type Static } from '@sinclair/typebox';
import { ColorName, FieldLineSchema } from '../fields.ts';

/**
 * Options of kind 'timeline': dated events (the panel's data is the list, e.g. dataPath
 * 'response.movimentos'), newest first unless `order` says otherwise.
 * Used by 01.76.1398 Detalhes Equipamento ('Movimentações': date, status, contract/shipment/customer/site
 * when present, note), 01.77.1342 (the OP's pointings) and the tracking pages 02.79.1497 / Rastreamento
 * ('Ocorrências': description, date dd/MM/yyyy, time).
 */
export const schema = Type.Object(
  {
    date: Type.String({ minLength: 1, description: "Campo da data do evento, ex.: 'dt_hr_movimento' ou 'data'." }),
    dateFormat: Type.Optional(
      Type.Union([Type.Literal('date'), Type.Literal('datetime')], { description: "Como mostrar a data: 'date' (DD/MM/YYYY) ou 'datetime' (DD/MM/YYYY HH:mm, padrão)." }),
    ),
    time: Type.Optional(Type.String({ minLength: 1, description: "Campo com a hora, quando vem separada da data (ex.: 'hora')." })),
    eventTitle: Type.String({ minLength: 1, description: "Título de cada evento, com modelos da linha: '{row.desc_situacao}'." }),
    lines: Type.Optional(Type.Array(FieldLineSchema, { description: "Linhas rótulo: valor do evento ('hideEmpty' para as que só às vezes existem)." })),
    order: Type.Optional(
      Type.Union([Type.Literal('newestFirst'), Type.Literal('asGiven'), Type.Literal('oldestFirst')], { description: "Ordem: 'newestFirst' (padrão), 'oldestFirst' ou 'asGiven' (como a API manda)." }),
    ),
    color: Type.Optional(ColorName),
  },
  { additionalProperties: false, description: 'Eventos datados numa linha do tempo.' },
);

export type TimelineOptions = Static<typeof schema>;
