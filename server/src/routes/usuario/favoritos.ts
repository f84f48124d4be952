import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../../http/errors.ts';
import { audit, LIMITS, lockUser, MEMBER, ScreenCode, tags, WORKSPACE_MESSAGES } from './shared.ts';

const FavoritosBody = Type.Object(
  { codigos: Type.Array(ScreenCode, { maxItems: LIMITS.favoritos, description: 'Códigos de acesso das telas, na ordem mostrada na Home.' }) },
  { additionalProperties: false },
);
const FavoritosAnswer = Type.Object({ response: Type.Array(Type.Integer()) });

/**
 * The user's favourite screens in a company, in their order. The portal sends the whole ordered list on every change
 * (star, unstar, drag): one PUT, no position arithmetic, and two tabs end with the list of the last one written.
 */
export default async function favoritosRoutes(app: FastifyInstance) {
  const path = '/usuario/empresas/:empresaId/favoritos';
  const read = async (userId: number, empresaId: number) =>
    (await app.db.all<{ codigo_tela: number }>(
      'SELECT codigo_tela FROM favoritos_usuario WHERE usuario_id = $1 AND empresa_id = $2 ORDER BY posicao, codigo_tela',
      [userId, empresaId],
    )).map((r) => r.codigo_tela);

  app.get<{ Params: { empresaId: number } }>(
    path,
    { config: MEMBER, schema: { summary: 'Telas favoritas do usuário na empresa, em ordem', tags, response: { 200: FavoritosAnswer } } },
    async (request) => ({ response: await read(request.user.id, request.params.empresaId) }),
  );

  app.put<{ Params: { empresaId: number }; Body: Static<typeof FavoritosBody> }>(
    path,
    {
      config: MEMBER,
      schema: { summary: 'Substitui as telas favoritas (a lista inteira, na ordem)', tags, body: FavoritosBody, response: { 200: FavoritosAnswer } },
    },
    async (request) => {
      const { empresaId } = request.params;
      const { codigos } = request.body;
      if (new Set(codigos).size !== codigos.length) throw httpError(400, WORKSPACE_MESSAGES.repeatedCodes);
      const userId = request.user.id;
      await app.db.transaction(async (tx) => {
        await lockUser(app.db, tx, userId);
        await tx.run('DELETE FROM favoritos_usuario WHERE usuario_id = $1 AND empresa_id = $2', [userId, empresaId]);
        if (codigos.length > 0) {
          const rows = codigos.map((_, i) => `($1, $2, $${i * 2 + 3}, $${i * 2 + 4})`).join(', ');
          await tx.run(
            `INSERT INTO favoritos_usuario (usuario_id, empresa_id, codigo_tela, posicao) VALUES ${rows}`,
            [userId, empresaId, ...codigos.flatMap((c, i) => [c, i])],
          );
        }
        await audit(tx, { userId, empresaId, acao: 'favoritos', valores: codigos });
      });
      return { response: codigos };
    },
  );
}
