import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';
import { MONEY } from '../_shared/columns.ts';
import { DETAIL_TABLE, LOG_ERRORS } from '../_shared/drilldowns.ts';
import { DASHBOARD_PERIOD_PARAMS } from '../_shared/params.ts';

/**
 * Dashboard Financeiro (spec 1 §2.6, §2.7, §7, §8, §9): three groups of four cards, balances,
 * cash flow (table + chart, 10..120 days or a free number) and the detail modals 1333/1334/1335,
 * each by period (the card) or by a single day (a cash-flow cell).
 */

// Shared pieces (screens/_shared) are plain data: the definition stays data the validator reads whole.
export default {
  code: '01.74.1325',
  title: 'Dashboard Financeiro',
  route: '/dashboard_financeiro',
  accessCode: 1325,
  menu: { group: 'Financeiro', title: 'Dashboard', order: 70 },

  filters: {
    fields: [
      {
        name: 'dias',
        label: 'Período (dias)',
        widget: 'radio',
        default: 10,
        options: [
          { value: 10, label: '10 dias' },
          { value: 20, label: '20 dias' },
          { value: 30, label: '30 dias' },
          { value: 60, label: '60 dias' },
          { value: 90, label: '90 dias' },
          { value: 120, label: '120 dias' },
        ],
        free: { label: 'Outro número de dias', placeholder: 'Dias' },
      },
    ],
  },

  calls: {
    resumo: { path: '/intercarg/dashboard_financeiro/{empresaId}' },
    saldos: { path: '/saldo-disponibilidade/{empresaId}' },
    fluxo: { path: '/empresas/{empresaId}/financeiro/fluxo-caixa', params: { dias: '{filters.dias}' }, requires: ['dias'] },
  },

  panels: [
    {
      id: 'cards',
      kind: 'cards',
      call: 'resumo',
      groups: [
        {
          title: 'Titulos a receber',
          cards: [
            { label: 'Vencidos', value: 'titulos_receber.receber_vencidos', ...MONEY, tone: 'danger', action: { type: 'drill', drill: 'receber', with: { periodo: 'vencidos' }, when: 'positive' } },
            { label: 'Vence Hoje', value: 'titulos_receber.receber_vence_hoje', ...MONEY, tone: 'warning', action: { type: 'drill', drill: 'receber', with: { periodo: 'hoje' }, when: 'positive' } },
            { label: 'Vence em Sete Dias', value: 'titulos_receber.receber_vence_sete_dias', ...MONEY, tone: 'info', action: { type: 'drill', drill: 'receber', with: { periodo: 'vence_sete_dias' }, when: 'positive' } },
            { label: 'Vence em Trinta Dias', value: 'titulos_receber.receber_vence_30_dias', ...MONEY, tone: 'success', action: { type: 'drill', drill: 'receber', with: { periodo: 'vence_trinta_dias' }, when: 'positive' } },
          ],
        },
        {
          title: 'Cheques a receber',
          cards: [
            { label: 'Cheque Vencidos', value: 'titulos_receber.receber_ch_vencidos', ...MONEY, tone: 'danger', action: { type: 'drill', drill: 'cheque', with: { periodo: 'vencidos' }, when: 'positive' } },
            { label: 'Cheque Vence Hoje', value: 'titulos_receber.receber_ch_vence_hoje', ...MONEY, tone: 'warning', action: { type: 'drill', drill: 'cheque', with: { periodo: 'hoje' }, when: 'positive' } },
            { label: 'Cheque Vence em Sete Dias', value: 'titulos_receber.receber_ch_vence_sete_dias', ...MONEY, tone: 'info', action: { type: 'drill', drill: 'cheque', with: { periodo: 'vence_sete_dias' }, when: 'positive' } },
            { label: 'Cheque Vence em Trinta Dias', value: 'titulos_receber.receber_ch_vence_30_dias', ...MONEY, tone: 'success', action: { type: 'drill', drill: 'cheque', with: { periodo: 'vence_trinta_dias' }, when: 'positive' } },
          ],
        },
        {
          title: 'Titulos a pagar',
          cards: [
            { label: 'Vencidos', value: 'titulos_pagar.pagar_vencidos', ...MONEY, tone: 'danger', action: { type: 'drill', drill: 'pagar', with: { periodo: 'vencidos' }, when: 'positive' } },
            { label: 'Vence Hoje', value: 'titulos_pagar.pagar_vence_hoje', ...MONEY, tone: 'warning', action: { type: 'drill', drill: 'pagar', with: { periodo: 'hoje' }, when: 'positive' } },
            { label: 'Vence em Sete Dias', value: 'titulos_pagar.pagar_vence_sete_dias', ...MONEY, tone: 'info', action: { type: 'drill', drill: 'pagar', with: { periodo: 'vence_sete_dias' }, when: 'positive' } },
            { label: 'Vence em Trinta Dias', value: 'titulos_pagar.pagar_vence_30_dias', ...MONEY, tone: 'success', action: { type: 'drill', drill: 'pagar', with: { periodo: 'vence_trinta_dias' }, when: 'positive' } },
          ],
        },
      ],
    },
    { id: 'dias', kind: 'filters' },
    {
      id: 'fluxo',
      kind: 'table',
      title: 'Fluxo de Caixa',
      // a phone keeps the day and its balance in view
      phone: { value: 'saldo_dia' },
      call: 'fluxo',
      showCount: true,
      columns: [
        { field: 'data_vencimento', header: 'Data', format: 'date', width: 110 },
        { field: 'Dia_Semana', header: 'Dia da Semana', width: 130 },
        { field: 'valor_tit_rec', header: 'Títulos a Receber', ...MONEY, action: { type: 'drill', drill: 'receber', with: { periodo: 'dia' }, when: 'positive' } },
        { field: 'valor_cheques', header: 'Cheques', ...MONEY, action: { type: 'drill', drill: 'cheque', with: { periodo: 'dia' }, when: 'positive' } },
        { field: 'valor_tit_pag', header: 'Títulos a Pagar', ...MONEY, action: { type: 'drill', drill: 'pagar', with: { periodo: 'dia' }, when: 'positive' } },
        { field: 'saldo_dia', header: 'Saldo do Dia', ...MONEY, color: 'sign' },
        { field: 'saldo_acumulado', header: 'Saldo Acumulado', ...MONEY, color: 'sign' },
      ],
    },
    {
      id: 'saldos',
      kind: 'table',
      title: 'Saldos Disponibilidades',
      call: 'saldos',
      span: 12,
      pageSize: false,
      columns: [
        { field: 'codigo_acesso', header: 'Código de Acesso', width: 150 },
        { field: 'descricao', header: 'Conta', flex: 2 },
        { field: 'saldo', header: 'Saldo', ...MONEY, color: 'sign', width: 160 },
      ],
      totals: { label: 'Total', fields: ['saldo'] },
    },
    {
      id: 'grafico-fluxo',
      kind: 'chart',
      span: 12,
      title: 'Grafico do Fluxo de Caixa',
      call: 'fluxo',
      label: 'Gráfico do fluxo de caixa: saldo do dia e saldo acumulado por data',
      height: 320,
      preset: {
        type: 'line',
        x: { field: 'data_vencimento', label: 'Data' },
        series: [
          { field: 'saldo_dia', label: 'Saldo do Dia', color: '#0958d9' },
          { field: 'saldo_acumulado', label: 'Saldo Acumulado', color: '#237804' },
        ],
        y: { label: 'Valor (R$)', format: 'currency' },
      },
    },
  ],

  drilldowns: {
    receber: {
      code: '01.74.1333',
      title: 'Titulos a receber',
      messages: LOG_ERRORS,
      calls: { titulos: { path: '/titulos-receber/{empresaId}', params: DASHBOARD_PERIOD_PARAMS } },
      panels: [
        {
          kind: 'table',
          call: 'titulos',
          ...DETAIL_TABLE,
          totals: { label: 'Total', fields: ['valor', 'saldo', 'vlr_descontado', 'vlr_liquido'] },
          columns: [
            { field: 'dataEmissao', header: 'Data Emissão', format: 'date' },
            { field: 'dataVencimento', header: 'Data Vencimento', format: 'date' },
            { field: 'diasAtraso', header: 'Dias Atraso', format: 'integer' },
            { field: 'nroTitulo', header: 'Nº Título' },
            { field: 'nroParcela', header: 'Parcela' },
            { field: 'serie', header: 'Série' },
            { field: 'valor', header: 'Valor', ...MONEY },
            { field: 'saldo', header: 'Saldo', ...MONEY },
            { field: 'vlr_descontado', header: 'Valor Descontado', ...MONEY },
            { field: 'vlr_liquido', header: 'Valor Líquido', ...MONEY },
            { field: 'nroDocOrigem', header: 'Nº Doc. Origem', hidden: true },
            { field: 'tipoDocOrigem', header: 'Tipo Doc. Origem', hidden: true },
            { field: 'nroDFe', header: 'Nº DF-e', hidden: true },
            { field: 'tipoDFe', header: 'Tipo DF-e', hidden: true },
            { field: 'idCliente', header: 'ID Cliente' },
            { field: 'nomeCliente', header: 'Nome Cliente', flex: 2 },
            { field: 'observacao', header: 'Observação', hidden: true },
          ],
        },
      ],
    },
    cheque: {
      code: '01.74.1334',
      title: 'Titulos a receber cheque',
      messages: LOG_ERRORS,
      calls: { cheques: { path: '/titulos-receber-cheque/{empresaId}', params: DASHBOARD_PERIOD_PARAMS } },
      panels: [
        {
          kind: 'table',
          call: 'cheques',
          ...DETAIL_TABLE,
          totals: { label: 'Total', fields: ['valor'] },
          columns: [
            { field: 'data_emissao', header: 'Data Emissão', format: 'date' },
            { field: 'bom_para', header: 'Bom Para', format: 'date' },
            { field: 'dias_atraso', header: 'Dias Atraso', format: 'integer' },
            { field: 'nro_controle', header: 'Nº Controle' },
            { field: 'banco', header: 'Banco' },
            { field: 'agencia', header: 'Agência' },
            { field: 'conta', header: 'Conta' },
            { field: 'nro_cheque', header: 'Nº Cheque' },
            { field: 'valor', header: 'Valor', ...MONEY },
            { field: 'id_cliente', header: 'ID Cliente' },
            { field: 'nome_cliente', header: 'Nome Cliente', flex: 2 },
            { field: 'cpf_cnpj_emissor', header: 'CPF/CNPJ Emissor', format: 'cpfCnpj', hidden: true },
            { field: 'emissor', header: 'Emissor', hidden: true },
            { field: 'sit_conta', header: 'Sit. Conta', hidden: true },
            { field: 'situacao_atual', header: 'Situação Atual', hidden: true },
            { field: 'descricao_situacao_atual', header: 'Situação' },
          ],
        },
      ],
    },
    pagar: {
      code: '01.74.1335',
      title: 'Titulos pagar',
      messages: LOG_ERRORS,
      calls: {
        titulos: { path: '/titulos-pagar/{empresaId}', params: DASHBOARD_PERIOD_PARAMS },
        danfe: { path: '/empresas/{empresaId}/financeiro/titulos_pagar/danfe_nfe_entrada/{row.id_titulos_pagar}', loadOn: 'action' },
      },
      panels: [
        {
          kind: 'table',
          call: 'titulos',
          ...DETAIL_TABLE,
          totals: { label: 'Total', fields: ['valor', 'saldo'] },
          columns: [
            { field: 'data_emissao', header: 'Data Emissão', format: 'date' },
            { field: 'data_vencimento', header: 'Data Vencimento', format: 'date' },
            { field: 'dias_atraso', header: 'Dias Atraso', format: 'integer' },
            { field: 'id_titulos_pagar', header: 'ID Título', hidden: true },
            { field: 'id_nf_entrada', header: 'ID NF Entrada', hidden: true },
            { field: 'nro_titulo', header: 'Nº Título' },
            { field: 'nro_parcela', header: 'Parcela' },
            { field: 'total_parcelas', header: 'Total Parcelas', hidden: true },
            { field: 'serie', header: 'Série' },
            { field: 'valor', header: 'Valor', ...MONEY },
            { field: 'saldo', header: 'Saldo', ...MONEY },
            { field: 'id_fornecedor', header: 'ID Fornecedor' },
            { field: 'nome_fornecedor', header: 'Nome Fornecedor', flex: 2 },
            { field: 'descricao_plano_contas', header: 'Plano de Contas' },
            { field: 'observacao', header: 'Observação', hidden: true },
          ],
          rowActions: [
            {
              label: 'NF-e',
              icon: 'file-pdf',
              action: {
                type: 'pdf',
                call: 'danfe',
                dataPath: 'response.pdf_base64',
                emptyMessage: 'Não foi possível gerar o DANFE, Nota inexistente ou não gerada.',
              },
            },
          ],
        },
      ],
    },
  },
} satisfies ScreenDefinition;
