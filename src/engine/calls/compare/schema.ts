import { Type, type Static } from '@sinclair/typebox';

/**
 * `compare` on a call (issue 35): the call can run a second time for an earlier period, with only the parameters
 * named here shifted (same path, same other parameters: the server needs no new report). Which earlier period is the
 * user's choice ('Comparar com:' beside the filters, `comparar` in the URL); the engine docs/engine.md "Comparação".
 */
export const PeriodRole = Type.Union(
  [Type.Literal('month'), Type.Literal('year'), Type.Literal('start'), Type.Literal('end')],
  {
    description:
      "Papel do parâmetro no período: 'month' (um mês: AAAA-MM-01, AAAA-MM), 'year' (um ano: AAAA), 'start'/'end' (início e fim de um intervalo de datas: AAAA/MM/DD, AAAA-MM-DD, DD/MM/AAAA).",
  },
);

export const CompareSchema = Type.Object(
  {
    period: Type.Record(Type.String({ minLength: 1 }), PeriodRole, {
      minProperties: 1,
      description: "Os parâmetros que são o período, com o papel de cada um, ex.: { dataPeriodo: 'month' } ou { dataInicio: 'start', dataFim: 'end' }.",
    }),
    since: Type.Optional(
      Type.Object(
        {
          call: Type.String({ minLength: 1, description: "Chamada da tela que dá o primeiro lançamento da empresa, ex.: 'primeiraVenda'." }),
          dataPath: Type.String({ minLength: 1, description: "Caminho do valor na resposta: um ano (AAAA) ou um dia (AAAA-MM-DD), ex.: 'response.ano'." }),
        },
        {
          additionalProperties: false,
          description: "Onde começam os dados: um período anterior que termina antes do primeiro lançamento mostra 'sem dados' (não zeros) e não chama a API.",
        },
      ),
    ),
  },
  {
    additionalProperties: false,
    description:
      "Comparação com o período anterior ou o mesmo período do ano anterior: a mesma chamada de novo com só os parâmetros do período deslocados (um mês, um ano, ou o mesmo número de dias para trás).",
  },
);

export type CompareDefinition = Static<typeof CompareSchema>;
export type PeriodRole = Static<typeof PeriodRole>;
