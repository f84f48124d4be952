import { Type, type Static } from '@sinclair/typebox';
import { ORCAMENTO_LIMITES } from './orcamentoCompra.ts';

/**
 * The supplier's quotation API (01.75.1365, spec 2 §7; server/src/routes/orcamentoCompraPublico.ts) as TypeBox
 * schemas: the body the page sends and the answers it reads. The server validates and documents with them (OpenAPI,
 * contract manifest; a test holds every answer to them); the page (src/components/orcamento-compra) imports the
 * types only, so no schema code reaches the portal's bundle.
 */
const textoOuNulo = Type.Union([Type.String(), Type.Null()]);

export const OrcamentoItemSchema = Type.Object({
  nro_item: Type.Integer(),
  produto: Type.Integer(),
  codigo_barra: textoOuNulo,
  ref_prod: textoOuNulo,
  desc_produto: Type.String(),
  unid_med: Type.String(),
  qtdade: Type.Number(),
  vlr_unit: Type.Number(),
  vlr_frete: Type.Number(),
  vlr_produtos: Type.Number({ description: 'qtdade × vlr_unit + vlr_frete (calculado pelo servidor).' }),
  vlr_st: Type.Number(),
  perc_ipi: Type.Number(),
  vlr_total_do_ipi: Type.Number({ description: '(vlr_produtos − vlr_frete) × perc_ipi / 100 (calculado pelo servidor).' }),
  vlr_desconto: Type.Number(),
  vlr_total: Type.Number({ description: 'vlr_produtos + vlr_st + vlr_total_do_ipi − vlr_desconto (calculado pelo servidor).' }),
});
export type OrcamentoItemResposta = Static<typeof OrcamentoItemSchema>;

export const OrcamentoSchema = Type.Object({
  razao_social: Type.String(),
  data_emissao: Type.String({ description: "Data 'AAAA-MM-DD'." }),
  numero: Type.Integer(),
  situacao: Type.String({ description: "'Aberto' enquanto aceita preços; 'Respondido' depois de finalizado." }),
  codigo_fornecedor: Type.Integer(),
  nome_fornecedor: Type.String(),
  finalidade: Type.String(),
  cond_pagto: textoOuNulo,
  itens: Type.Array(OrcamentoItemSchema),
});
export type OrcamentoResposta = Static<typeof OrcamentoSchema>;

/** GET …/informar-precos/{token} */
export const OrcamentoLeituraSchema = Type.Object({ response: OrcamentoSchema });
/** PUT …/informar-precos/{token}: the quotation as saved, and the message the page shows. */
export const OrcamentoGravadoSchema = Type.Object({ statusCode: Type.Literal(200), message: Type.String(), response: OrcamentoSchema });
export type OrcamentoGravado = Static<typeof OrcamentoGravadoSchema>;

const dinheiro = (nome: string) => Type.Number({ minimum: 0, maximum: ORCAMENTO_LIMITES.valor, 'x-nome': nome });

/** What the supplier types of one item: the page sends whole items; computed fields are refused, never trusted. */
export const OrcamentoItemGravacaoSchema = Type.Object(
  {
    nro_item: Type.Integer({ minimum: 1, maximum: 10_000 }),
    vlr_unit: dinheiro('vlr_unit'),
    vlr_frete: dinheiro('vlr_frete'),
    vlr_st: dinheiro('vlr_st'),
    perc_ipi: Type.Number({ minimum: 0, maximum: ORCAMENTO_LIMITES.percIpi }),
    vlr_desconto: dinheiro('vlr_desconto'),
  },
  { additionalProperties: false },
);

/** The body of PUT …/informar-precos/{token}. */
export const OrcamentoGravacaoSchema = Type.Object(
  {
    itens: Type.Array(OrcamentoItemGravacaoSchema, { maxItems: 500 }),
    // one schema with both types (not a union): its error names the field like every other (http/validation.ts)
    condicaoPagamento: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 200 })),
    finalizar: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type OrcamentoGravacao = Static<typeof OrcamentoGravacaoSchema>;
