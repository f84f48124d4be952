import type { FastifyInstance } from 'fastify';
import { httpError } from '../http/errors.ts';
import { schemas } from '../http/validation.ts';

/**
 * The first writes of the portal: approve / disapprove a payable title (01.74.1370, spec 3 §3, §4, §7, §8).
 * Both are one handler driven by the table below, behind the same guard (company membership + screen 1370),
 * the same param validation and the same `{ errors: [{ message }] }` answers as every route.
 *
 * Never lost or doubled: the change is one conditional UPDATE (… AND aprovado = <from>) and its audit row, in
 * one transaction. Two concurrent approvals of one title: the second finds the row no longer 'N' (DuckDB runs
 * the app's transactions one at a time; PostgreSQL re-checks the WHERE after the first commits) and is answered
 * 409 without writing. Answered 200 = committed (the database's own durability; see docs/writes.md).
 */
export const APROVACAO_MESSAGES = {
  notFound: 'Título a pagar não encontrado.',
  semAprovacao: 'Este título não usa aprovação: não pode ser aprovado nem desaprovado.',
  jaAprovado: 'Este título já está aprovado.',
  naoAprovado: 'Este título não está aprovado: não há aprovação para desfazer.',
} as const;

const ACTIONS = {
  aprovar: { from: 'N', to: 'S', acao: 'A', refused: APROVACAO_MESSAGES.jaAprovado, done: 'aprovado' },
  desaprovar: { from: 'S', to: 'N', acao: 'D', refused: APROVACAO_MESSAGES.naoAprovado, done: 'desaprovado' },
} as const;

/** The UTC instant as 'YYYY-MM-DD HH:MM:SS.mmm' (a TIMESTAMP both engines read without a zone). */
const utcInstant = (d: Date) => d.toISOString().replace('T', ' ').replace('Z', '');

interface Titulo { id: number; nro_titulo: number; nro_parcela: number; usa_aprovacao: string; aprovado: string }

export default async function titulosPagarAprovacaoRoutes(app: FastifyInstance) {
  for (const [name, rule] of Object.entries(ACTIONS)) {
    app.put<{ Params: { empresaId: number; idTitulo: number } }>(
      `/empresas/:empresaId/financeiro/titulos-pagar/:idTitulo/${name}`,
      {
        config: { access: { screens: [1370] } },
        schema: {
          summary: `${name === 'aprovar' ? 'Aprova' : 'Desaprova'} um título a pagar (registra quem e quando)`,
          tags: ['financeiro'],
          params: schemas.empresaParams({ idTitulo: schemas.positiveInteger() }),
        },
      },
      async (request) => {
        const { empresaId, idTitulo } = request.params;
        const userId = request.user.id;
        return app.db.transaction(async (tx) => {
          const titulo = await tx.one<Titulo>(
            'SELECT id, nro_titulo, nro_parcela, usa_aprovacao, aprovado FROM titulos_pagar WHERE id = $1 AND empresa_id = $2',
            [idTitulo, empresaId],
          );
          // another company's title answers like a missing one: nothing about it is revealed
          if (!titulo) throw httpError(404, APROVACAO_MESSAGES.notFound);
          if (titulo.usa_aprovacao !== 'S') throw httpError(409, APROVACAO_MESSAGES.semAprovacao);
          const instant = utcInstant(new Date());
          const changed = await tx.all(
            `UPDATE titulos_pagar SET aprovado = $1, data_aprovacao = ${rule.to === 'S' ? 'CAST($4 AS TIMESTAMP)' : 'NULL'}
              WHERE id = $2 AND empresa_id = $3 AND aprovado = '${rule.from}' AND usa_aprovacao = 'S' RETURNING id`,
            rule.to === 'S' ? [rule.to, idTitulo, empresaId, instant] : [rule.to, idTitulo, empresaId],
          );
          if (changed.length !== 1) throw httpError(409, rule.refused);
          await tx.run(
            `INSERT INTO aprovacoes_titulos_pagar (empresa_id, titulo_pagar_id, acao, usuario_id, data_hora)
             VALUES ($1, $2, $3, $4, CAST($5 AS TIMESTAMP))`,
            [empresaId, idTitulo, rule.acao, userId, instant],
          );
          return { response: `Título ${titulo.nro_titulo}/${titulo.nro_parcela} ${rule.done} com sucesso.` };
        });
      },
    );
  }
}
