import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';

/** Item fields of a purchase order (spec 2 §3 plus valor_total, the cards' 'Total'). */
export const ITEM_ROW = {
  codigo_produto: col.integer(),
  descricao_produto: col.text(),
  quantidade: col.number(),
  unidade_medida: col.text(),
  valor_unitario: col.number(),
  valor_total: col.number(),
};

/** Header fields of a purchase order (spec 2 §3). */
export const ORDEM_ROW = {
  nro_oc: col.integer(),
  data_emissao: col.date(),
  codigo_fornecedor: col.integer(),
  nome_fornecedor: col.text(),
  valor_produtos: col.number(),
  valor_servicos: col.number(),
  valor_ipi: col.number(),
  valor_frete: col.number(),
  valor_icms_st: col.number(),
  valor_descontos: col.number(),
  valor_total: col.number(),
  situacao: col.text(),
  usa_aprovacao: col.oneOf('S', 'N'),
};

/**
 * The open purchase orders of Aprovação de ordens de compras (01.75.1367), each with its items (the phone cards'
 * 'Detalhes'). The approval itself: routes/ordensCompraAprovacao.ts. `aprovacao=pendentes` (issue 28, the screen's
 * default) keeps the orders awaiting approval; absent or 'todos' is the spec's list.
 */
export default defineReport({
  path: '/empresas/:empresaId/estoque/aprovado_ordem_compra',
  access: [1367],
  summary: 'Ordens de compra em aberto (a aprovar e sem aprovação), com os itens',
  tags: ['estoque'],
  query: Type.Object({ aprovacao: param.approvalChoice() }),
  envelope: 'response',
  shape: {
    list: 'aprovado-ordem-compra.sql',
    row: Type.Object(ORDEM_ROW),
    nest: {
      itens: {
        list: 'aprovado-ordem-compra-itens.sql',
        parentKey: 'nro_oc',
        childKey: 'ordem_compra_id',
        omitKey: true,
        row: Type.Object(ITEM_ROW),
      },
    },
  },
  examples: [{}, { query: { aprovacao: 'pendentes' } }],
});
