import { NO_CODE } from '../../definition/screen-meta.ts';
import type { EngineExample } from '../../engineExample.ts';

const MONEY = { format: 'currency' } as const;

/** Purchase orders of 01.75.1367 (spec 2 Purchase order, with its items). */
export const PEDIDOS = [
  {
    nro_oc: 20431, data_emissao: '2026-11-19', codigo_fornecedor: 3310, nome_fornecedor: 'AÇOS FORTALEZA COMÉRCIO DE METAIS LTDA', valor_produtos: 18250, valor_servicos: 0, valor_ipi: 912.5, valor_frete: 450, valor_icms_st: 0, valor_descontos: 250, valor_total: 19362.5, situacao: 'Aberta', usa_aprovacao: 'S',
    itens: [
      { codigo_produto: 'MP-1020', descricao_produto: 'CHAPA AÇO 1020 3MM', quantidade: 1200, unidade_medida: 'KG', valor_unitario: 9.8, valor_total: 11760 },
      { codigo_produto: 'MP-1045', descricao_produto: 'BARRA REDONDA 1045 1"', quantidade: 550, unidade_medida: 'KG', valor_unitario: 11.8, valor_total: 6490 },
    ],
  },
  {
    nro_oc: 20436, data_emissao: '2026-11-20', codigo_fornecedor: 4102, nome_fornecedor: 'TRANSPORTADORA RÁPIDO SUL', valor_produtos: 0, valor_servicos: 3200, valor_ipi: 0, valor_frete: 0, valor_icms_st: 0, valor_descontos: 0, valor_total: 3200, situacao: 'Aberta', usa_aprovacao: 'N',
    itens: [{ codigo_produto: 'SV-010', descricao_produto: 'FRETE DEDICADO CAMPINAS', quantidade: 1, unidade_medida: 'SV', valor_unitario: 3200, valor_total: 3200 }],
  },
  {
    nro_oc: 20440, data_emissao: '2026-11-21', codigo_fornecedor: 2875, nome_fornecedor: 'PARAFUSOS E FIXAÇÕES BRASIL EIRELI', valor_produtos: 1875.4, valor_servicos: 0, valor_ipi: 93.77, valor_frete: 60, valor_icms_st: 112.52, valor_descontos: 0, valor_total: 2141.69, situacao: 'Aberta', usa_aprovacao: 'S',
    itens: [{ codigo_produto: 'FX-M8', descricao_produto: 'PARAFUSO SEXTAVADO M8 X 30', quantidade: 5000, unidade_medida: 'UN', valor_unitario: 0.375, valor_total: 1875.4 }],
  },
];

/** Time entries of 01.77.1338 grouped per operator (spec 2 Operator time entry). */
const APONTAMENTOS = [
  {
    id_operador: 12, nome_operador: 'CARLOS ALBERTO',
    apontamentos: [
      { desc_maquina: 'TORNO CNC 01', desc_processo: 'USINAGEM', desc_prod_acabado: 'EIXO TRANSMISSÃO 1.200MM', numero_op: 45871, data_inicio: '2026-11-20T07:10:00', data_final: '2026-11-20T11:25:00', tempo: '04:15:00', tempo_segundos: 15300, tempo_por_qt_previsto: '00:06:00', tempo_por_qt_real: '00:06:22', tempo_real_x_prev: '-00:00:22', qtdade_produziu: 40, qtdade_perdeu: 1, finalizou_processo: 'S' },
      { desc_maquina: 'TORNO CNC 01', desc_processo: 'ACABAMENTO', desc_prod_acabado: 'EIXO TRANSMISSÃO 1.200MM', numero_op: 45871, data_inicio: '2026-11-20T13:00:00', data_final: '2026-11-20T22:40:00', tempo: '09:40:00', tempo_segundos: 34800, tempo_por_qt_previsto: '00:15:00', tempo_por_qt_real: '00:14:30', tempo_real_x_prev: '00:00:30', qtdade_produziu: 40, qtdade_perdeu: 0, finalizou_processo: 'N' },
    ],
  },
  {
    id_operador: 17, nome_operador: 'MARIA JOSÉ',
    apontamentos: [
      { desc_maquina: 'SOLDA MIG 03', desc_processo: 'SOLDAGEM', desc_prod_acabado: 'SUPORTE MOTOR REFORÇADO', numero_op: 45880, data_inicio: '2026-11-20T06:00:00', data_final: '2026-11-20T08:05:00', tempo: '02:05:00', tempo_segundos: 7500, tempo_por_qt_previsto: '00:05:00', tempo_por_qt_real: '00:05:00', tempo_real_x_prev: '00:00:00', qtdade_produziu: 25, qtdade_perdeu: 0, finalizou_processo: 'S' },
    ],
  },
];

/** ABC products of 01.76.1329 (spec 2 ABC product row; quantity type adds the quantity percentages). */
const PRODUTOS = [
  { id_produto: 501, desc_produto: 'QUEIJO MUSSARELA KG', unidade_medida: 'KG', quantidade_liquida: 12850.5, valor_total_liquido: 398365.5, perc_vendas: 31.2, perc_acumulado: 31.2, perc_quatidade_vendas: 22.4, perc_acumulado_quantidade: 22.4, classe: 'A' },
  { id_produto: 517, desc_produto: 'PRESUNTO COZIDO FATIADO 200G', unidade_medida: 'PCT', quantidade_liquida: 20410, valor_total_liquido: 244920, perc_vendas: 19.18, perc_acumulado: 50.38, perc_quatidade_vendas: 35.6, perc_acumulado_quantidade: 58, classe: 'A' },
  { id_produto: 533, desc_produto: 'REQUEIJÃO CREMOSO 220G', unidade_medida: 'UN', quantidade_liquida: 9800, valor_total_liquido: 68600, perc_vendas: 5.37, perc_acumulado: 86.1, perc_quatidade_vendas: 17.1, perc_acumulado_quantidade: 90.2, classe: 'B' },
];

export const examples: EngineExample[] = [
  {
    name: 'Cartões em tela estreita (1367)',
    doc: "Aprovação de ordens de compras: até 768 px cada pedido vira um cartão com 'Detalhes' (itens: Produto, Qtd., UN., Total); acima, a tabela com Número Pedido fixo à esquerda. 'Itens' abre um drawer de 60vw (95vw no celular).",
    definition: {
      code: NO_CODE,
      title: 'Exemplo: table (cartões e drawer)',
      route: '/exemplos/table-cartoes',
      accessCode: null,
      calls: { pedidos: { path: '/empresas/{empresaId}/estoque/ordens-compras' } },
      panels: [
        {
          id: 'pedidos',
          kind: 'table',
          call: 'pedidos',
          search: true,
          showCount: true,
          pageSize: 10,
          defaultSort: { field: 'data_emissao', dir: 'desc' },
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
          rowActions: [{ label: 'Itens', icon: 'unordered-list', action: { type: 'drill', drill: 'itens' } }],
          expandable: {
            rowsField: 'itens',
            columns: [
              { field: 'descricao_produto', header: 'Produto' },
              { field: 'quantidade', header: 'Qtd.', format: 'quantity' },
              { field: 'unidade_medida', header: 'UN.' },
              { field: 'valor_total', header: 'Total', format: 'currency' },
            ],
          },
          narrowCards: { title: 'Pedido {row.nro_oc}', fields: ['nro_oc', 'data_emissao', 'nome_fornecedor', 'valor_total'], detailLabel: 'Detalhes' },
        },
      ],
      drilldowns: {
        pedido: {
          code: '01.77.1368',
          title: 'Pedido de compra',
          container: 'modal',
          panels: [{ kind: 'text', text: 'Pedido {row.nro_oc} - {row.nome_fornecedor}', style: 'heading' }],
        },
        itens: {
          title: 'Itens do pedido {row.nro_oc}',
          container: 'drawer',
          width: '60vw',
          narrowWidth: '95vw',
          panels: [
            {
              kind: 'table',
              dataPath: 'row.itens',
              pageSize: false,
              columns: [
                { field: 'codigo_produto', header: 'Código' },
                { field: 'descricao_produto', header: 'Produto', flex: 2 },
                { field: 'quantidade', header: 'Qtd.', format: 'quantity' },
                { field: 'unidade_medida', header: 'UN.' },
                { field: 'valor_unitario', header: 'Valor Unitário', format: 'currency' },
                { field: 'valor_total', header: 'Total', format: 'currency' },
              ],
              narrowCards: { title: '{row.descricao_produto}' },
            },
          ],
        },
      },
    },
    answers: { 'GET /empresas/1/estoque/ordens-compras': { response: PEDIDOS } },
    shows: ['AÇOS FORTALEZA COMÉRCIO DE METAIS LTDA', 'R$ 19.362,50'],
  },
  {
    name: 'Uma tabela por operador (1338)',
    doc: "Apontamento por operador: uma tabela por operador (groupBy rowsField 'apontamentos'); Tempo total ordena pelos segundos (sortField); Diferença vermelha quando começa com '-'.",
    definition: {
      code: NO_CODE,
      title: 'Exemplo: table (groupBy)',
      route: '/exemplos/table-grupos',
      accessCode: null,
      calls: { apontamentos: { path: '/empresas/{empresaId}/pcp/apontamentos' } },
      panels: [
        {
          kind: 'table',
          call: 'apontamentos',
          groupBy: { rowsField: 'apontamentos', title: '{row.id_operador} - {row.nome_operador}' },
          pageSize: 20,
          columns: [
            { field: 'desc_maquina', header: 'Recurso' },
            { field: 'desc_processo', header: 'Processo' },
            { field: 'desc_prod_acabado', header: 'Produto', flex: 2 },
            { field: 'numero_op', header: 'Numero op', width: 110 },
            { field: 'data_inicio', header: 'Data inicial', format: 'datetime', width: 150 },
            { field: 'data_final', header: 'Data final', format: 'datetime', width: 150 },
            { field: 'tempo', header: 'Tempo total', sortField: 'tempo_segundos', width: 120 },
            { field: 'tempo_por_qt_previsto', header: 'Tempo prev. unid.', width: 130 },
            { field: 'tempo_por_qt_real', header: 'Tempo real unid.', width: 130 },
            { field: 'tempo_real_x_prev', header: 'Diferença', color: 'sign', width: 120 },
            { field: 'qtdade_produziu', header: 'Quantidade produzida', format: 'quantity' },
            { field: 'qtdade_perdeu', header: 'Quantidade perdida', format: 'quantity' },
            { field: 'finalizou_processo', header: 'Finalizou processo', format: 'flag', width: 130 },
          ],
        },
      ],
    },
    answers: { 'GET /empresas/1/pcp/apontamentos': { response: APONTAMENTOS } },
    shows: ['12 - CARLOS ALBERTO', '17 - MARIA JOSÉ', 'SUPORTE MOTOR REFORÇADO'],
  },
  {
    name: 'Colunas pelo filtro Tipo (1329)',
    doc: "Curva ABC Produtos: as colunas de valor ou de quantidade aparecem conforme o filtro Tipo (valor padrão, quantidade).",
    definition: {
      code: NO_CODE,
      title: 'Exemplo: table (colunas por filtro)',
      route: '/exemplos/table-colunas',
      accessCode: null,
      filters: {
        fields: [
          { name: 'tipo', label: 'Tipo', widget: 'radio', default: 'valor', options: [{ value: 'valor', label: 'Valor' }, { value: 'quantidade', label: 'Quantidade' }] },
        ],
      },
      calls: { produtos: { path: '/empresas/{empresaId}/faturamento/curva-abc-produtos', params: { tipo: '{filters.tipo}' } } },
      panels: [
        {
          kind: 'table',
          call: 'produtos',
          columns: [
            { field: 'id_produto', header: 'ID Produto', width: 110 },
            { field: 'desc_produto', header: 'Descrição Produto', flex: 2 },
            { field: 'unidade_medida', header: 'UND', width: 80 },
            { field: 'valor_total_liquido', header: 'Valor Total Vendas', format: 'currency', showWhen: { filter: 'tipo', equals: 'valor' } },
            { field: 'perc_vendas', header: '% Vendas', format: 'percent', showWhen: { filter: 'tipo', equals: 'valor' } },
            { field: 'perc_acumulado', header: '% Acumulado', format: 'percent', showWhen: { filter: 'tipo', equals: 'valor' } },
            { field: 'quantidade_liquida', header: 'Quantidade Total Vendas', format: 'quantity', showWhen: { filter: 'tipo', equals: 'quantidade' } },
            { field: 'perc_quatidade_vendas', header: '% Quantidade', format: 'percent', showWhen: { filter: 'tipo', equals: 'quantidade' } },
            { field: 'perc_acumulado_quantidade', header: '% Acumulado Quantidade', format: 'percent', showWhen: { filter: 'tipo', equals: 'quantidade' } },
            { field: 'classe', header: 'Classe', width: 90, color: { map: { A: 'green', B: 'gold', C: 'red' }, tag: true } },
          ],
        },
      ],
    },
    answers: { 'GET /empresas/1/faturamento/curva-abc-produtos': { response: PRODUTOS } },
    shows: ['Valor Total Vendas', 'QUEIJO MUSSARELA KG', 'R$ 398.365,50'],
  },
];
