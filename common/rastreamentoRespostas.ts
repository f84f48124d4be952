import { Type, type Static } from '@sinclair/typebox';

/**
 * The answers of the public tracking API (spec 3 §7; server/src/routes/rastreamento), as TypeBox schemas: the server
 * puts them in the routes' `response` (the OpenAPI document and the contract manifest read them; a test holds every
 * answer to them) and the pages (src/components/rastreamento-*) read the types. One declaration for both sides.
 * The pages import types only (`import type`): no schema code reaches the portal's bundle.
 */
const texto = Type.String();
const textoOuNulo = Type.Union([Type.String(), Type.Null()]);
const dia = Type.String({ description: "Data 'AAAA-MM-DD'." });

/** One tracking occurrence, newest first: description, date and time 'HH:mm'. */
export const OcorrenciaSchema = Type.Object({ descricao: texto, data: dia, hora: Type.String({ description: "Hora 'HH:mm'." }) });
export type Ocorrencia = Static<typeof OcorrenciaSchema>;

/** …/transportadora/{hash}/dados */
export const TransportadoraRespostaSchema = Type.Object({ body: Type.Object({ razao_social: texto, nome_fantasia: texto }) });
export type TransportadoraResposta = Static<typeof TransportadoraRespostaSchema>;

/** A sender or recipient of the carrier's notes, found by CPF/CNPJ (…/documentos, …/buscar-cliremet-documento). */
export const ParteDocumentoSchema = Type.Object({ nome: texto, cnpj: Type.String({ description: 'CPF ou CNPJ, só os caracteres.' }) });
export type ParteDocumento = Static<typeof ParteDocumentoSchema>;
export const DocumentosRespostaSchema = Type.Object({ results: ParteDocumentoSchema });
export const CliremetRespostaSchema = Type.Object({ statusCode: Type.Literal(200), body: ParteDocumentoSchema });

/** One note of the carrier's search (…/buscar-nota-fiscal). */
export const NotaBuscaSchema = Type.Object({
  data_emissao: dia,
  numero_nota: Type.Integer(),
  serie_nota: texto,
  nro_pedido: textoOuNulo,
  nome_remetente: texto,
  nome_fantasia_remetente: texto,
  nome_destinatario: texto,
  nome_fantasia_destinatario: texto,
  hash: Type.String({ description: 'Identifica a nota no link do detalhe.' }),
});
export type NotaBusca = Static<typeof NotaBuscaSchema>;
export const BuscaNotasRespostaSchema = Type.Object({ body: Type.Array(NotaBuscaSchema) });

/** One note's detail (…/nota-fiscal/{nfHash}/detalhes). */
export const NotaDetalheSchema = Type.Object({
  numero_nota: Type.Integer(),
  serie_nota: texto,
  numero_pedido: textoOuNulo,
  data_emissao: dia,
  peso_bruto: Type.Number(),
  valor_nota: Type.Number(),
  remetente: Type.Object({ nome: texto }),
  destinatario: Type.Object({ nome: texto }),
  ocorrencias: Type.Array(Type.Composite([Type.Object({ codigo: Type.Integer() }), OcorrenciaSchema])),
});
export type NotaDetalhe = Static<typeof NotaDetalheSchema>;
export const DetalheRespostaSchema = Type.Object({ data: Type.Object({ body: NotaDetalheSchema }) });

/** Simple tracking: the carrier and the sender of a sender's link (…/dados_transporte/{hash}). */
export const DadosTransporteRespostaSchema = Type.Object({
  data: Type.Object({ result: Type.Object({ transportadora: Type.Object({ nome: texto }), remetente: Type.Object({ nome: texto }) }) }),
});
export type DadosTransporteResposta = Static<typeof DadosTransporteRespostaSchema>;

/** Simple tracking: the sender's notes of one number (…/nota_fiscal/{hash}). */
const parteSimples = Type.Object({ cnpj: texto, nome_fantasia: texto });
export const NotaSimplesSchema = Type.Object({
  numero: Type.Integer(),
  serie: texto,
  data_emissao: dia,
  remetente: parteSimples,
  destinatario: parteSimples,
  ocorrencias: Type.Array(OcorrenciaSchema),
});
export type NotaSimples = Static<typeof NotaSimplesSchema>;
export const NotasSimplesRespostaSchema = Type.Object({ data: Type.Object({ result: Type.Array(NotaSimplesSchema) }) });
