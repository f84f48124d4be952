/** The subscriptions' hand-written stories (.storybook/shell/Subscriptions.stories.tsx) show what a user sees (issue 36). */
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react';
import * as subscriptions from '../../.storybook/shell/Subscriptions.stories.tsx';
import { JsdomStyles } from '../../src/engine/tests/jsdomStyles.tsx';
import { setApiTransport } from '../../src/api/client.ts';

const stories = composeStories(subscriptions);
const WAIT = { timeout: 20_000 };
const show = (Story: React.ComponentType) => render(<JsdomStyles><Story /></JsdomStyles>);
const SENDING_OFF = 'O envio de e-mails não está configurado neste servidor (MIRANTE_SMTP_URL e MIRANTE_SMTP_FROM). Fale com o administrador.';

afterEach(() => setApiTransport(null));

describe('subscriptions stories', () => {
  it('Título: the star and Assinar por e-mail beside the heading', async () => {
    show(stories.BotaoNoTitulo);
    expect(await screen.findByRole('button', { name: 'Assinar por e-mail' }, WAIT)).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByRole('button', { name: 'Favorita' })).toBeInTheDocument();
  });

  it("Diálogo: the server's not-configured message, the views, the company's other users", async () => {
    show(stories.Dialogo);
    const dialog = await screen.findByRole('dialog', { name: 'Assinar por e-mail: 01.76.1327 Dashboard Faturamento' }, WAIT);
    expect(await within(dialog).findByText(SENDING_OFF, {}, WAIT)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('option').map((o) => o.textContent)).toEqual(['Padrões da tela', 'Outubro']);
    expect(within(dialog).getByRole('checkbox', { name: 'Bruno Lima (bruno@mirante.demo)' })).not.toBeChecked();
  });

  it('Muitos usuários: the recipients can be searched; none is chosen yet', async () => {
    show(stories.DialogoMuitosUsuarios);
    const dialog = await screen.findByRole('dialog', { name: 'Assinar por e-mail: 01.76.1327 Dashboard Faturamento' }, WAIT);
    expect(await within(dialog).findByRole('searchbox', { name: 'Buscar por nome ou e-mail' }, WAIT)).toBeInTheDocument();
    expect(within(dialog).getByText('Nenhum escolhido')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Wagner Reis (wagner@mirante.demo)' })).not.toBeChecked();
  });

  it('Editar: the subscription as it is', async () => {
    show(stories.DialogoEditar);
    const dialog = await screen.findByRole('dialog', { name: 'Editar assinatura: 01.76.1327 Dashboard Faturamento' }, WAIT);
    await within(dialog).findByRole('combobox', { name: 'Visão' }, WAIT);
    expect(within(dialog).getByRole('radio', { name: 'Semanal' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'sexta' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Carla Mendes (carla@mirante.demo)' })).toBeChecked();
  });

  it('Minhas assinaturas: a sending one and a paused one with its reason; the empty page says how to subscribe', async () => {
    show(stories.MinhasAssinaturas);
    const items = await screen.findAllByRole('listitem', {}, WAIT);
    expect(items.map((i) => within(i).getByRole('heading').textContent)).toEqual(['01.76.1327 Dashboard Faturamento', '01.74.1325 Dashboard Financeiro']);
    expect(items[1]).toHaveTextContent('Mensal no dia 31 às 07:00');
    expect(items[1]).toHaveTextContent('Próximo envio— (A tela 1325 não está mais liberada para quem assinou.)');
    expect(within(items[1]!).getByRole('button', { name: 'Retomar' })).toBeInTheDocument();
    show(stories.MinhasAssinaturasVazia);
    expect(await screen.findByText("Você ainda não tem assinaturas nesta empresa. Abra uma tela e use 'Assinar por e-mail'.", {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText(SENDING_OFF)).toBeInTheDocument();
  });
});
