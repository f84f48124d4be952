import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../http/errors.ts';
import { plainJson } from '../http/plainJson.ts';
import { schemas } from '../http/validation.ts';

/** Companies of the signed-in user, their permissions, and the Home status check (spec 1 §7). */
const EmpresasSchema = Type.Object({
  response: Type.Array(Type.Object({
    id: Type.Integer(),
    id_empresa_cliente: Type.Integer(),
    nome_fantasia: Type.String(),
    codigo_modulo: Type.Integer({ description: '1 (gestão) ou 2 (transportes): o menu da empresa.' }),
  })),
});
const PermissoesSchema = Type.Object({
  response: Type.Object({ codigo_telas_liberar: Type.Array(Type.Integer()), codigo_telas_ocultar: Type.Array(Type.Integer()) }),
});
const StatusSchema = Type.Object({ statusCode: Type.Literal(200), message: Type.String() });
const StatusDownSchema = Type.Object(
  { statusCode: Type.Literal(503), errors: Type.Array(Type.Object({ message: Type.String() }), { minItems: 1 }) },
  { description: 'A base de dados da empresa não responde.' },
);

export default async function empresasRoutes(app: FastifyInstance) {
  app.get(
    '/empresas',
    {
      config: { access: 'session' },
      schema: { summary: 'Empresas do usuário', tags: ['sessão'], response: { 200: EmpresasSchema } },
      serializerCompiler: plainJson,
    },
    async (request) => ({
      response: await app.db.all(
        `SELECT e.id, e.id_empresa_cliente, e.nome_fantasia, e.codigo_modulo
           FROM usuario_empresas ue JOIN empresas e ON e.id = ue.empresa_id
          WHERE ue.usuario_id = $1
          ORDER BY e.id`,
        [request.user.id],
      ),
    }),
  );

  app.get(
    '/empresas/:empresaId/permissoes-acesso',
    {
      config: { access: { screens: [] } },
      schema: { summary: 'Códigos de tela liberados e ocultos na empresa', tags: ['sessão'], params: schemas.empresaParams(), response: { 200: PermissoesSchema } },
      serializerCompiler: plainJson,
    },
    async (request) => ({
      response: {
        codigo_telas_liberar: request.empresa.codigo_telas_liberar,
        codigo_telas_ocultar: request.empresa.codigo_telas_ocultar,
      },
    }),
  );

  app.get(
    '/empresas/:empresaId/status-empresa',
    {
      config: { access: { screens: [] } },
      schema: { summary: 'Verifica a conexão com a base de dados da empresa', tags: ['sessão'], params: schemas.empresaParams(), response: { 200: StatusSchema, 503: StatusDownSchema } },
      serializerCompiler: plainJson,
    },
    async (request, reply) => {
      // Always asks the source now (this is what 'Reconectar' retries) and refreshes what report calls see.
      const ok = await app.dataSources.check(request.empresa);
      if (ok) return { statusCode: 200, message: MESSAGES.databaseUp };
      return reply.status(503).send({ statusCode: 503, errors: [{ message: MESSAGES.databaseDown }] });
    },
  );
}
