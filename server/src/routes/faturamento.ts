import type { FastifyInstance } from 'fastify';
import { schemas } from '../http/validation.ts';
import { paramRange } from '../reports/dates.ts';
import { curvaAbcClienteProdutos, curvaAbcClientes } from '../reports/faturamento/curvaAbcClientes.ts';

/** Curva ABC Clientes (01.76.1326) and 'Relação de produtos por clientes' (01.76.1340) — spec 2 §2, §3, §7. */
const access = { screens: [1326] };
const tags = ['faturamento'];

const periodQuery = {
  type: 'object',
  properties: { dataInicio: schemas.date(), dataFim: schemas.date() },
  required: ['dataInicio', 'dataFim'],
};
type PeriodoQuery = { dataInicio: string; dataFim: string };

export default async function faturamentoRoutes(app: FastifyInstance) {
  app.get<{ Params: { empresaId: number }; Querystring: PeriodoQuery }>(
    '/empresas/:empresaId/faturamento/curva-abc-clientes',
    {
      config: { access },
      schema: {
        summary: 'Curva ABC de clientes por valor líquido vendido no período',
        description: 'Classe pelo percentual acumulado antes da linha: < 80 A, < 95 B, demais C (docs/abc-classes.md).',
        tags,
        params: schemas.empresaParams(),
        querystring: periodQuery,
      },
    },
    async (request) => {
      const { inicio, fim } = paramRange(request.query.dataInicio, request.query.dataFim, ['dataInicio', 'dataFim']);
      return { response: await curvaAbcClientes(app.db, request.params.empresaId, inicio, fim) };
    },
  );

  app.get<{ Params: { empresaId: number; idCliente: number }; Querystring: PeriodoQuery }>(
    '/empresas/:empresaId/faturamento/curva-abc-clientes/:idCliente/detalhes',
    {
      config: { access },
      schema: {
        summary: 'Curva ABC dos produtos comprados pelo cliente no período',
        tags,
        params: schemas.empresaParams({ idCliente: schemas.positiveInteger() }),
        querystring: periodQuery,
      },
    },
    async (request) => {
      const { inicio, fim } = paramRange(request.query.dataInicio, request.query.dataFim, ['dataInicio', 'dataFim']);
      const { empresaId, idCliente } = request.params;
      return { response: await curvaAbcClienteProdutos(app.db, empresaId, idCliente, inicio, fim) };
    },
  );
}
