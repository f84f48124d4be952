/** The workspace's hand-written stories (.storybook/shell/Workspace.stories.tsx) show what a user sees (issue 34). */
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react';
import * as workspace from '../../.storybook/shell/Workspace.stories.tsx';
import { JsdomStyles } from '../../src/engine/tests/jsdomStyles.tsx';
import { setApiTransport } from '../../src/api/client.ts';

const stories = composeStories(workspace);
const WAIT = { timeout: 20_000 };
const show = (Story: React.ComponentType) => render(<JsdomStyles><Story /></JsdomStyles>);

afterEach(() => setApiTransport(null));

describe('workspace stories', () => {
  it('Home com favoritas: the cards in the user order, then the recent screens', async () => {
    show(stories.HomeComFavoritas);
    const favourites = await screen.findByRole('region', { name: 'Favoritas' }, WAIT);
    await waitFor(() => expect(within(favourites).getAllByRole('link').map((l) => l.textContent)).toEqual([
      '01.74.1370Aprovar titulos a pagar', '01.74.1325Dashboard Financeiro',
    ]), WAIT);
    expect(within(favourites).getByRole('button', { name: 'Mover Dashboard Financeiro' })).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Abertas recentemente' });
    expect(within(recent).getAllByRole('link').map((l) => l.textContent)).toEqual([
      '01.76.1326 Curva ABC Clientes', '01.74.1370 Aprovar titulos a pagar', '01.74.1325 Dashboard Financeiro',
    ]);
  });

  it('Home sem favoritas: says how to get them', async () => {
    show(stories.HomeSemFavoritas);
    expect(await screen.findByText('Marque uma tela com a estrela ao lado do título para vê-la aqui.', {}, WAIT)).toBeInTheDocument();
  });

  it('Ir para tela, and its restricted variant', async () => {
    show(stories.IrParaTela);
    expect(await screen.findByRole('combobox', { name: 'Código ou nome da tela' }, WAIT)).toBeInTheDocument();
    expect(screen.getAllByRole('option').length).toBeGreaterThan(10);
    show(stories.IrParaTelaRestrita);
    const lists = await screen.findAllByRole('listbox', {}, WAIT);
    const restricted = within(lists.at(-1)!);
    expect(restricted.queryByText('Curva ABC Produtos')).not.toBeInTheDocument();
    const clientes = restricted.getByText('Curva ABC Clientes').closest('[role="option"]')!;
    expect(clientes).toHaveAttribute('aria-disabled', 'true');
  });

  it('Título com estrela: pressed for a favourite', async () => {
    show(stories.EstrelaFavorita);
    const star = await screen.findByRole('button', { name: 'Favorita' }, WAIT);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'), WAIT);
  });
});
