import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { plainJson } from '../http/plainJson.ts';
import { schemas } from '../http/validation.ts';
import { auditedWrite } from './auditedWrite.ts';

/**
 * The first writes of the portal: approve / disapprove a payable title (01.74.1370, spec 3 §3, §4, §7, §8).
 * Both are one handler driven by the table below, behind the same guard (company membership + screen 1370),
 * the same param validation and the same `{ errors: [{ message }] }` answers as every route.
 *
 * Never lost or doubled: the change is one conditional UPDATE (… AND aprovado = <from>) and its audit row, in
 * one transaction, through the write path every hand-written write shares (auditedWrite.ts). Answered 200 =
 * committed (the database's own durability; see docs/writes.md).
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

interface Titulo { id: number; empresa_id: number; nro_titulo: number; nro_parcela: number; usa_aprovacao: string; aprovado: string }

export default async function titulosPagarAprovacaoRoutes(app: FastifyInstance) {
  for (const [name, rule] of Object.entries(ACTIONS)) {
    app.put<{ Params: { empresaId: number; idTitulo: number } }>(
      `/empresas/:empresaId/financeiro/titulos-pagar/:idTitulo/${name}`,
      {
        config: { access: { screens: [1370] }, keepsReportCache: true }, // auditedWrite empties the company's cache
        schema: {
          summary: `${name === 'aprovar' ? 'Aprova' : 'Desaprova'} um título a pagar (registra quem e quando)`,
          tags: ['financeiro'],
          params: schemas.empresaParams({ idTitulo: schemas.positiveInteger() }),
          response: { 200: Type.Object({ response: Type.String({ description: "'Título 41292/1 aprovado com sucesso.'" }) }) },
        },
        serializerCompiler: plainJson,
      },
      async (request) => {
        const { empresaId, idTitulo } = request.params;
        return auditedWrite<Titulo, { response: string }>(app, request, {
          find: (tx) => tx.one<Titulo>(
            'SELECT id, empresa_id, nro_titulo, nro_parcela, usa_aprovacao, aprovado FROM titulos_pagar WHERE id = $1 AND empresa_id = $2',
            [idTitulo, empresaId],
          ),
          notFound: APROVACAO_MESSAGES.notFound,
          refuse: (titulo) => (titulo.usa_aprovacao !== 'S' ? APROVACAO_MESSAGES.semAprovacao : undefined),
          change: async (tx, _titulo, instant) => (await tx.all(
            `UPDATE titulos_pagar SET aprovado = $1, data_aprovacao = ${rule.to === 'S' ? 'CAST($4 AS TIMESTAMP)' : 'NULL'}
              WHERE id = $2 AND empresa_id = $3 AND aprovado = '${rule.from}' AND usa_aprovacao = 'S' RETURNING id`,
            rule.to === 'S' ? [rule.to, idTitulo, empresaId, instant] : [rule.to, idTitulo, empresaId],
          )).length === 1,
          conflict: rule.refused,
          audit: () => ({ table: 'aprovacoes_titulos_pagar', values: { titulo_pagar_id: idTitulo, acao: rule.acao, usuario_id: request.user.id } }),
          answer: (_tx, titulo) => ({ response: `Título ${titulo.nro_titulo}/${titulo.nro_parcela} ${rule.done} com sucesso.` }),
        });
      },
    );
  }
}
