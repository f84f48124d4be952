import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActionContext, ActionRef } from '../types.ts';
import type { TableOptions } from './schema.ts';
import { bodyRowCount, cell, columnTexts, renderTable } from './tableTestKit.tsx';

/** The engine's rule for `when: 'positive'`, as the core implements it. */
function canRunPositive(action: ActionRef, context: ActionContext): boolean {
  if ('when' in action && action.when === 'positive') return typeof context.value === 'number' && context.value > 0;
  return true;
}

describe('table actions', () => {
  const fluxo = [
    { data: '2026-11-21', receber: 150, pagar: 0 },
    { data: '2026-11-22', receber: 0, pagar: 80 },
  ];
  const drillReceber: ActionRef = { type: 'drill', drill: 'receberDia', when: 'positive' };
  const fluxoOptions: TableOptions = {
    columns: [
      { field: 'data', header: 'Data', format: 'date' },
      { field: 'receber', header: 'Receber', format: 'currency', action: drillReceber },
      { field: 'pagar', header: 'Pagar', format: 'currency', action: { type: 'drill', drill: 'pagarDia', when: 'positive' } },
    ],
  };

  it('makes a cell a link only when its action can run (positive amounts), and runs it with the row and value', async () => {
    const { container, runAction } = await renderTable({ options: fluxoOptions, data: fluxo, canRun: canRunPositive });
    const positive = within(cell(container, 0, 'receber')!).getByRole('button', { name: 'R$ 150,00' });
    expect(within(cell(container, 1, 'receber')!).queryByRole('button')).toBeNull();
    expect(cell(container, 1, 'receber')).toHaveTextContent('R$ 0,00');
    fireEvent.click(positive);
    expect(runAction).toHaveBeenCalledTimes(1);
    expect(runAction).toHaveBeenCalledWith(drillReceber, { row: fluxo[0], value: 150 });
    fireEvent.click(within(cell(container, 1, 'pagar')!).getByRole('button', { name: 'R$ 80,00' }));
    expect(runAction).toHaveBeenLastCalledWith(fluxoOptions.columns[2]!.action, { row: fluxo[1], value: 80 });
  });

  it("row buttons run their action with the row; 'disabledWhen' and 'visibleWhen' follow the row", async () => {
    const aprovar: ActionRef = { type: 'drill', drill: 'aprovar' };
    const desaprovar: ActionRef = { type: 'drill', drill: 'desaprovar' };
    const pedidos = [
      { nro_oc: 10, aprovado: 'N', usa_aprovacao: 'S' },
      { nro_oc: 11, aprovado: 'N', usa_aprovacao: 'N' },
      { nro_oc: 12, aprovado: 'S', usa_aprovacao: 'S' },
    ];
    const { container, runAction } = await renderTable({
      options: {
        columns: [{ field: 'nro_oc', header: 'Número Pedido' }],
        rowActions: [
          { label: 'Aprovar', icon: 'check', action: aprovar, disabledWhen: { field: 'usa_aprovacao', equals: 'N' }, visibleWhen: { field: 'aprovado', equals: 'N' } },
          { label: 'Desaprovar', icon: 'close', danger: true, action: desaprovar, visibleWhen: { field: 'aprovado', equals: 'S' } },
        ],
      },
      data: pedidos,
    });
    expect(container.querySelector('.ag-header-cell[col-id="__mirante_actions"]')).toHaveTextContent('Ação');
    const buttons = (i: number) => within(cell(container, i, '__mirante_actions')!).getAllByRole('button');
    expect(buttons(0).map((b) => b.textContent)).toEqual(['Aprovar']);
    expect(buttons(1)[0]).toBeDisabled();
    expect(buttons(2).map((b) => b.textContent)).toEqual(['Desaprovar']);
    fireEvent.click(buttons(0)[0]!);
    expect(runAction).toHaveBeenCalledWith(aprovar, { row: pedidos[0] });
    fireEvent.click(buttons(1)[0]!);
    expect(runAction).toHaveBeenCalledTimes(1);
    fireEvent.click(buttons(2)[0]!);
    expect(runAction).toHaveBeenLastCalledWith(desaprovar, { row: pedidos[2] });
  });

  it('disables a row button whose action cannot run', async () => {
    const { container } = await renderTable({
      options: { columns: [{ field: 'id', header: 'ID' }], rowActions: [{ label: 'NF-e', icon: 'file-pdf', action: { type: 'drill', drill: 'danfe' } }] },
      data: [{ id: 1 }],
      canRun: () => false,
    });
    expect(within(cell(container, 0, '__mirante_actions')!).getByRole('button', { name: /NF-e/ })).toBeDisabled();
  });

  it('runs the row action on a click anywhere in the row or Enter, but not from a button in it', async () => {
    const detalhe: ActionRef = { type: 'drill', drill: 'veiculo' };
    const veiculos = [
      { placa: 'ABC1D23', resultado: 100 },
      { placa: 'XYZ9K87', resultado: -5 },
    ];
    const { container, runAction } = await renderTable({
      options: {
        columns: [
          { field: 'placa', header: 'Placa', pinned: 'left' },
          { field: 'resultado', header: 'Resultado', format: 'currency', color: 'sign' },
        ],
        rowAction: detalhe,
        rowActions: [{ label: 'Detalhes', action: { type: 'drill', drill: 'outro' } }],
      },
      data: veiculos,
    });
    expect(container.querySelector('.ag-header-cell[col-id="placa"]')!.className).toMatch(/left-pinned/);
    // AG Grid hands row events to callbacks asynchronously.
    fireEvent.click(cell(container, 1, 'resultado')!);
    await waitFor(() => expect(runAction).toHaveBeenCalledWith(detalhe, { row: veiculos[1] }));
    fireEvent.keyDown(cell(container, 0, 'placa')!, { key: 'Enter' });
    await waitFor(() => expect(runAction).toHaveBeenLastCalledWith(detalhe, { row: veiculos[0] }));
    expect(runAction).toHaveBeenCalledTimes(2);
    // A button inside the row runs only its own action: the next row click is the 4th call, not the 5th.
    fireEvent.click(within(cell(container, 0, '__mirante_actions')!).getByRole('button', { name: 'Detalhes' }));
    expect(runAction).toHaveBeenLastCalledWith({ type: 'drill', drill: 'outro' }, { row: veiculos[0] });
    fireEvent.click(cell(container, 1, 'placa')!);
    await waitFor(() => expect(runAction).toHaveBeenCalledTimes(4));
    expect(runAction.mock.calls.map(([a, c]) => `${(a as { drill: string }).drill} ${c.row?.placa}`)).toEqual([
      'veiculo XYZ9K87',
      'veiculo ABC1D23',
      'outro ABC1D23',
      'veiculo XYZ9K87',
    ]);
  });
});

describe('expandable rows', () => {
  const gestores = [
    {
      descricao_gestor: 'Gestor Norte',
      valor_faturamento: 5000,
      detalhes: [
        { nro_ordem: 101, placa: 'AAA1111', valor_faturamento: 3000 },
        { nro_ordem: 102, placa: 'BBB2222', valor_faturamento: 2000 },
      ],
    },
    { descricao_gestor: 'Gestor Sul', valor_faturamento: 7000, detalhes: [] },
  ];
  const options: TableOptions = {
    search: true,
    totals: { fields: ['valor_faturamento'] },
    columns: [
      { field: 'descricao_gestor', header: 'Gestor' },
      { field: 'valor_faturamento', header: 'Faturamento', format: 'currency' },
    ],
    expandable: {
      rowsField: 'detalhes',
      columns: [
        { field: 'nro_ordem', header: 'Nro. Ordem' },
        { field: 'placa', header: 'Placa' },
        { field: 'valor_faturamento', header: 'Valor', format: 'currency' },
      ],
    },
  };

  it('opens a detail table under the row, keeps it under its parent when sorting, and closes it', async () => {
    const { container } = await renderTable({ options, data: gestores });
    const toggle = () => within(cell(container, 0, '__mirante_expand')!).getByRole('button', { name: /linha/ });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle());
    const detail = await waitFor(() => {
      const table = container.querySelector<HTMLElement>('.mirante-nested-table');
      expect(table).not.toBeNull();
      return table!;
    });
    expect(within(detail).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nro. Ordem', 'Placa', 'Valor']);
    expect(within(detail).getAllByRole('row')[1]).toHaveTextContent('101AAA1111R$ 3.000,00');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    // The detail row sits right under its parent and does not count in the totals.
    expect(container.querySelector('.ag-row[row-index="1"] .mirante-nested-table')).not.toBeNull();
    const header = container.querySelector('.ag-header-cell[col-id="valor_faturamento"] .ag-header-cell-label')!;
    fireEvent.click(header);
    fireEvent.click(header);
    await waitFor(() => expect(columnTexts(container, 'descricao_gestor')[0]).toBe('Gestor Sul'));
    const rows = [...container.querySelectorAll('.ag-grid-scrolling-container .ag-row')].sort(
      (a, b) => Number(a.getAttribute('row-index')) - Number(b.getAttribute('row-index')),
    );
    expect(rows.map((r) => (r.querySelector('.mirante-nested-table') ? 'detail' : r.querySelector('[col-id="descricao_gestor"]')?.textContent))).toEqual([
      'Gestor Sul',
      'Gestor Norte',
      'detail',
    ]);
    fireEvent.click(within(cell(container, 1, '__mirante_expand')!).getByRole('button', { name: 'Recolher linha' }));
    await waitFor(() => expect(container.querySelector('.mirante-nested-table')).toBeNull());
    expect(bodyRowCount(container)).toBe(2);
  });

  it('shows the empty text for a row without details', async () => {
    const { container } = await renderTable({ options, data: gestores });
    fireEvent.click(within(cell(container, 1, '__mirante_expand')!).getByRole('button', { name: 'Expandir linha' }));
    await waitFor(() => expect(container.querySelector('.mirante-nested-table')).toHaveTextContent('Nenhum registro encontrado'));
    expect(screen.getAllByText('Gestor Sul')).toHaveLength(1);
  });
});
