import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../../tests/renderScreen.tsx';
import { setViewportWidth } from '../../tests/viewport.ts';
import { examples } from './examples.ts';
import { bodyRowCount } from './tableTestKit.tsx';

/** Screens take seconds to settle under jsdom on a busy machine. */
const WAIT = { timeout: 15_000 };

// The table options drawn by TableKindPanel: cards on phones (1367), one table per group (1338),
// columns by a filter value (1329), and the drill-down drawer's width on phones.
const [cartoes, grupos, colunas] = examples;
const answerOf = (example: (typeof examples)[number]) => (req: { path: string }) => example.answers[`GET ${req.path}`];

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

function cards(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-row-card]')];
}

describe('table rows as cards at 390 px (01.75.1367)', () => {
  it("draws one card per order (newest first), with 'Detalhes' opening the items and 'Itens' a 95vw drawer", async () => {
    restore = setViewportWidth(390);
    renderScreen(cartoes.definition, answerOf(cartoes), '/exemplos/table-cartoes');
    await waitFor(() => expect(cards().length).toBe(3), WAIT);
    expect(document.querySelector('.ag-root')).toBeNull();
    expect(cards().map((c) => c.dataset.rowCard)).toEqual(['Pedido 20440', 'Pedido 20436', 'Pedido 20431']);
    const card = cards()[2];
    expect(within(card).getByText('AÇOS FORTALEZA COMÉRCIO DE METAIS LTDA')).toBeInTheDocument();
    expect(within(card).getByText('R$ 19.362,50')).toBeInTheDocument();
    expect(within(card).getByText('19/11/2026')).toBeInTheDocument();
    // Only the listed fields on the card; the rest and the items in 'Detalhes'.
    expect(within(card).queryByText('Valor IPI:')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: /Detalhes/ }));
    const detail = card.querySelector<HTMLElement>('[data-card-detail]')!;
    expect(within(detail).getByText('R$ 912,50')).toBeInTheDocument();
    expect(within(detail).getByText('CHAPA AÇO 1020 3MM')).toBeInTheDocument();
    expect(within(detail).getByText('1.200,000')).toBeInTheDocument();

    fireEvent.click(within(card).getByRole('button', { name: /Itens/ }));
    await waitFor(() => expect(document.querySelector('.ant-drawer-title')?.textContent).toBe('Itens do pedido 20431'), WAIT);
    expect(document.querySelector('[data-drill="itens"]')?.getAttribute('data-width') ?? document.querySelector('.ant-drawer [data-width]')?.getAttribute('data-width')).toBe('95vw');
    // the drawer's own table is cards too, read from the clicked row (dataPath 'row.itens')
    await waitFor(() => expect(screen.getByText('BARRA REDONDA 1045 1"', { selector: '.ant-card-head-title' })).toBeInTheDocument(), WAIT);
  });

  it("pages the cards ('Mostrar mais'), or shows them all with narrowCards.allRows (1493)", async () => {
    restore = setViewportWidth(390);
    const narrowCards = cartoes.definition.panels!.find((p) => p.kind === 'table')!;
    const paged = { ...cartoes.definition, panels: [{ ...narrowCards, pageSize: 2 }] } as typeof cartoes.definition;
    const first = renderScreen(paged, answerOf(cartoes), '/exemplos/table-cartoes');
    await waitFor(() => expect(cards().length).toBe(2), WAIT);
    expect(screen.getByRole('button', { name: /Mostrar mais/ })).toBeInTheDocument();
    first.unmount();
    const all = { ...cartoes.definition, panels: [{ ...narrowCards, pageSize: 2, narrowCards: { ...(narrowCards as { narrowCards: object }).narrowCards, allRows: true } }] } as typeof cartoes.definition;
    renderScreen(all, answerOf(cartoes), '/exemplos/table-cartoes');
    await waitFor(() => expect(cards().length).toBe(3), WAIT);
    expect(screen.queryByRole('button', { name: /Mostrar mais/ })).toBeNull();
  });

  it('keeps the grid at 1366 px, with the 60vw drawer', async () => {
    restore = setViewportWidth(1366);
    renderScreen(cartoes.definition, answerOf(cartoes), '/exemplos/table-cartoes');
    await waitFor(() => expect(document.querySelector('.ag-row')).not.toBeNull(), WAIT);
    expect(cards().length).toBe(0);
    await waitFor(() => expect(bodyRowCount(document.body)).toBe(3), WAIT);
    fireEvent.click(screen.getAllByRole('button', { name: /Itens/ })[0]);
    await waitFor(() => expect(document.querySelector('.ant-drawer-title')).not.toBeNull(), WAIT);
    expect(document.querySelector('.ant-drawer [data-width], [data-drill="itens"]')?.getAttribute('data-width')).toBe('60vw');
  });
});

describe('one table per group (01.77.1338)', () => {
  it("titles each operator's table and shows only that operator's rows", async () => {
    renderScreen(grupos.definition, answerOf(grupos), '/exemplos/table-grupos');
    await waitFor(() => expect(document.querySelectorAll('[data-group]').length).toBe(2), WAIT);
    const [carlos, maria] = [...document.querySelectorAll<HTMLElement>('[data-group]')];
    expect(carlos.dataset.group).toBe('12 - CARLOS ALBERTO');
    expect(maria.dataset.group).toBe('17 - MARIA JOSÉ');
    await waitFor(() => expect(bodyRowCount(maria)).toBe(1), WAIT);
    await waitFor(() => expect(bodyRowCount(carlos)).toBe(2), WAIT);
    expect(within(maria).getByText('SUPORTE MOTOR REFORÇADO')).toBeInTheDocument();
    expect(within(carlos).queryByText('SUPORTE MOTOR REFORÇADO')).toBeNull();
  });
});

describe('columns shown by a filter value (01.76.1329 Tipo)', () => {
  const headers = () => [...document.querySelectorAll('.ag-header-cell-text')].map((h) => h.textContent);
  it('shows the value columns for valor and the quantity columns for quantidade', async () => {
    renderScreen(colunas.definition, answerOf(colunas), '/exemplos/table-colunas');
    await waitFor(() => expect(headers()).toContain('Valor Total Vendas'), WAIT);
    expect(headers()).not.toContain('Quantidade Total Vendas');
    fireEvent.click(screen.getByLabelText('Quantidade'));
    await waitFor(() => expect(headers()).toContain('Quantidade Total Vendas'), WAIT);
    expect(headers()).not.toContain('Valor Total Vendas');
    expect(headers()).toContain('Classe');
  });
});
