import type { FastifyInstance } from 'fastify';
import { httpError } from '../../http/errors.ts';
import { schemas } from '../../http/validation.ts';

export const COMPROVANTE_NAO_ENCONTRADO = 'Comprovante não encontrado.';
export const COMPROVANTE_SEM_FOTO = 'Este comprovante não tem foto registrada.';

/**
 * The proof photos of 02.79.1495 'Comprovantes do documento' (an image per proof, `nome_arquivo` names it):
 * GET …/monit/comprovantes/{proofId}/imagem answers the stored bytes (`fotos_comprovantes`, migration 028) with their
 * stored type. Behind the guard (company member with 1493); a proof of another company answers 404 like a missing
 * one; a proof without a stored photo (a database without the demo data has none) answers 404 too, with its own text.
 * `Cache-Control: no-store` like every /api answer (plugins/securityHeaders.ts): a signed receipt with the receiver's
 * name is personal data, and the gallery fetches it once per opening.
 */
export default async function comprovantesRoutes(app: FastifyInstance) {
  app.get<{ Params: { empresaId: number; proofId: number } }>(
    '/v2/logistica/monitoramento-de-cargas/:empresaId/monit/comprovantes/:proofId/imagem',
    {
      config: { access: { screens: [1493] } },
      schema: {
        summary: 'Foto de um comprovante de entrega (os bytes guardados, com o seu tipo: image/png, image/jpeg)',
        tags: ['logistica'],
        params: schemas.empresaParams({ proofId: schemas.positiveInteger() }),
        response: {
          200: {
            description: 'A foto guardada, no seu tipo.',
            content: { 'image/png': { schema: { type: 'string', format: 'binary' } }, 'image/jpeg': { schema: { type: 'string', format: 'binary' } } },
          },
        },
      },
    },
    async (request, reply) => {
      const proof = await app.db.one<{ tipo_conteudo: string | null; conteudo: Buffer | null }>(
        `SELECT f.tipo_conteudo, f.conteudo
           FROM comprovantes c LEFT JOIN fotos_comprovantes f ON f.id = c.foto_id
          WHERE c.id = $1 AND c.empresa_id = $2`,
        [request.params.proofId, request.params.empresaId],
      );
      if (!proof) throw httpError(404, COMPROVANTE_NAO_ENCONTRADO);
      if (!proof.conteudo || !proof.tipo_conteudo) throw httpError(404, COMPROVANTE_SEM_FOTO);
      return reply.type(proof.tipo_conteudo).header('content-length', proof.conteudo.length).send(proof.conteudo);
    },
  );
}
