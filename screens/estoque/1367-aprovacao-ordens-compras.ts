import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';
import { MONEY } from '../_shared/columns.ts';
import { APPROVAL_FILTER, PENDING_OPTION } from '../_shared/filters.ts';

/**
 * Aprovação de ordens de compras (spec 2 §2, §3, §4, §5, §8): the open purchase orders, loaded on open. Wider than
 * 768 px a table; up to 768 px a card per order with 'Detalhes' (its items: Produto, Qtd., UN., Total) and
 * 'Aprovar'. Número Pedido opens the modal 01.77.1368 'Pedido de compra'. Aprovar is disabled when usa_aprovacao
 * is N; success 'Sucesso' and the list reloads; failure 'Erro' + the server's text. A failed load: notification
 * 'Erro' with the 500 / other texts of spec 2 §8.
 * Issue 28 (docs/compras.md): 'Mostrar' Pendentes de aprovação (default) | Todas (`aprovacao` param); Aprovar asks
 * first with the order's supplier and total; the success text is the server's 'Ordem de compra N aprovada com
 * sucesso.' instead of the spec's 'Sucesso seu título foi aprovado' (an order is not a título).
 */
const ITEM_COLUMNS = [
  { field: 'descricao_produto', header: 'Produto', flex: 2 },
  { field: 'quantidade', header: 'Qtd.', format: 'quantity' },
  { field: 'unidade_medida', header: 'UN.' },
  { field: 'valor_total', header: 'Total', format: 'currency' },
] as const;

export default {
  code: '01.75.1367',
  title: 'Aprovação de ordens de compras',
  route: '/aprovacao-ordens-compras',
  accessCode: 1367,
  menu: { group: 'Estoque', title: 'Aprovação Ordens de Compras', order: 240 },
  messages: {
    error: { style: 'notification', title: 'Erro', text: 'Erro, favor contatar o suporte.', serverDownText: 'Erro 500, sem conexão com o servidor.' },
  },

  filters: {
    fields: [
      { ...APPROVAL_FILTER, options: [PENDING_OPTION, { value: 'todos', label: 'Todas' }] },
    ],
  },

  calls: {
    ordens: { path: '/empresas/{empresaId}/estoque/aprovado_ordem_compra', params: { aprovacao: '{filters.aprovacao}' } },
    aprovar: { path: '/empresas/{empresaId}/estoque/aprovado_ordem_compra/{row.nro_oc}', loadOn: 'action' },
  },

  panels: [
    {
      id: 'ordens',
      kind: 'table',
      call: 'ordens',
      search: true,
      showCount: true,
      pageSize: 20,
      columns: [
        { field: 'nro_oc', header: 'Número Pedido', pinned: 'left', width: 140, action: { type: 'drill', drill: 'pedido' } },
        { field: 'data_emissao', header: 'Data Emissão', format: 'date', width: 130 },
        { field: 'codigo_fornecedor', header: 'Código Fornecedor', width: 150 },
        { field: 'nome_fornecedor', header: 'Nome Fornecedor', flex: 2 },
        { field: 'valor_produtos', header: 'Valor Produtos', ...MONEY },
        { field: 'valor_servicos', header: 'Valor Serviços', ...MONEY },
        { field: 'valor_ipi', header: 'Valor IPI', ...MONEY },
        { field: 'valor_frete', header: 'Valor Frete', ...MONEY },
        { field: 'valor_icms_st', header: 'Valor ICMS ST', ...MONEY },
        { field: 'valor_descontos', header: 'Valor Descontos', ...MONEY },
        { field: 'valor_total', header: 'Valor Total', ...MONEY },
      ],
      rowActions: [
        {
          label: 'Aprovar',
          disabledWhen: { field: 'usa_aprovacao', equals: 'N' },
          action: {
            type: 'request',
            call: 'aprovar',
            method: 'PUT',
            confirm: {
              title: 'Aprovar a ordem de compra {row.nro_oc}?',
              fields: [
                { label: 'Fornecedor', value: 'nome_fornecedor' },
                { label: 'Data Emissão', value: 'data_emissao', format: 'date' },
                { label: 'Valor Total', value: 'valor_total', format: 'currency' },
              ],
            },
            // The server names the order ('Ordem de compra N aprovada com sucesso.'); the fixed text only if it says nothing.
            success: { title: 'Sucesso', textPath: 'response', text: 'Ordem de compra aprovada com sucesso.' },
            failure: { title: 'Erro' },
            reload: ['ordens'],
            when: { field: 'usa_aprovacao', notEquals: 'N' },
          },
        },
      ],
      expandable: { rowsField: 'itens', columns: [...ITEM_COLUMNS] },
      narrowCards: { title: 'Pedido {row.nro_oc}', fields: ['nro_oc', 'data_emissao', 'nome_fornecedor', 'valor_total'], detailLabel: 'Detalhes' },
    },
  ],

  drilldowns: {
    pedido: {
      code: '01.77.1368',
      title: 'Pedido de compra',
      container: 'modal',
      width: 1000,
      calls: { pedido: { path: '/empresas/{empresaId}/estoque/detalhe_ordem_compra/{row.nro_oc}' } },
      panels: [
        {
          id: 'cabecalho',
          kind: 'descriptions',
          call: 'pedido',
          items: [
            { label: 'Número Pedido', value: 'nro_oc', format: 'text' },
            { label: 'Data Emissão', value: 'data_emissao', format: 'date' },
            { label: 'Situação', value: 'situacao' },
            { label: 'Código Fornecedor', value: 'codigo_fornecedor', format: 'text' },
            { label: 'Nome Fornecedor', value: 'nome_fornecedor' },
            { label: 'Condição de Pagamento', value: 'cond_pagto', hideEmpty: true },
            { label: 'Valor Produtos', value: 'valor_produtos', format: 'currency' },
            { label: 'Valor Serviços', value: 'valor_servicos', format: 'currency' },
            { label: 'Valor IPI', value: 'valor_ipi', format: 'currency' },
            { label: 'Valor Frete', value: 'valor_frete', format: 'currency' },
            { label: 'Valor ICMS ST', value: 'valor_icms_st', format: 'currency' },
            { label: 'Valor Descontos', value: 'valor_descontos', format: 'currency' },
            { label: 'Valor Total', value: 'valor_total', format: 'currency' },
          ],
        },
        {
          id: 'itens',
          kind: 'table',
          call: 'pedido',
          dataPath: 'response.itens',
          title: 'Itens',
          pageSize: false,
          columns: [
            { field: 'codigo_produto', header: 'Código', width: 100 },
            { field: 'descricao_produto', header: 'Produto', flex: 2 },
            { field: 'quantidade', header: 'Qtd.', format: 'quantity' },
            { field: 'unidade_medida', header: 'UN.', width: 80 },
            { field: 'valor_unitario', header: 'Valor Unitário', format: 'currency' },
            { field: 'valor_total', header: 'Total', format: 'currency' },
          ],
          narrowCards: { title: '{row.descricao_produto}' },
        },
      ],
    },
  },
} satisfies ScreenDefinition;
