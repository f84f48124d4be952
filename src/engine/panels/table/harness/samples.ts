/** Sample tables for the harness page, shaped like the spec's screens. */
import type { TableOptions } from '../schema.ts';

export interface HarnessTable {
  name: string;
  options: TableOptions;
  data: Record<string, unknown>[];
}

const day = (n: number) => `2026-11-${String(21 + (n % 9)).padStart(2, '0')}`;

export const HARNESS_TABLES: HarnessTable[] = [
  {
    name: 'Saldos Disponibilidades',
    options: {
      title: 'Saldos Disponibilidades',
      pageSize: false,
      totals: { fields: ['saldo'] },
      columns: [
        { field: 'codigo_acesso', header: 'Cód. Acesso', format: 'integer', width: 130 },
        { field: 'conta', header: 'Conta' },
        { field: 'saldo', header: 'Saldo', format: 'currency', color: 'sign' },
      ],
    },
    data: [
      { codigo_acesso: 1, conta: 'Banco do Brasil', saldo: 152340.12 },
      { codigo_acesso: 2, conta: 'Caixa Econômica', saldo: -4210.5 },
      { codigo_acesso: 3, conta: 'Caixa interno', saldo: 0 },
    ],
  },
  {
    name: 'Titulos pagar',
    options: {
      search: true,
      columnChooser: true,
      showCount: true,
      totals: { fields: ['valor', 'saldo'] },
      height: 550,
      rowActions: [{ label: 'NF-e', icon: 'file-pdf', action: { type: 'pdf', call: 'danfe', dataPath: 'response.pdf_base64', emptyMessage: 'Não foi possível gerar o DANFE, Nota inexistente ou não gerada.' } }],
      columns: [
        { field: 'nome_fornecedor', header: 'Fornecedor', pinned: 'left', width: 220 },
        { field: 'titulo', header: 'Título' },
        { field: 'parcela', header: 'Parcela', format: 'integer' },
        { field: 'data_emissao', header: 'Emissão', format: 'date' },
        { field: 'data_vencimento', header: 'Vencimento', format: 'date' },
        { field: 'valor', header: 'Valor', format: 'currency' },
        { field: 'saldo', header: 'Saldo', format: 'currency' },
        { field: 'dias_atraso', header: 'Dias Atraso', format: 'integer', hidden: true },
      ],
    },
    data: Array.from({ length: 57 }, (_, i) => ({
      nome_fornecedor: ['Aço Forte Ltda', 'Embalagens Sul', 'Transportes Rápido', 'Química Vale'][i % 4],
      titulo: `NF-${4000 + i}`,
      parcela: (i % 3) + 1,
      data_emissao: day(i),
      data_vencimento: day(i + 3),
      valor: 1000 + i * 137.35,
      saldo: i % 5 === 0 ? 0 : 500 + i * 10.1,
      dias_atraso: i % 7,
    })),
  },
  {
    name: 'Curva ABC Clientes',
    options: {
      search: true,
      defaultSort: { field: 'ordem', dir: 'asc' },
      rowActions: [{ label: 'Detalhes', icon: 'eye', action: { type: 'drill', drill: 'produtosCliente' } }],
      columns: [
        { field: 'id_cliente', header: 'ID Cliente', format: 'integer', width: 110 },
        { field: 'nome_cliente', header: 'Nome Cliente', flex: 2 },
        { field: 'vlr_total_liquido', header: 'Valor Total Vendas', format: 'currency' },
        { field: 'perc_vendas', header: '% Vendas', format: 'percent' },
        { field: 'classe', header: 'Classe', color: { map: { A: 'green', B: 'gold', C: 'red' }, tag: true, lowercase: true }, width: 100 },
        { field: 'ordem', header: 'Ordem', format: 'integer', width: 100 },
      ],
    },
    data: Array.from({ length: 12 }, (_, i) => ({
      id_cliente: 100 + i,
      nome_cliente: `Cliente ${i + 1}`,
      vlr_total_liquido: 90000 / (i + 1),
      perc_vendas: 30 / (i + 1),
      classe: i < 3 ? 'A' : i < 7 ? 'b' : 'C',
      ordem: i + 1,
    })),
  },
  {
    name: 'Fluxo de Caixa',
    options: {
      pageSize: false,
      columns: [
        { field: 'data', header: 'Data', format: 'date' },
        { field: 'dia_semana', header: 'Dia da Semana', format: 'weekday' },
        { field: 'receber', header: 'Receber', format: 'currency', action: { type: 'drill', drill: 'receberDia', when: 'positive' } },
        { field: 'pagar', header: 'Pagar', format: 'currency', action: { type: 'drill', drill: 'pagarDia', when: 'positive' } },
        { field: 'saldo_dia', header: 'Saldo Dia', format: 'currency', color: 'sign' },
      ],
    },
    data: Array.from({ length: 6 }, (_, i) => ({
      data: day(i),
      dia_semana: day(i),
      receber: i % 2 ? 0 : 1200 * i,
      pagar: i % 3 ? 800 : 0,
      saldo_dia: (i % 2 ? 0 : 1200 * i) - (i % 3 ? 800 : 0),
    })),
  },
  {
    name: 'Faturamento por Gestor (expansível)',
    options: {
      pageSize: 10,
      totals: { fields: ['valor_faturamento'] },
      expandable: {
        rowsField: 'detalhes',
        columns: [
          { field: 'nro_ordem', header: 'Nro. Ordem' },
          { field: 'placa', header: 'Placa' },
          { field: 'nome_motorista', header: 'Nome Motorista' },
          { field: 'valor_faturamento', header: 'Valor', format: 'currency' },
        ],
      },
      columns: [
        { field: 'descricao_gestor', header: 'Gestor', flex: 2 },
        { field: 'valor_faturamento', header: 'Faturamento', format: 'currency' },
        { field: 'perc_faturamento', header: '% Fat.', format: 'percent', color: { threshold: 20 } },
      ],
    },
    data: ['Norte', 'Sul', 'Leste'].map((g, i) => ({
      descricao_gestor: `Gestor ${g}`,
      valor_faturamento: 50000 + i * 12000,
      perc_faturamento: 15 + i * 10,
      detalhes: Array.from({ length: 2 + i }, (_, j) => ({ nro_ordem: 1000 + i * 10 + j, placa: `ABC${i}D${j}1`, nome_motorista: `Motorista ${j + 1}`, valor_faturamento: 10000 + j * 500 })),
    })),
  },
];
