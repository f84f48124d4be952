import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TableOptions } from './schema.ts';
import { bodyRowCount, cell, columnTexts, renderTable, totalCell } from './tableTestKit.tsx';

const saldos = [
  { codigo_acesso: 1, conta: 'Banco do Brasil', saldo: 1234.56 },
  { codigo_acesso: 2, conta: 'Caixa Econômica', saldo: -98.7 },
  { codigo_acesso: 3, conta: 'Caixa interno', saldo: 0 },
  { codigo_acesso: 4, conta: 'Itaú', saldo: null },
];

const saldosOptions: TableOptions = {
  title: 'Saldos Disponibilidades',
  columns: [
    { field: 'codigo_acesso', header: 'Cód. Acesso', format: 'integer' },
    { field: 'conta', header: 'Conta' },
    { field: 'saldo', header: 'Saldo', format: 'currency', color: 'sign' },
  ],
  totals: { fields: ['saldo'] },
  pageSize: false,
};

describe('table formats and colours', () => {
  it("shows currency in pt-BR, '--' for empty values, right-aligned numbers", async () => {
    const { container } = await renderTable({ options: saldosOptions, data: saldos });
    expect(screen.getByText('Saldos Disponibilidades')).toBeInTheDocument();
    expect(cell(container, 0, 'saldo')).toHaveTextContent('R$ 1.234,56');
    expect(cell(container, 1, 'saldo')).toHaveTextContent('-R$ 98,70');
    expect(cell(container, 3, 'saldo')).toHaveTextContent('--');
    expect(cell(container, 0, 'saldo')!.className).toMatch(/ag-right-aligned-cell/);
    expect(cell(container, 0, 'conta')!.className).not.toMatch(/ag-right-aligned-cell/);
  });

  it('colours positive balances green, negative red and zero in the default colour', async () => {
    const { container } = await renderTable({ options: saldosOptions, data: saldos });
    expect(cell(container, 0, 'saldo')).toHaveStyle({ color: '#237804' });
    expect(cell(container, 1, 'saldo')).toHaveStyle({ color: '#cf1322' });
    expect(cell(container, 2, 'saldo')!.style.color).toBe('');
  });

  it('shows dates DD/MM/YYYY and quantities with 3 decimals', async () => {
    const { container } = await renderTable({
      options: {
        columns: [
          { field: 'numero_op', header: 'Número OP', format: 'integer' },
          { field: 'quantidade', header: 'Quantidade', format: 'quantity' },
          { field: 'data_abertura', header: 'Data Abertura', format: 'date' },
          { field: 'data_conclusao', header: 'Data Conclusão', format: 'date' },
          { field: 'inicio', header: 'Início', format: 'datetime' },
          { field: 'programada', header: 'Programada', format: 'flag' },
        ],
      },
      data: [{ numero_op: 1501, quantidade: 1234.5, data_abertura: '2026-11-21', data_conclusao: 'invalida', inicio: '2026-11-21T08:05:00', programada: 'S' }],
    });
    expect(cell(container, 0, 'quantidade')).toHaveTextContent('1.234,500');
    expect(cell(container, 0, 'data_abertura')).toHaveTextContent('21/11/2026');
    expect(cell(container, 0, 'data_conclusao')).toHaveTextContent('--');
    expect(cell(container, 0, 'inicio')).toHaveTextContent('21/11/2026 08:05');
    expect(cell(container, 0, 'programada')).toHaveTextContent('Sim');
    expect(cell(container, 0, 'numero_op')).toHaveTextContent('1.501');
  });

  it('shows the ABC class as a coloured tag (A green, B gold, C red), also for lowercase classes', async () => {
    const { container } = await renderTable({
      options: { columns: [{ field: 'nome', header: 'Nome Cliente' }, { field: 'classe', header: 'Classe', color: { map: { A: 'green', B: 'gold', C: 'red' }, tag: true, lowercase: true } }] },
      data: [
        { nome: 'Cliente 1', classe: 'A' },
        { nome: 'Cliente 2', classe: 'b' },
        { nome: 'Cliente 3', classe: 'C' },
      ],
    });
    const tag = (i: number) => cell(container, i, 'classe')!.querySelector('.ant-tag')!;
    expect(tag(0)).toHaveTextContent('A');
    expect(tag(0).className).toMatch(/green/);
    expect(tag(1).className).toMatch(/gold/);
    expect(tag(2).className).toMatch(/red/);
  });

  it('colours by threshold (percent of goal red under 100)', async () => {
    const { container } = await renderTable({
      options: { columns: [{ field: 'perc', header: '% Realizado', format: 'percent', color: { threshold: 100 } }] },
      data: [{ perc: 99.5 }, { perc: 100 }],
    });
    expect(cell(container, 0, 'perc')).toHaveTextContent('99,50%');
    expect(cell(container, 0, 'perc')).toHaveStyle({ color: '#cf1322' });
    expect(cell(container, 1, 'perc')).toHaveStyle({ color: '#237804' });
  });
});

describe('table totals, paging, sorting, columns', () => {
  it("adds a pinned 'Total' row summing the numeric fields", async () => {
    const { container } = await renderTable({ options: saldosOptions, data: saldos });
    await waitFor(() => expect(totalCell(container, 'saldo')).toBe('R$ 1.135,86'));
    expect(totalCell(container, 'codigo_acesso')).toBe('Total');
    expect(totalCell(container, 'conta')).toBe('');
  });

  it('pages 20 rows by default with page sizes 5, 10, 20, 30, 40, 50', async () => {
    const rows = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, nome: `Cliente ${i + 1}` }));
    const { container } = await renderTable({ options: { columns: [{ field: 'id', header: 'ID', format: 'integer' }, { field: 'nome', header: 'Nome' }] }, data: rows });
    await waitFor(() => expect(bodyRowCount(container)).toBe(20));
    const panel = container.querySelector('.ag-paging-panel')!;
    expect(panel).toHaveTextContent('1 até 20 de 45');
    const select = screen.getByRole('combobox', { name: 'Tamanho da Página' });
    expect(select).toHaveTextContent('20');
    // The choices offered (5, 10, 20, 30, 40, 50) are checked in tableLogic.test.ts: jsdom cannot lay out AG Grid's popup list.
  });

  it('shows every row without paging when pageSize is false, and a custom page size otherwise', async () => {
    const rows = Array.from({ length: 45 }, (_, i) => ({ id: i + 1 }));
    const first = await renderTable({ options: { columns: [{ field: 'id', header: 'ID' }], pageSize: 40 }, data: rows });
    await waitFor(() => expect(bodyRowCount(first.container)).toBe(40));
    first.unmount();
    const second = await renderTable({ options: { columns: [{ field: 'id', header: 'ID' }], pageSize: false }, data: rows });
    await waitFor(() => expect(bodyRowCount(second.container)).toBe(45));
    expect(second.container.querySelector('.ag-paging-panel:not(.ag-hidden)')).toBeNull();
  });

  it('sorts formatted columns by raw value, and applies the default sort', async () => {
    const { container } = await renderTable({
      options: {
        columns: [{ field: 'nome', header: 'Nome' }, { field: 'valor', header: 'Valor', format: 'currency' }],
        defaultSort: { field: 'valor', dir: 'desc' },
      },
      data: [
        { nome: 'a', valor: 9 },
        { nome: 'b', valor: 1000 },
        { nome: 'c', valor: 85.5 },
      ],
    });
    await waitFor(() => expect(columnTexts(container, 'valor')).toEqual(['R$ 1.000,00', 'R$ 85,50', 'R$ 9,00']));
    // Clicking the header cycles to no sort (original order), then ascending.
    const header = container.querySelector('.ag-header-cell[col-id="valor"] .ag-header-cell-label')!;
    fireEvent.click(header);
    await waitFor(() => expect(columnTexts(container, 'valor')).toEqual(['R$ 9,00', 'R$ 1.000,00', 'R$ 85,50']));
    fireEvent.click(header);
    await waitFor(() => expect(columnTexts(container, 'valor')).toEqual(['R$ 9,00', 'R$ 85,50', 'R$ 1.000,00']));
  });

  it("hides and shows columns from the 'Colunas' menu; hidden columns start hidden", async () => {
    const { container } = await renderTable({
      options: {
        columnChooser: true,
        columns: [
          { field: 'nome', header: 'Nome' },
          { field: 'valor', header: 'Valor', format: 'currency' },
          { field: 'juros', header: 'Juros', format: 'currency', hidden: true },
        ],
      },
      data: [{ nome: 'a', valor: 1, juros: 2 }],
    });
    expect(container.querySelector('.ag-header-cell[col-id="juros"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Colunas/ }));
    const group = await screen.findByRole('group', { name: 'Colunas visíveis' });
    const juros = within(group).getByRole('checkbox', { name: 'Juros' });
    expect(juros).not.toBeChecked();
    fireEvent.click(juros);
    await waitFor(() => expect(cell(container, 0, 'juros')).toHaveTextContent('R$ 2,00'));
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Valor' }));
    await waitFor(() => expect(container.querySelector('.ag-header-cell[col-id="valor"]')).toBeNull());
  });

  it("shows the empty text and the loading overlay", async () => {
    const empty = await renderTable({ options: { columns: [{ field: 'a', header: 'A' }] }, data: [] });
    await waitFor(() => expect(empty.container).toHaveTextContent('Nenhum registro encontrado'));
    empty.unmount();
    const loading = await renderTable({ options: { columns: [{ field: 'a', header: 'A' }] }, data: undefined, loading: true });
    await waitFor(() => expect(loading.container.querySelector('.ag-overlay-loading-center, .ag-loading')).not.toBeNull());
  });
});
