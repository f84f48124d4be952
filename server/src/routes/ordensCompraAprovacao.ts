import type { FastifyInstance } from 'fastify';
import { httpError } from '../http/errors.ts';
import { schemas } from '../http/validation.ts';

/**
 * Approve a purchase order (01.75.1367, spec 2 §2, §4, §5, §8): `PUT …/estoque/aprovado_ordem_compra/{nroOc}`,
 * no body. Same guard, validation and error answers as every route; the same write pattern as 1370
 * (routes/titulosPagarAprovacao.ts, docs/writes.md): one conditional UPDATE plus its audit row in one
 * transaction, so two concurrent approvals leave one change and the second is answered 409.
 */
export const ORDEM_COMPRA_MESSAGES = {
  notFound: 'Ordem de compra não encontrada.',
  semAprovacao: 'Esta ordem de compra não usa aprovação: não pode ser aprovada.',
  jaAprovada: 'Esta ordem de compra já está aprovada.',
  naoAberta: 'Esta ordem de compra não está em aberto: não pode ser aprovada.',
} as const;

/** The UTC instant as 'YYYY-MM-DD HH:MM:SS.mmm' (a TIMESTAMP both engines read without a zone). */
const utcInstant = (d: Date) => d.toISOString().replace('T', ' ').replace('Z', '');

interface Ordem { id: number; situacao: string; usa_aprovacao: string; aprovado: string }

export default async function ordensCompraAprovacaoRoutes(app: FastifyInstance) {
  app.put<{ Params: { empresaId: number; nroOc: number } }>(
    '/empresas/:empresaId/estoque/aprovado_ordem_compra/:nroOc',
    {
      config: { access: { screens: [1367] } },
      schema: {
        summary: 'Aprova uma ordem de compra em aberto (registra quem e quando)',
        tags: ['estoque'],
        params: schemas.empresaParams({ nroOc: schemas.positiveInteger() }),
      },
    },
    async (request) => {
      const { empresaId, nroOc } = request.params;
      const userId = request.user.id;
      return app.db.transaction(async (tx) => {
        const ordem = await tx.one<Ordem>(
          'SELECT id, situacao, usa_aprovacao, aprovado FROM ordens_compra WHERE id = $1 AND empresa_id = $2',
          [nroOc, empresaId],
        );
        // another company's order answers like a missing one: nothing about it is revealed
        if (!ordem) throw httpError(404, ORDEM_COMPRA_MESSAGES.notFound);
        if (ordem.usa_aprovacao !== 'S') throw httpError(409, ORDEM_COMPRA_MESSAGES.semAprovacao);
        if (ordem.aprovado === 'S') throw httpError(409, ORDEM_COMPRA_MESSAGES.jaAprovada);
        if (ordem.situacao !== 'Aberta') throw httpError(409, ORDEM_COMPRA_MESSAGES.naoAberta);
        const instant = utcInstant(new Date());
        // the WHERE re-checks every condition: a concurrent approval that committed first makes this one change nothing
        const changed = await tx.all(
          `UPDATE ordens_compra SET aprovado = 'S', situacao = 'Aprovada', data_aprovacao = CAST($1 AS TIMESTAMP)
            WHERE id = $2 AND empresa_id = $3 AND aprovado = 'N' AND usa_aprovacao = 'S' AND situacao = 'Aberta' RETURNING id`,
          [instant, nroOc, empresaId],
        );
        if (changed.length !== 1) throw httpError(409, ORDEM_COMPRA_MESSAGES.jaAprovada);
        await tx.run(
          `INSERT INTO aprovacoes_ordens_compra (empresa_id, ordem_compra_id, usuario_id, data_hora)
           VALUES ($1, $2, $3, CAST($4 AS TIMESTAMP))`,
          [empresaId, nroOc, userId, instant],
        );
        // spec 2 §5: the portal treats data.statusCode 200 as success
        return { statusCode: 200, response: `Ordem de compra ${nroOc} aprovada com sucesso.` };
      });
    },
  );
}
