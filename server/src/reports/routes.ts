import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { plainJson } from '../http/plainJson.ts';
import { EMPRESA_ID_SCHEMA } from '../http/validation.ts';
import type { Envelope, Example, Shape } from './declaration.ts';
import { discoverReports } from './discover.ts';
import { refuseUnknownQuery } from './params.ts';
import { reloadSql } from './sqlReload.ts';
import { resolveExample } from './examples.ts';
import { reportJson, type LoadedReport } from './runReport.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Parameter sets a declared report is run with by the tests (declaration `examples`). */
    examples?: Example[];
    /** The declaration file of a declared report route. */
    report?: string;
  }
}

/** The OpenAPI schema of an answer: the shape's row schemas inside the envelope. */
function shapeSchema(shape: Shape): TSchema {
  if ('object' in shape) {
    const members = Type.Object(Object.fromEntries(Object.entries(shape.object).map(([k, s]) => [k, shapeSchema(s)])));
    return shape.fields ? Type.Composite([shape.fields.row, members]) : members;
  }
  if ('one' in shape) return Type.Union([shape.row, Type.Null()]);
  const nested = Object.fromEntries(Object.entries(shape.nest ?? {}).map(([k, s]) => [k, shapeSchema(s)]));
  return Type.Array(Object.keys(nested).length ? Type.Composite([shape.row, Type.Object(nested)]) : shape.row);
}

function envelopeSchema(envelope: Envelope, body: TSchema): TSchema {
  if (!envelope) return body;
  return envelope.split('.').reduceRight<TSchema>((inner, key) => Type.Object({ [key]: inner }), body);
}


/** Registers one declared report as a GET route (guarded by its screen codes like every other route). */
export function registerReport(app: FastifyInstance, report: LoadedReport): void {
  const d = report.declaration;
  const readsUser = [...report.sql.values()].some((sql) => sql.names.includes('usuarioId'));
  app.get<{ Params: Record<string, unknown> & { empresaId: number }; Querystring: Record<string, unknown> }>(
    d.path,
    {
      // examples with '{today-30}' resolved against the business date: concrete { params?, query? } sets
      config: { access: { screens: d.access }, examples: d.examples.map((e) => resolveExample(e, app.today())), report: report.file },
      schema: {
        summary: d.summary,
        description: d.description,
        tags: d.tags,
        params: Type.Object({ empresaId: Type.Integer(EMPRESA_ID_SCHEMA), ...d.params?.properties }),
        ...(d.query ? { querystring: d.query } : {}),
        response: { 200: envelopeSchema(d.envelope, shapeSchema(d.shape)) },
      },
      serializerCompiler: plainJson,
      // before the schema, which would drop an undeclared key: refused with a 400 naming it (params.ts)
      preValidation: async (request) => refuseUnknownQuery(d.query, request.query),
    },
    async (request, reply) => {
      if (app.appConfig.reloadSql) reloadSql(report);
      const { empresaId, ...params } = request.params;
      const today = app.today();
      const usuarioId = request.user?.id;
      // answered from the result cache when an identical request of the company (and of the user, for a report
      // reading $usuarioId) is fresh (resultCache.ts)
      return app.reportCache.answer(request, reply, empresaId, today, (sink) =>
        reportJson(report, app.db, { empresaId, today, timeZone: app.appConfig.timeZone, usuarioId, params, query: request.query ?? {} }, sink), readsUser ? usuarioId : undefined);
    },
  );
}

/** The route module of every declared report (server/src/reports/<area>/*.report.ts). */
export default async function reportRoutes(app: FastifyInstance) {
  for (const report of await discoverReports()) registerReport(app, report);
}
