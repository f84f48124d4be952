import { Type } from '@sinclair/typebox';
import { httpError } from '../../http/errors.ts';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';
import { digitsOf, PROGRAMADA_FILTRO, SITUACAO_FILTRO, TYPED_CODE } from './situacoes.ts';

export const OP_OU_CLIENTE = 'Informe o número da OP, ou o cliente e o período de abertura.';

/**
 * Ordem de Produção Situação (01.77.1332) — spec 2 §2, §3, §5, §7: either an order number (then only it is used)
 * or a customer and an opening period, narrowed by programada (Todas, S, N) and situação (Todas, NaoFinalizada
 * = every situation but Finalizada and Cancelada, or one situation).
 */
export default defineReport({
  path: '/empresas/:empresaId/pcp/ordem_producao_status',
  access: [1332],
  summary: 'Ordens de produção por número, ou por cliente e período de abertura, com programada e situação',
  description: "Sem idOrdem, idCliente, dataAberturaInicio e dataAberturaFinal são obrigatórios (400 em pt-BR). situacao 'NaoFinalizada' (padrão) exclui Finalizada e Cancelada.",
  tags: ['pcp'],
  query: Type.Object({
    idOrdem: TYPED_CODE(),
    idCliente: TYPED_CODE(),
    dataAberturaInicio: Type.Optional(param.date()),
    dataAberturaFinal: Type.Optional(param.date()),
    programada: PROGRAMADA_FILTRO,
    situacao: SITUACAO_FILTRO,
  }),
  // 24 months: one customer's orders (a few hundred rows at most), so a planner may look two years back
  checks: [{ dateRange: ['dataAberturaInicio', 'dataAberturaFinal'], maxMonths: 24 }],
  bind: ({ query }) => {
    const op = digitsOf(query.idOrdem);
    const cliente = digitsOf(query.idCliente);
    if (op === null && (cliente === null || !query.dataAberturaInicio || !query.dataAberturaFinal)) throw httpError(400, OP_OU_CLIENTE);
    return { op, cliente, programadaFiltro: query.programada ?? 'Todas', situacaoFiltro: query.situacao ?? 'NaoFinalizada' };
  },
  envelope: 'response',
  shape: {
    list: 'ordem-producao-status.sql',
    row: Type.Object({
      numero_op: col.integer(),
      codigo_produto: col.integer(),
      descricao_produto: col.text(),
      quantidade: col.number(),
      unid_medida: col.text(),
      data_abertura: col.date(),
      data_previsao_entrega: col.date(),
      data_conclusao: col.nullable(col.date()),
      situacao: col.text(),
      programada: col.oneOf('S', 'N'),
    }),
  },
  examples: [
    { query: { idOrdem: '1' } },
    { query: { idCliente: '1', dataAberturaInicio: '{today-400}', dataAberturaFinal: '{today}' } },
    { query: { idCliente: '1', dataAberturaInicio: '{today-400}', dataAberturaFinal: '{today}', situacao: 'Todas', programada: 'S' } },
    { query: { idCliente: '1', dataAberturaInicio: '{today-400}', dataAberturaFinal: '{today}', situacao: 'Finalizada', programada: 'N' } },
  ],
});
