import { Type, type TProperties } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../../http/errors.ts';
import { plainJson } from '../../http/plainJson.ts';
import { problemaDaBusca, type BuscaNotas } from '../../../../common/rastreamento.ts';
import {
  BuscaNotasRespostaSchema, CliremetRespostaSchema, DadosTransporteRespostaSchema, DetalheRespostaSchema, DocumentosRespostaSchema,
  NotasSimplesRespostaSchema, TransportadoraRespostaSchema,
} from '../../../../common/rastreamentoRespostas.ts';
import { carrierOf, invoiceDetail, partyOf, searchInvoices, senderLinkOf, senderNotes } from './queries.ts';

/**
 * The public tracking API (spec 3 §7; pages 02.79.1496, 02.79.1497, simple tracking): no sign-in, scoped by the
 * hash in the path, limited per address (server/src/plugins/rateLimit.ts). docs/rastreamento.md has the
 * decisions (hash size, the search criteria, the 90-day bound).
 */
/** Per address, all tracking routes together (server/src/plugins/rateLimit.ts): a person searching never gets near it. */
export const RASTREAMENTO_RATE_LIMIT = { bucket: 'rastreamento', max: 120, windowSeconds: 60 };
// the answers are documented by their schemas (common/rastreamentoRespostas.ts) and sent as JSON.stringify writes them
const PUBLIC = { config: { access: 'public' as const, rateLimit: RASTREAMENTO_RATE_LIMIT }, serializerCompiler: plainJson };
const tags = ['rastreamento'];
const hash = Type.String({ minLength: 1, maxLength: 128 });
const text = (maxLength = 60) => Type.String({ maxLength });
const hashParams = (more: TProperties = {}) => Type.Object({ hash, ...more });

export default async function rastreamentoRoutes(app: FastifyInstance) {
  const base = '/v2/logistica/rastreamento/transportadora/:hash';

  app.get<{ Params: { hash: string } }>(
    `${base}/dados`,
    { ...PUBLIC, schema: { summary: 'Dados da transportadora do link público', tags, params: hashParams(), response: { 200: TransportadoraRespostaSchema } } },
    async (request) => {
      const c = await carrierOf(app.db, request.params.hash);
      return { body: { razao_social: c.razao_social, nome_fantasia: c.nome_fantasia } };
    },
  );

  // the document lookups: only parties of this carrier's notes are found (no directory of names by CPF/CNPJ)
  app.get<{ Params: { hash: string }; Querystring: { doc: string } }>(
    `${base}/documentos`,
    {
      ...PUBLIC,
      schema: {
        summary: 'Remetente/destinatário travado pela URL',
        tags,
        params: hashParams(),
        querystring: Type.Object({ doc: text(20) }),
        response: { 200: DocumentosRespostaSchema },
      },
    },
    async (request) => ({ results: await partyOf(app.db, await carrierOf(app.db, request.params.hash), request.query.doc) }),
  );

  app.get<{ Params: { hash: string }; Querystring: { document: string } }>(
    `${base}/buscar-cliremet-documento`,
    {
      ...PUBLIC,
      schema: {
        summary: 'Nome do remetente/destinatário pelo CPF/CNPJ',
        tags,
        params: hashParams(),
        querystring: Type.Object({ document: text(20) }),
        response: { 200: CliremetRespostaSchema },
      },
    },
    async (request) => ({ statusCode: 200, body: await partyOf(app.db, await carrierOf(app.db, request.params.hash), request.query.document) }),
  );

  app.get<{ Params: { hash: string }; Querystring: BuscaNotas }>(
    `${base}/buscar-nota-fiscal`,
    {
      ...PUBLIC,
      schema: {
        summary: 'Notas fiscais da transportadora por número, pedido ou documento com período (DD/MM/AAAA)',
        tags,
        params: hashParams(),
        querystring: Type.Object({
          invoiceNumber: Type.Optional(Type.String({ pattern: '^\\s*\\d{1,9}\\s*$' })),
          invoiceSeries: Type.Optional(text(10)),
          orderNumber: Type.Optional(text(30)),
          senderDocument: Type.Optional(text(20)),
          recipientDocument: Type.Optional(text(20)),
          periodFrom: Type.Optional(text(10)),
          periodTo: Type.Optional(text(10)),
        }),
        response: { 200: BuscaNotasRespostaSchema },
      },
    },
    async (request) => {
      const carrier = await carrierOf(app.db, request.params.hash);
      const problem = problemaDaBusca(request.query, app.today());
      if (problem) throw httpError(400, problem);
      return { body: await searchInvoices(app.db, carrier, request.query) };
    },
  );

  app.get<{ Params: { hash: string; nfHash: string } }>(
    `${base}/nota-fiscal/:nfHash/detalhes`,
    { ...PUBLIC, schema: { summary: 'Detalhe e ocorrências de uma nota fiscal', tags, params: hashParams({ nfHash: hash }), response: { 200: DetalheRespostaSchema } } },
    async (request) => {
      const carrier = await carrierOf(app.db, request.params.hash);
      return { data: { body: await invoiceDetail(app.db, carrier, request.params.nfHash) } };
    },
  );

  // simple tracking: the hash is a sender's link (links_rastreamento_remetente)
  app.get<{ Params: { hash: string } }>(
    '/logistica/rastreamento/dados_transporte/:hash',
    { ...PUBLIC, schema: { summary: 'Transportadora e remetente do link de rastreamento', tags, params: hashParams(), response: { 200: DadosTransporteRespostaSchema } } },
    async (request) => {
      const link = await senderLinkOf(app.db, request.params.hash);
      return { data: { result: { transportadora: { nome: link.transportadora }, remetente: { nome: link.remetente } } } };
    },
  );

  app.get<{ Params: { hash: string }; Querystring: { nro_nota: string; serie_nota?: string } }>(
    '/logistica/rastreamento/nota_fiscal/:hash',
    {
      ...PUBLIC,
      schema: {
        summary: 'Notas do remetente pelo número (e série), com ocorrências',
        tags,
        params: hashParams(),
        querystring: Type.Object({ nro_nota: Type.String({ pattern: '^\\d{1,9}$' }), serie_nota: Type.Optional(text(10)) }),
        response: { 200: NotasSimplesRespostaSchema },
      },
    },
    async (request) => {
      const link = await senderLinkOf(app.db, request.params.hash);
      const serie = request.query.serie_nota?.trim() || undefined;
      return { data: { result: await senderNotes(app.db, link, Number(request.query.nro_nota), serie) } };
    },
  );
}
