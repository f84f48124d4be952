/**
 * The shell's hand-written stories (.storybook/shell/) render what a user sees on each page, and the
 * screens' click actions are answered from the fixtures (the NF-e PDF of a payable, not a developer message).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react';
import * as shell from '../../.storybook/shell/Shell.stories.tsx';
import { JsdomStyles } from '../../src/engine/tests/jsdomStyles.tsx';
import { setApiTransport } from '../../src/api/client.ts';
import { createFixtureTransport, fixtureFor } from '../../.storybook/support/fixtureTransport.ts';
import { ACCESS_DENIED_TEXT } from '../../src/app/pages/AccessDenied.tsx';
import { STATUS_FAILED_TEXT, TAGLINE } from '../../src/app/pages/HomePage.tsx';

const stories = composeStories(shell);
const WAIT = { timeout: 20_000 };
const show = (Story: React.ComponentType) => render(<JsdomStyles><Story /></JsdomStyles>);

afterEach(() => setApiTransport(null));

describe('shell stories', () => {
  it('Login: labelled fields and Acessar', async () => {
    show(stories.Login);
    expect(await screen.findByLabelText('E-mail', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByLabelText('Senha')).toBeInTheDocument();
    expect(screen.getByText('Acessar')).toBeInTheDocument();
  });

  it('Home: the tagline and nothing else when the database answers', async () => {
    show(stories.HomeOk);
    expect(await screen.findByText(TAGLINE, {}, WAIT)).toBeInTheDocument();
    // the check answers 200: its 'Verificando conexão...' goes away and no failure shows
    await waitFor(() => expect(screen.queryByText('Verificando conexão...')).not.toBeInTheDocument(), WAIT);
    expect(screen.queryByText(STATUS_FAILED_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByText('Reconectar')).not.toBeInTheDocument();
  });

  it('Home verificando conexão', async () => {
    show(stories.HomeCarregando);
    expect(await screen.findByText('Verificando conexão...', {}, WAIT)).toBeInTheDocument();
  });

  it("Home sem conexão: the message and 'Reconectar'", async () => {
    show(stories.HomeFalhou);
    expect(await screen.findByText(STATUS_FAILED_TEXT, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Reconectar')).toBeInTheDocument();
  });

  it('Seletor de empresa: the four companies', async () => {
    show(stories.SeletorDeEmpresa);
    for (const name of ['Mirante Alimentos', 'Intercarg Transportes', 'Metalúrgica Vale Verde', 'Serra Azul Distribuidora']) {
      expect(await screen.findByText(name, {}, WAIT)).toBeInTheDocument();
    }
  });

  it('Acesso negado and Página não encontrada', async () => {
    show(stories.AcessoNegado);
    expect(await screen.findByText(ACCESS_DENIED_TEXT, {}, WAIT)).toBeInTheDocument();
    show(stories.PaginaNaoEncontrada);
    expect(await screen.findByText('Página não encontrada', {}, WAIT)).toBeInTheDocument();
  });
});

describe('click actions in stories', () => {
  it("the NF-e button of 'Titulos pagar' gets a PDF from the fixture, for any payable", async () => {
    const fixture = fixtureFor('01.74.1325')!;
    const transport = createFixtureTransport('01.74.1325', fixture);
    const danfe = Object.keys(fixture.requests).filter((k) => k.includes('/danfe_nfe_entrada/'));
    expect(danfe.length).toBeGreaterThan(0);
    const withPdf = danfe.find((k) => ((fixture.requests[k].body as { response?: { pdf_base64?: string } })?.response?.pdf_base64 ?? '').length > 0);
    expect(withPdf).toBeDefined();
    const path = withPdf!.slice('GET '.length);
    const body = (await transport({ method: 'GET', path })) as { response: { pdf_base64: string } };
    expect(atob(body.response.pdf_base64).startsWith('%PDF')).toBe(true);
    // a payable that was not captured is answered with one of the same shape, not 'Sem fixture'
    const other = (await transport({ method: 'GET', path: '/empresas/1/financeiro/titulos_pagar/danfe_nfe_entrada/999999' })) as { response?: unknown };
    expect(other.response).toBeDefined();
  });
});
