import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { LIMITS, lockUser, MEMBER, ScreenCode, tags, utcInstant } from './shared.ts';

const RecenteBody = Type.Object({ codigo: ScreenCode }, { additionalProperties: false });
const RecentesAnswer = Type.Object({ response: Type.Array(Type.Integer(), { description: 'Do mais recente ao mais antigo.' }) });

/**
 * The last screens the user opened in a company (at most LIMITS.recentes), most recent first. The portal records an
 * opening with a POST; the route keeps one row per screen (opened again = moved to the top) and drops the oldest.
 * Not audited (docs/workspace.md): it is navigation, not a decision.
 */
export default async function recentesRoutes(app: FastifyInstance) {
  const path = '/usuario/empresas/:empresaId/recentes';
  const read = async (q: Pick<typeof app.db, 'all'>, userId: number, empresaId: number) =>
    (await q.all<{ codigo_tela: number }>(
      'SELECT codigo_tela FROM recentes_usuario WHERE usuario_id = $1 AND empresa_id = $2 ORDER BY ordem DESC',
      [userId, empresaId],
    )).map((r) => r.codigo_tela);

  app.get<{ Params: { empresaId: number } }>(
    path,
    { config: MEMBER, schema: { summary: 'Últimas telas abertas pelo usuário na empresa', tags, response: { 200: RecentesAnswer } } },
    async (request) => ({ response: await read(app.db, request.user.id, request.params.empresaId) }),
  );

  app.post<{ Params: { empresaId: number }; Body: Static<typeof RecenteBody> }>(
    path,
    { config: MEMBER, schema: { summary: 'Registra que o usuário abriu uma tela', tags, body: RecenteBody, response: { 200: RecentesAnswer } } },
    async (request) => {
      const { empresaId } = request.params;
      const userId = request.user.id;
      const response = await app.db.transaction(async (tx) => {
        await lockUser(app.db, tx, userId);
        await tx.run('DELETE FROM recentes_usuario WHERE usuario_id = $1 AND empresa_id = $2 AND codigo_tela = $3', [userId, empresaId, request.body.codigo]);
        await tx.run(
          `INSERT INTO recentes_usuario (usuario_id, empresa_id, codigo_tela, ordem, aberta_em)
           SELECT CAST($1 AS INTEGER), CAST($2 AS INTEGER), CAST($3 AS INTEGER), coalesce(max(ordem), 0) + 1, CAST($4 AS TIMESTAMP) FROM recentes_usuario WHERE usuario_id = $1 AND empresa_id = $2`,
          [userId, empresaId, request.body.codigo, utcInstant()],
        );
        const codes = await read(tx, userId, empresaId);
        const dropped = codes.slice(LIMITS.recentes);
        for (const code of dropped) {
          await tx.run('DELETE FROM recentes_usuario WHERE usuario_id = $1 AND empresa_id = $2 AND codigo_tela = $3', [userId, empresaId, code]);
        }
        return codes.slice(0, LIMITS.recentes);
      });
      return { response };
    },
  );
}
