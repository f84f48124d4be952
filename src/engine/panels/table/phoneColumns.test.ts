import { describe, expect, it } from 'vitest';
import { phoneColumns } from './phoneColumns.ts';
import type { TableOptions } from './schema.ts';
import titulos from '../../../../screens/financeiro/1370-aprovar-titulos-pagar.ts';
import dashboard from '../../../../screens/financeiro/1325-dashboard-financeiro.ts';

const table = (id: string, panels: readonly unknown[]) => panels.find((p) => (p as { id?: string }).id === id) as TableOptions;

describe('phoneColumns: what a phone keeps in view', () => {
  it('1370: the supplier (not the approval tag) and the amount', () => {
    expect(phoneColumns(table('titulos', titulos.panels))).toEqual({ title: 'nome_fornecedor', value: 'valor' });
  });

  it("1333: the customer's name, given the most room, over the title number and the ids", () => {
    const receber = dashboard.drilldowns.receber.panels[0] as TableOptions;
    expect(phoneColumns(receber)).toEqual({ title: 'nomeCliente', value: 'valor' });
  });

  it('a list without a roomy text column: its first column (the cash-flow day), and the declared amount', () => {
    expect(phoneColumns(table('fluxo', dashboard.panels))).toEqual({ title: 'data_vencimento', value: 'saldo_dia' });
  });

  it('no money: the first decimal column, never an integer code; none at all: no amount', () => {
    const columns = [
      { field: 'codigo', header: 'Código', format: 'integer' as const },
      { field: 'nome', header: 'Nome', flex: 2 },
      { field: 'km', header: 'KM', format: 'number' as const },
    ];
    expect(phoneColumns({ columns })).toEqual({ title: 'nome', value: 'km' });
    expect(phoneColumns({ columns: columns.slice(0, 2) })).toEqual({ title: 'nome', value: undefined });
    expect(phoneColumns({ columns, phone: { value: false } })).toEqual({ title: 'nome', value: undefined });
  });

  it('a declared field the table does not show falls back to the guess; hidden columns are never chosen', () => {
    const columns = [
      { field: 'placa', header: 'Placa', width: 110 },
      { field: 'valor', header: 'Valor', format: 'currency' as const, hidden: true },
      { field: 'media', header: 'Média', format: 'quantity' as const },
    ];
    expect(phoneColumns({ columns, phone: { title: 'nome_motorista' } })).toEqual({ title: 'placa', value: 'media' });
  });
});
