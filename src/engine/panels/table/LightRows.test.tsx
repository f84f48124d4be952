/**
 * The light rows drawn before AG Grid's chunk has come (LightRows.tsx) act as the grid's rows for a click: a phone on
 * a slow network shows them for seconds, and a tap on a row must open what it opens in the grid. The grid's chunk is
 * held back for the whole file here; the browser test (table-light-rows.e2e.ts) checks their sizes against the grid's.
 */
import { afterAll, describe, expect, test, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ActionContext, ActionRef } from '../types.ts';
import { TablePanel } from './TablePanel.tsx';

// held until the file ends, then let through as an empty grid: the dom setup waits for downloads in flight before a
// file's environment goes (tests/setup/dom.ts)
const grid = vi.hoisted(() => {
  let release = () => {};
  const held = new Promise<{ TableGrid: () => null }>((resolve) => (release = () => resolve({ TableGrid: () => null })));
  return { held, release: () => release() };
});
vi.mock('./TableGrid.tsx', () => grid.held);
afterAll(() => grid.release());

const detalhe: ActionRef = { type: 'drill', drill: 'viagem' };
const viagens = [
  { id: 7, placa: 'ABC1D23', situacao: 'Em trânsito' },
  { id: 8, placa: 'XYZ9K87', situacao: 'Concluída' },
];

function renderLight(canRun: (action: ActionRef, context: ActionContext) => boolean = () => true) {
  const runAction = vi.fn<(action: ActionRef, context: ActionContext) => void>();
  render(
    <TablePanel
      options={{
        columns: [{ field: 'placa', header: 'Placa' }, { field: 'situacao', header: 'Situação' }],
        rowAction: detalhe,
        rowActions: [{ label: 'Documentos', action: { type: 'drill', drill: 'docs' } }],
      }}
      data={viagens}
      loading={false}
      runAction={runAction}
      canRun={canRun}
    />,
  );
  return runAction;
}

describe('the light rows before the grid', () => {
  test('a click on a row runs its rowAction with the answer’s row; a button in it runs only its own', () => {
    const runAction = renderLight();
    expect(document.querySelector('.mirante-light-grid')).not.toBeNull();
    expect(document.querySelector('.ag-root')).toBeNull();
    fireEvent.click(screen.getByText('Concluída'));
    expect(runAction).toHaveBeenLastCalledWith(detalhe, { row: viagens[1] });
    const first = screen.getByText('ABC1D23').closest<HTMLElement>('[role="row"]')!;
    fireEvent.click(within(first).getByRole('button', { name: 'Documentos' }));
    expect(runAction).toHaveBeenLastCalledWith({ type: 'drill', drill: 'docs' }, { row: viagens[0] });
    expect(runAction).toHaveBeenCalledTimes(2);
  });

  test('a row its rowAction cannot run for (visibleWhen, access) is not clickable', () => {
    const runAction = renderLight((action, context) => action !== detalhe || context.row?.id !== 7);
    const first = screen.getByText('ABC1D23').closest<HTMLElement>('[role="row"]')!;
    expect(first.style.cursor).toBe('');
    fireEvent.click(screen.getByText('ABC1D23'));
    expect(runAction).not.toHaveBeenCalled();
    expect(screen.getByText('XYZ9K87').closest<HTMLElement>('[role="row"]')!.style.cursor).toBe('pointer');
  });
});
