import type { FastifyInstance } from 'fastify';
import { httpError } from '../http/errors.ts';
import { schemas } from '../http/validation.ts';

/**
 * TEST-ONLY write, mounted by main.ts only when MIRANTE_TEST_WRITES=1 (never in a deployment). The spec's writes
 * (title and purchase-order approvals, quotation prices) belong to later issues; until one exists, the test of
 * several API instances on one PostgreSQL (server/src/db/instances.test.ts) needs a write made through one
 * instance to read back through the other. This is the smallest honest one: a payable title's note, written in
 * a transaction and read back by the real report GET /api/titulos-pagar/:empresaId, which answers `observacao`.
 */
export default async function testWriteRoutes(app: FastifyInstance) {
  app.put<{ Params: { empresaId: number; idTituloPagar: number }; Body: { observacao: string } }>(
    '/empresas/:empresaId/teste/titulos-pagar/:idTituloPagar/observacao',
    {
      config: { access: { screens: [1325] } },
      schema: {
        summary: 'SOMENTE TESTES: grava a observação de um título a pagar',
        params: schemas.empresaParams({ idTituloPagar: schemas.positiveInteger() }),
        body: {
          type: 'object',
          properties: { observacao: { type: 'string', maxLength: 200 } },
          required: ['observacao'],
        },
      },
    },
    async (request) => {
      const { empresaId, idTituloPagar } = request.params;
      return app.db.transaction(async (tx) => {
        const found = await tx.one('SELECT id FROM titulos_pagar WHERE id = $1 AND empresa_id = $2', [idTituloPagar, empresaId]);
        if (!found) throw httpError(404, 'Título a pagar não encontrado.');
        await tx.run('UPDATE titulos_pagar SET observacao = $1 WHERE id = $2', [request.body.observacao, idTituloPagar]);
        return { response: { id: idTituloPagar, observacao: request.body.observacao } };
      });
    },
  );
}
