import type { FastifyInstance } from 'fastify';
import { httpError } from '../../http/errors.ts';
import { schemas } from '../../http/validation.ts';
import { fotoComprovante } from './foto.ts';

export const COMPROVANTE_NAO_ENCONTRADO = 'Comprovante não encontrado.';

/**
 * The proof photos of 02.79.1495 'Comprovantes do documento' (an image per proof, `nome_arquivo` names it):
 * GET …/monit/comprovantes/{proofId}/imagem answers image/png. Behind the guard (company member with 1493); a proof
 * of another company answers 404 like a missing one.
 */
export default async function comprovantesRoutes(app: FastifyInstance) {
  app.get<{ Params: { empresaId: number; proofId: number } }>(
    '/v2/logistica/monitoramento-de-cargas/:empresaId/monit/comprovantes/:proofId/imagem',
    {
      config: { access: { screens: [1493] } },
      schema: {
        summary: 'Foto de um comprovante de entrega (PNG)',
        tags: ['logistica'],
        params: schemas.empresaParams({ proofId: schemas.positiveInteger() }),
      },
    },
    async (request, reply) => {
      const proof = await app.db.one<{ id: number; avarias: string }>(
        'SELECT id, avarias FROM comprovantes WHERE id = $1 AND empresa_id = $2',
        [request.params.proofId, request.params.empresaId],
      );
      if (!proof) throw httpError(404, COMPROVANTE_NAO_ENCONTRADO);
      return reply.type('image/png').send(fotoComprovante(proof.id, proof.avarias));
    },
  );
}
