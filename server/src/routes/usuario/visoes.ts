import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Queries } from '../../db/database.ts';
import { httpError } from '../../http/errors.ts';
import { schemas } from '../../http/validation.ts';
import { audit, LIMITS, lockUser, MEMBER, ScreenCode, tags, utcInstant, WORKSPACE_MESSAGES } from './shared.ts';

/**
 * Saved views of a screen's filters (issue 34): a name and the values, one user, one company, one screen. A relative
 * period is stored as the same expression a definition's default uses (`{ "relativo": "thisMonth" }`), so a view saved
 * in November opens December's data in December; the portal resolves it (src/engine/filters/views/). The server keeps
 * the values as given (checked for shape and size only): the screen's fields are the portal's business, and a field
 * removed from a definition later must not make the user's views unreadable.
 */

/** The relative expressions of filter defaults (src/engine/filters/values.ts) plus the range presets. */
export const RELATIVE_EXPRESSIONS = ['today', 'startOfMonth', 'monthToDate', 'next30Days', 'last30Days', 'thisMonth', 'lastMonth', 'current'] as const;

const Relativo = Type.Object(
  { relativo: Type.Union(RELATIVE_EXPRESSIONS.map((e) => Type.Literal(e))) },
  { additionalProperties: false, 'x-tipo': "um valor relativo ({ relativo: 'thisMonth' })" },
);
const FiltroValor = Type.Union([Type.String({ maxLength: 200 }), Type.Number(), Type.Boolean(), Type.Null(), Relativo], {
  'x-tipo': "um texto (até 200 caracteres), um número, verdadeiro ou falso, nulo ou um valor relativo ({ relativo: 'thisMonth' })",
});
const Filtros = Type.Object({}, {
  additionalProperties: FiltroValor,
  maxProperties: 30,
  propertyNames: { pattern: '^[A-Za-z][A-Za-z0-9_]{0,39}$' },
  description: "Valores dos filtros por nome do campo; período relativo como { relativo: 'thisMonth' }.",
});
const Nome = Type.String({ minLength: 1, maxLength: LIMITS.nome });

const CreateBody = Type.Object(
  { tela: ScreenCode, nome: Nome, filtros: Filtros, padrao: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
const UpdateBody = Type.Object(
  { nome: Type.Optional(Nome), filtros: Type.Optional(Filtros), padrao: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
const Visao = Type.Object({
  id: Type.Integer(),
  tela: Type.Integer(),
  nome: Type.String(),
  filtros: Type.Object({}, { additionalProperties: true }),
  padrao: Type.Boolean(),
  alterada_em: Type.String({ description: 'Instante UTC da última alteração (AAAA-MM-DDTHH:mm:ss).' }),
});
export type VisaoAnswer = Static<typeof Visao>;

interface Row { id: number; codigo_tela: number; nome: string; filtros: string; padrao: string; alterada_em: unknown }

const COLUMNS = 'id, codigo_tela, nome, filtros, padrao, alterada_em';
const toAnswer = (r: Row): VisaoAnswer => ({
  id: r.id,
  tela: r.codigo_tela,
  nome: r.nome,
  filtros: JSON.parse(r.filtros) as Record<string, unknown>,
  padrao: r.padrao === 'S',
  alterada_em: String(r.alterada_em instanceof Date ? r.alterada_em.toISOString() : r.alterada_em).replace(' ', 'T').slice(0, 19),
});

/** Names compare trimmed and case-insensitively: 'Mês atual' and 'mês atual ' are one name to the reader. */
const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('pt-BR') === b.trim().toLocaleLowerCase('pt-BR');

function cleanName(nome: string): string {
  const trimmed = nome.trim();
  if (!trimmed) throw httpError(400, WORKSPACE_MESSAGES.blankName);
  return trimmed;
}

async function refuseDuplicateName(tx: Queries, scope: { userId: number; empresaId: number; tela: number }, nome: string, exceptId?: number) {
  const names = await tx.all<{ id: number; nome: string }>(
    'SELECT id, nome FROM visoes_usuario WHERE usuario_id = $1 AND empresa_id = $2 AND codigo_tela = $3',
    [scope.userId, scope.empresaId, scope.tela],
  );
  if (names.some((n) => n.id !== exceptId && sameName(n.nome, nome))) throw httpError(409, WORKSPACE_MESSAGES.duplicateName(nome));
  return names.length;
}

/** One default per user, company and screen: making a view the default takes it from the others. */
const clearDefault = (tx: Queries, scope: { userId: number; empresaId: number; tela: number }) =>
  tx.run("UPDATE visoes_usuario SET padrao = 'N' WHERE usuario_id = $1 AND empresa_id = $2 AND codigo_tela = $3 AND padrao = 'S'",
    [scope.userId, scope.empresaId, scope.tela]);

export default async function visoesRoutes(app: FastifyInstance) {
  const base = '/usuario/empresas/:empresaId/visoes';
  const idParams = schemas.empresaParams({ idVisao: schemas.positiveInteger() });

  /** The user's own view in this company; anyone else's (or none) answers the same 404: nothing is revealed. */
  const ownView = async (tx: Queries, userId: number, empresaId: number, id: number) => {
    const row = await tx.one<Row>(`SELECT ${COLUMNS} FROM visoes_usuario WHERE id = $1 AND usuario_id = $2 AND empresa_id = $3`, [id, userId, empresaId]);
    if (!row) throw httpError(404, WORKSPACE_MESSAGES.viewNotFound);
    return row;
  };

  app.get<{ Params: { empresaId: number }; Querystring: { tela: number } }>(
    base,
    {
      config: MEMBER,
      schema: {
        summary: 'Visões salvas do usuário para uma tela, por nome',
        tags,
        querystring: { type: 'object', properties: { tela: ScreenCode }, required: ['tela'] },
        response: { 200: Type.Object({ response: Type.Array(Visao) }) },
      },
    },
    async (request) => {
      const rows = await app.db.all<Row>(
        `SELECT ${COLUMNS} FROM visoes_usuario WHERE usuario_id = $1 AND empresa_id = $2 AND codigo_tela = $3 ORDER BY lower(nome), id`,
        [request.user.id, request.params.empresaId, request.query.tela],
      );
      return { response: rows.map(toAnswer) };
    },
  );

  app.post<{ Params: { empresaId: number }; Body: Static<typeof CreateBody> }>(
    base,
    {
      config: MEMBER,
      schema: { summary: 'Salva uma visão (nome + valores dos filtros) de uma tela', tags, body: CreateBody, response: { 201: Type.Object({ response: Visao }) } },
    },
    async (request, reply) => {
      const { empresaId } = request.params;
      const userId = request.user.id;
      const { tela, filtros, padrao = false } = request.body;
      const nome = cleanName(request.body.nome);
      const scope = { userId, empresaId, tela };
      const row = await app.db.transaction(async (tx) => {
        await lockUser(app.db, tx, userId);
        const count = await refuseDuplicateName(tx, scope, nome);
        if (count >= LIMITS.visoesPorTela) throw httpError(400, WORKSPACE_MESSAGES.tooManyViews);
        if (padrao) await clearDefault(tx, scope);
        const now = utcInstant();
        const created = await tx.one<Row>(
          `INSERT INTO visoes_usuario (usuario_id, empresa_id, codigo_tela, nome, filtros, padrao, criada_em, alterada_em)
           VALUES ($1, $2, $3, $4, $5, $6, CAST($7 AS TIMESTAMP), CAST($7 AS TIMESTAMP)) RETURNING ${COLUMNS}`,
          [userId, empresaId, tela, nome, JSON.stringify(filtros), padrao ? 'S' : 'N', now],
        );
        await audit(tx, { userId, empresaId, acao: 'visao-criada', visaoId: created!.id, valores: { tela, nome, filtros, padrao } });
        return created!;
      });
      return reply.code(201).send({ response: toAnswer(row) });
    },
  );

  app.patch<{ Params: { empresaId: number; idVisao: number }; Body: Static<typeof UpdateBody> }>(
    `${base}/:idVisao`,
    {
      config: MEMBER,
      schema: {
        summary: 'Renomeia uma visão, troca seus filtros ou a torna (ou deixa de ser) a padrão da tela',
        tags,
        params: idParams,
        body: UpdateBody,
        response: { 200: Type.Object({ response: Visao }) },
      },
    },
    async (request) => {
      const { empresaId, idVisao } = request.params;
      const userId = request.user.id;
      const body = request.body;
      if (body.nome === undefined && body.filtros === undefined && body.padrao === undefined) throw httpError(400, WORKSPACE_MESSAGES.nothingToChange);
      const nome = body.nome === undefined ? undefined : cleanName(body.nome);
      const row = await app.db.transaction(async (tx) => {
        await lockUser(app.db, tx, userId);
        const current = await ownView(tx, userId, empresaId, idVisao);
        const scope = { userId, empresaId, tela: current.codigo_tela };
        if (nome !== undefined) await refuseDuplicateName(tx, scope, nome, idVisao);
        if (body.padrao) await clearDefault(tx, scope);
        const next = {
          nome: nome ?? current.nome,
          filtros: body.filtros === undefined ? current.filtros : JSON.stringify(body.filtros),
          padrao: body.padrao === undefined ? current.padrao : body.padrao ? 'S' : 'N',
        };
        const updated = await tx.one<Row>(
          `UPDATE visoes_usuario SET nome = $1, filtros = $2, padrao = $3, alterada_em = CAST($4 AS TIMESTAMP)
            WHERE id = $5 AND usuario_id = $6 RETURNING ${COLUMNS}`,
          [next.nome, next.filtros, next.padrao, utcInstant(), idVisao, userId],
        );
        await audit(tx, { userId, empresaId, acao: 'visao-alterada', visaoId: idVisao, valores: body });
        return updated!;
      });
      return { response: toAnswer(row) };
    },
  );

  app.delete<{ Params: { empresaId: number; idVisao: number } }>(
    `${base}/:idVisao`,
    { config: MEMBER, schema: { summary: 'Exclui uma visão salva', tags, params: idParams, response: { 204: { type: 'null', description: 'Visão excluída' } } } },
    async (request, reply) => {
      const { empresaId, idVisao } = request.params;
      const userId = request.user.id;
      await app.db.transaction(async (tx) => {
        await lockUser(app.db, tx, userId);
        const current = await ownView(tx, userId, empresaId, idVisao);
        await tx.run('DELETE FROM visoes_usuario WHERE id = $1 AND usuario_id = $2', [idVisao, userId]);
        await audit(tx, { userId, empresaId, acao: 'visao-excluida', visaoId: idVisao, valores: { tela: current.codigo_tela, nome: current.nome } });
      });
      return reply.code(204).send();
    },
  );
}
