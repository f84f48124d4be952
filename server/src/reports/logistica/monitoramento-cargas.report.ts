import { Type } from '@sinclair/typebox';
import { httpError } from '../../http/errors.ts';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';

export const MONIT_MESSAGES = {
  numerosJuntos: 'Informe o número do CT-e ou o da NF-e, não os dois.',
  statusObrigatorio: "Informe o status da viagem ('IN_PROGRESS' ou 'FINISHED') ou um número de CT-e/NF-e.",
  periodoObrigatorio: "Para viagens finalizadas, informe 'periodStart' e 'periodEnd'.",
} as const;

/**
 * 02.79.1493 trips (spec 3 §7 'GET /v2/logistica/monitoramento-de-cargas/{empresaId}/monit'): a CT-e or an NF-e
 * number finds the trips carrying it (status and period ignored; both numbers → 400); otherwise the status, and for
 * FINISHED the period of the trip's end (both dates required). entregas_realizadas = deliveries with a delivery time.
 */
export default defineReport({
  path: '/v2/logistica/monitoramento-de-cargas/:empresaId/monit',
  access: [1493],
  summary: 'Viagens (em andamento, ou finalizadas no período) ou as que levam um CT-e/NF-e',
  tags: ['logistica'],
  query: Type.Object({
    status: Type.Optional(Type.Union([Type.Literal('IN_PROGRESS'), Type.Literal('FINISHED')])),
    periodStart: Type.Optional(param.date()),
    periodEnd: Type.Optional(param.date()),
    cteNumber: Type.Optional(Type.String({ pattern: '^\\d{1,9}$', 'x-formato': 'numérico' })),
    nfeNumber: Type.Optional(Type.String({ pattern: '^\\d{1,9}$', 'x-formato': 'numérico' })),
  }),
  checks: [{ dateRange: ['periodStart', 'periodEnd'], maxMonths: 13 }],
  bind: ({ query }) => {
    const cte = query.cteNumber ? Number(query.cteNumber) : null;
    const nfe = query.nfeNumber ? Number(query.nfeNumber) : null;
    if (cte !== null && nfe !== null) throw httpError(400, MONIT_MESSAGES.numerosJuntos);
    const byNumber = cte !== null || nfe !== null;
    if (!byNumber && !query.status) throw httpError(400, MONIT_MESSAGES.statusObrigatorio);
    const finished = !byNumber && query.status === 'FINISHED';
    if (finished && (!query.periodStart || !query.periodEnd)) throw httpError(400, MONIT_MESSAGES.periodoObrigatorio);
    const start = finished ? query.periodStart!.replaceAll('/', '-') : null;
    const end = finished ? query.periodEnd!.replaceAll('/', '-') : null;
    return { cte, nfe, statusFiltro: byNumber ? null : query.status!, inicio: start, fim: end };
  },
  envelope: 'results',
  shape: {
    list: 'monitoramento-cargas.sql',
    row: Type.Object({
      id_viagem: col.integer(),
      nro_ordem_carregamento: col.integer(),
      entregas_realizadas: col.integer(),
      total_entregas: col.integer(),
      data_hora_carregado_copiloto: col.text(),
      dt_viagem_finalizada_copiloto: col.nullable(col.text()),
      versao_app_copiloto: col.nullable(col.text()),
      versao_atual_copiloto: col.nullable(col.text()), // the company's configuracoes; missing → no flag (spec 3 §4)
      nome_filial: col.text(),
      descricao_remetente: col.text(),
      peso_bruto: col.number(),
      placa: col.text(),
      nome_motorista: col.text(),
      data_ultima_localizacao: col.nullable(col.text()),
      ultima_latitude: col.nullable(col.number()),
      ultima_longitude: col.nullable(col.number()),
      status: col.oneOf('IN_PROGRESS', 'FINISHED'),
    }),
  },
  examples: [
    { params: { empresaId: 2 }, query: { status: 'IN_PROGRESS' } },
    { params: { empresaId: 2 }, query: { status: 'FINISHED', periodStart: '{today-30}', periodEnd: '{today}' } },
    { params: { empresaId: 2 }, query: { nfeNumber: '123456' } },
  ],
});
