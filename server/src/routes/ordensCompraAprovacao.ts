import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { plainJson } from '../http/plainJson.ts';
import { schemas } from '../http/validation.ts';
import { auditedWrite } from './auditedWrite.ts';

/**
 * Approve a purchase order (01.75.1367, spec 2 §2, §4, §5, §8): `PUT …/estoque/aprovado_ordem_compra/{nroOc}`,
 * no body. Same guard, validation and error answers as every route; the same write pattern as 1370
 * (the write path of auditedWrite.ts, docs/writes.md): one conditional UPDATE plus its audit row in one
 * transaction, so two concurrent approvals leave one change and the second is answered 409.
 */
export const ORDEM_COMPRA_MESSAGES = {
  notFound: 'Ordem de compra não encontrada.',
  semAprovacao: 'Esta ordem de compra não usa aprovação: não pode ser aprovada.',
  jaAprovada: 'Esta ordem de compra já está aprovada.',
  naoAberta: 'Esta ordem de compra não está em aberto: não pode ser aprovada.',
} as const;

interface Ordem { id: number; empresa_id: number; situacao: string; usa_aprovacao: string; aprovado: string }

export default async function ordensCompraAprovacaoRoutes(app: FastifyInstance) {
  app.put<{ Params: { empresaId: number; nroOc: number } }>(
    '/empresas/:empresaId/estoque/aprovado_ordem_compra/:nroOc',
    {
      config: { access: { screens: [1367] }, keepsReportCache: true }, // auditedWrite empties the company's cache
      schema: {
        summary: 'Aprova uma ordem de compra em aberto (registra quem e quando)',
        tags: ['estoque'],
        params: schemas.empresaParams({ nroOc: schemas.positiveInteger() }),
        response: { 200: Type.Object({ statusCode: Type.Literal(200), response: Type.String({ description: "'Ordem de compra 123 aprovada com sucesso.'" }) }) },
      },
      serializerCompiler: plainJson,
    },
    async (request) => {
      const { empresaId, nroOc } = request.params;
      return auditedWrite<Ordem, { statusCode: 200; response: string }>(app, request, {
        find: (tx) => tx.one<Ordem>(
          'SELECT id, empresa_id, situacao, usa_aprovacao, aprovado FROM ordens_compra WHERE id = $1 AND empresa_id = $2',
          [nroOc, empresaId],
        ),
        notFound: ORDEM_COMPRA_MESSAGES.notFound,
        refuse: (ordem) => {
          if (ordem.usa_aprovacao !== 'S') return ORDEM_COMPRA_MESSAGES.semAprovacao;
          if (ordem.aprovado === 'S') return ORDEM_COMPRA_MESSAGES.jaAprovada;
          if (ordem.situacao !== 'Aberta') return ORDEM_COMPRA_MESSAGES.naoAberta;
          return undefined;
        },
        // the WHERE re-checks every condition: a concurrent approval that committed first makes this one change nothing
        change: async (tx, _ordem, instant) => (await tx.all(
          `UPDATE ordens_compra SET aprovado = 'S', situacao = 'Aprovada', data_aprovacao = CAST($1 AS TIMESTAMP)
            WHERE id = $2 AND empresa_id = $3 AND aprovado = 'N' AND usa_aprovacao = 'S' AND situacao = 'Aberta' RETURNING id`,
          [instant, nroOc, empresaId],
        )).length === 1,
        conflict: ORDEM_COMPRA_MESSAGES.jaAprovada,
        audit: () => ({ table: 'aprovacoes_ordens_compra', values: { ordem_compra_id: nroOc, usuario_id: request.user.id } }),
        // spec 2 §5: the portal treats data.statusCode 200 as success
        answer: () => ({ statusCode: 200, response: `Ordem de compra ${nroOc} aprovada com sucesso.` }),
      });
    },
  );
}
