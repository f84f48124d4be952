import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GoToScreenDialog } from './GoToScreenDialog.tsx';
import type { GoToEntry } from './goToMatch.ts';

const entry = (code: string | null, title: string, group: string | null, disabled = false): GoToEntry =>
  ({ code, title, group, disabled, route: `/${title}`, keywords: '', accessCode: code ? Number(code.slice(-4)) : null });
const ENTRIES = [
  entry(null, 'Home', null),
  entry('01.74.1325', 'Dashboard Financeiro', 'Financeiro'),
  entry('01.76.1326', 'Curva ABC Clientes', 'Faturamento', true),
  entry('01.76.1328', 'Curva ABC Representantes', 'Faturamento'),
];

function setup() {
  const onOpen = vi.fn();
  const onClose = vi.fn();
  render(<GoToScreenDialog open entries={ENTRIES} onOpen={onOpen} onClose={onClose} />);
  return { onOpen, onClose, input: screen.getByRole('combobox', { name: 'Código ou nome da tela' }) };
}
const options = () => screen.getAllByRole('option').map((o) => o.textContent);
const selected = () => screen.getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true')?.textContent;

describe('GoToScreenDialog', () => {
  it('is a combobox controlling a listbox; Enter opens the first match', async () => {
    const { onOpen, input } = setup();
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    await userEvent.type(input, '1325');
    expect(options()).toEqual(['01.74.1325Dashboard FinanceiroFinanceiro']);
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option').id);
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(ENTRIES[1]);
  });

  it('moves with the arrows (wrapping), never opens a screen that is not released, closes on Esc', async () => {
    const { onOpen, onClose, input } = setup();
    await userEvent.type(input, 'curva');
    // the released one first, the other shown as 'Não liberada'
    expect(options()).toEqual(['01.76.1328Curva ABC RepresentantesFaturamento', '01.76.1326Curva ABC ClientesNão liberada']);
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(selected()).toContain('Curva ABC Clientes');
    await userEvent.keyboard('{Enter}');
    expect(onOpen).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}');
    expect(selected()).toContain('Representantes');
    await userEvent.keyboard('{ArrowUp}');
    expect(selected()).toContain('Clientes');
    await userEvent.click(screen.getAllByRole('option')[0]!);
    expect(onOpen).toHaveBeenCalledWith(ENTRIES[3]);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('says when nothing matches', async () => {
    const { input } = setup();
    await userEvent.type(input, 'nada disso');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Nenhuma tela encontrada.');
  });
});
