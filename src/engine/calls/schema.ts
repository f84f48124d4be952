import { Type, type Static } from '@sinclair/typebox';
import { CompareSchema } from './compare/schema.ts';

/**
 * Calls: which endpoint a screen (or a drill-down) asks, with which parameters, and when.
 * Parameters are data: template strings and date/period sources resolved by src/engine/calls/templates.ts.
 */

/** Date formats the API expects (spec 1 §9: YYYY/MM/DD; spec 2: YYYY-MM-DD and month starts YYYY-MM-01). */
export const DateFormat = Type.Union(
  ['YYYY/MM/DD', 'YYYY-MM-DD', 'YYYY-MM-01', 'DD/MM/YYYY', 'YYYY-MM', 'YYYY'].map((f) => Type.Literal(f)),
  { description: 'Formato em que a data vai para a API (spec: YYYY/MM/DD ou YYYY-MM-DD).' },
);

export const DateSource = Type.Object(
  {
    date: Type.String({ minLength: 1, description: "Data de origem: 'today' ou um modelo como '{row.data_vencimento}' / '{filters.periodo.start}'." }),
    format: DateFormat,
    addDays: Type.Optional(Type.Integer({ description: 'Dias somados à data (negativo volta).' })),
    startOf: Type.Optional(Type.Union([Type.Literal('month'), Type.Literal('year')], { description: 'Leva a data ao início do mês/ano.' })),
    endOf: Type.Optional(Type.Union([Type.Literal('month'), Type.Literal('year')], { description: 'Leva a data ao fim do mês/ano.' })),
  },
  { additionalProperties: false, description: 'Uma data formatada para a API.' },
);

export const PeriodSource = Type.Object(
  {
    period: Type.String({
      minLength: 1,
      description: "Período nomeado (spec 1 §7): vencidos, hoje, vence_sete_dias, vence_trinta_dias ou dia (usa 'day'), ou um modelo como '{with.periodo}'.",
    }),
    bound: Type.Union([Type.Literal('start'), Type.Literal('end')], { description: "Qual limite do período: 'start' (início) ou 'end' (fim)." }),
    day: Type.Optional(
      Type.String({ description: "Dia usado quando o período é 'dia' (detalhe de um único dia: o dia nos dois limites), ex.: '{row.data_vencimento}'." }),
    ),
    format: DateFormat,
  },
  { additionalProperties: false, description: 'Um limite de um período nomeado, calculado a partir de hoje.' },
);

export const ParamValue = Type.Union([Type.String(), Type.Number(), Type.Boolean(), DateSource, PeriodSource], {
  // Written once under $defs/ParamValue (call params, request bodies) so the validator compiles it once.
  'x-def': 'ParamValue',
  description: "Valor do parâmetro: texto com modelos ('{empresaId}', '{filters.dias}', '{row.x}', '{with.x}', '{route.x}', '{query.x}', '{vars.x}'), número, ou uma fonte de data/período.",
});

export const CallSchema = Type.Object(
  {
    path: Type.String({
      pattern: '^/',
      description: "Caminho da API sem o prefixo /api, com modelos, ex.: '/saldo-disponibilidade/{empresaId}'.",
    }),
    params: Type.Optional(Type.Record(Type.String(), ParamValue, { description: 'Parâmetros de consulta (query string), nome → valor.' })),
    loadOn: Type.Optional(
      Type.Union([Type.Literal('open'), Type.Literal('submit'), Type.Literal('action')], {
        description: "Quando buscar: 'open' ao abrir (padrão), 'submit' depois de Filtrar (ou ao abrir se a URL já traz filtros), 'action' só quando uma ação pede.",
      }),
    ),
    requires: Type.Optional(
      Type.Array(Type.String(), { description: 'Parâmetros que precisam ter valor (números > 0) para a chamada rodar; senão ela espera.' }),
    ),
    compare: Type.Optional(CompareSchema),
  },
  { additionalProperties: false, description: 'Uma chamada à API.' },
);

export const CallsSchema = Type.Record(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]*$' }), CallSchema, {
  description: 'Chamadas da tela, por id (os painéis e ações citam o id).',
});

export type DateSource = Static<typeof DateSource>;
export type PeriodSource = Static<typeof PeriodSource>;
export type ParamValue = Static<typeof ParamValue>;
export type CallDefinition = Static<typeof CallSchema>;
export type DateFormat = Static<typeof DateFormat>;
