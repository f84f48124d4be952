import type { FastifyInstance } from 'fastify';
import { schemas } from '../http/validation.ts';
import { renderDanfe } from '../pdf/danfe.ts';
import { paramRange } from '../reports/dates.ts';
import { loadTituloPagarNfe } from '../reports/financeiro/danfe.ts';
import {
  dashboardFinanceiro,
  fluxoCaixa,
  saldoDisponibilidade,
  titulosPagar,
  titulosReceber,
  titulosReceberCheque,
} from '../reports/financeiro/index.ts';

/** Dashboard Financeiro (01.74.1325) and its detail modals 01.74.1333/1334/1335 (spec 1 §2.6, §2.7, §7). */
const access = { screens: [1325] };
const tags = ['financeiro'];
const MSG_TITULO_NAO_ENCONTRADO = 'Título a pagar não encontrado.';

/** An optional numeric code: digits, where empty or 0 means "all" (the portal may send the field blank). */
const optionalCode = { type: 'string', pattern: '^\\d{0,9}$', 'x-formato': 'numérico' };
const code = (value: string | undefined) => (value && Number(value) > 0 ? Number(value) : null);

const periodQuery = (extra: Record<string, object> = {}) => ({
  type: 'object',
  properties: { data_inicio: schemas.date(), data_final: schemas.date(), ...extra },
  required: ['data_inicio', 'data_final'],
});

type Empresa = { empresaId: number };
type PeriodoQuery = { data_inicio: string; data_final: string };

export default async function financeiroRoutes(app: FastifyInstance) {
  app.get<{ Params: Empresa }>(
    '/intercarg/dashboard_financeiro/:empresaId',
    {
      config: { access },
      schema: {
        summary: 'Cards do Dashboard Financeiro: saldos em aberto por período de vencimento',
        description: 'Vencidos = de 20 anos atrás até ontem; hoje; sete dias = os 7 dias a partir de amanhã; trinta dias = os 30 dias a partir de amanhã.',
        tags,
        params: schemas.empresaParams(),
      },
    },
    async (request) => ({ response: await dashboardFinanceiro(app.db, request.params.empresaId, app.today()) }),
  );

  app.get<{ Params: Empresa }>(
    '/saldo-disponibilidade/:empresaId',
    { config: { access }, schema: { summary: 'Saldos Disponibilidades (contas caixa e bancos)', tags, params: schemas.empresaParams() } },
    async (request) => ({ response: await saldoDisponibilidade(app.db, request.params.empresaId) }),
  );

  app.get<{ Params: Empresa; Querystring: { dias: number } }>(
    '/empresas/:empresaId/financeiro/fluxo-caixa',
    {
      config: { access },
      schema: {
        summary: 'Fluxo de Caixa: um dia por linha a partir de hoje',
        tags,
        params: schemas.empresaParams(),
        querystring: {
          type: 'object',
          properties: { dias: { type: 'integer', minimum: 1, maximum: 3650, default: 10 } },
        },
      },
    },
    async (request) => ({ response: await fluxoCaixa(app.db, request.params.empresaId, app.today(), request.query.dias) }),
  );

  app.get<{ Params: Empresa; Querystring: PeriodoQuery & { codigo_cliente?: string } }>(
    '/titulos-receber/:empresaId',
    {
      config: { access },
      schema: {
        summary: 'Títulos a receber em aberto com vencimento no período (01.74.1333)',
        tags,
        params: schemas.empresaParams(),
        querystring: periodQuery({ codigo_cliente: optionalCode }),
      },
    },
    async (request) => {
      const { data_inicio, data_final, codigo_cliente } = request.query;
      const periodo = paramRange(data_inicio, data_final, ['data_inicio', 'data_final']);
      return { response: await titulosReceber(app.db, request.params.empresaId, app.today(), periodo, code(codigo_cliente)) };
    },
  );

  app.get<{ Params: Empresa; Querystring: PeriodoQuery }>(
    '/titulos-receber-cheque/:empresaId',
    {
      config: { access },
      schema: {
        summary: 'Cheques a receber em aberto com bom para no período (01.74.1334)',
        tags,
        params: schemas.empresaParams(),
        querystring: periodQuery(),
      },
    },
    async (request) => {
      const periodo = paramRange(request.query.data_inicio, request.query.data_final, ['data_inicio', 'data_final']);
      return { response: await titulosReceberCheque(app.db, request.params.empresaId, app.today(), periodo) };
    },
  );

  app.get<{ Params: Empresa; Querystring: PeriodoQuery & { id_fornecedor?: string } }>(
    '/titulos-pagar/:empresaId',
    {
      config: { access },
      schema: {
        summary: 'Títulos a pagar em aberto com vencimento no período (01.74.1335)',
        tags,
        params: schemas.empresaParams(),
        querystring: periodQuery({ id_fornecedor: optionalCode }),
      },
    },
    async (request) => {
      const { data_inicio, data_final, id_fornecedor } = request.query;
      const periodo = paramRange(data_inicio, data_final, ['data_inicio', 'data_final']);
      return { response: await titulosPagar(app.db, request.params.empresaId, app.today(), periodo, code(id_fornecedor)) };
    },
  );

  app.get<{ Params: Empresa & { idTituloPagar: number } }>(
    '/empresas/:empresaId/financeiro/titulos_pagar/danfe_nfe_entrada/:idTituloPagar',
    {
      config: { access },
      schema: {
        summary: 'DANFE (PDF em base64) da NF-e de entrada do título a pagar; vazio quando o título não tem NF-e',
        tags,
        params: schemas.empresaParams({ idTituloPagar: schemas.positiveInteger() }),
      },
    },
    async (request, reply) => {
      const { empresaId, idTituloPagar } = request.params;
      const titulo = await loadTituloPagarNfe(app.db, empresaId, idTituloPagar);
      if (!titulo.found) {
        // the portal reads data.error for the DANFE (spec 1 §7); errors[] is the API's usual shape
        return reply.status(404).send({ errors: [{ message: MSG_TITULO_NAO_ENCONTRADO }], error: MSG_TITULO_NAO_ENCONTRADO });
      }
      if (!titulo.nota) return { response: { pdf_base64: '' } };
      const pdf = await renderDanfe(titulo.nota);
      return { response: { pdf_base64: pdf.toString('base64') } };
    },
  );
}
