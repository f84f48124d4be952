import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes } from './App.tsx';
import { setApiTransport, type ApiRequest } from '../api/client.ts';
import { ApiError } from '../api/ApiError.ts';
import { useSession } from '../session/store.ts';
import { NO_RESPONSE_MESSAGE } from './pages/LoginPage.tsx';
import { ACCESS_DENIED_TEXT } from './pages/AccessDenied.tsx';

const c1 = { id: 1, id_empresa_cliente: 100, nome_fantasia: 'Mirante Alimentos', codigo_modulo: 1 };
const c2 = { id: 2, id_empresa_cliente: 100, nome_fantasia: 'Intercarg Transportes', codigo_modulo: 2 };

let where = '';
function Location() {
  where = useLocation().pathname;
  return null;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <Location />
    </MemoryRouter>,
  );
}

interface Fake {
  companies?: unknown[];
  liberar?: number[];
  ocultar?: number[];
  status?: number;
  login?: (req: ApiRequest) => unknown;
}
function fakeServer(f: Fake = {}) {
  const calls: ApiRequest[] = [];
  setApiTransport(async (req) => {
    calls.push(req);
    if (req.path === '/login') return f.login ? f.login(req) : { token: 't', user: { nome: 'Ana Souza' } };
    if (req.path === '/empresas') return { response: f.companies ?? [c1] };
    if (req.path.endsWith('/permissoes-acesso')) {
      return { response: { codigo_telas_liberar: f.liberar ?? [1325, 1327], codigo_telas_ocultar: f.ocultar ?? [] } };
    }
    if (req.path.endsWith('/status-empresa')) {
      if ((f.status ?? 200) !== 200) throw new ApiError(503, ['fora'], { statusCode: 503 });
      return { statusCode: 200 };
    }
    throw new ApiError(404, ['não encontrado']);
  });
  return calls;
}

function signedIn(company = c1) {
  act(() => {
    useSession.getState().signIn('t', { nome: 'Ana Souza' });
    useSession.getState().selectCompany(company);
  });
}

// The private app is a lazy chunk: import it once up front so the first test does not time out on it.
beforeAll(async () => {
  await import('./layout/PrivateApp.tsx');
});
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  act(() => useSession.getState().signOut());
  setApiTransport(null);
  vi.restoreAllMocks();
});

describe('login page', () => {
  it('has labelled fields and signs in, going to /home with the only company selected', async () => {
    const calls = fakeServer();
    renderAt('/');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@mirante.demo');
    await userEvent.type(screen.getByLabelText('Senha'), 'mirante123');
    await userEvent.click(screen.getByRole('button', { name: 'Acessar' }));
    // Two lazy chunks now (RouteGate with the catalogue, then PrivateApp): the first test pays their import under jsdom.
    expect(await screen.findByText('Mirante Alimentos', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(where).toBe('/home');
    expect(calls[0].body).toEqual({ email: 'ana@mirante.demo', senha: 'mirante123' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the server messages under the fields', async () => {
    fakeServer({
      login: () => {
        throw new ApiError(401, ['E-mail ou senha inválidos.']);
      },
    });
    renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'Acessar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha inválidos.');
    expect(where).toBe('/');
  });

  it('shows the no-response message when the server does not answer', async () => {
    fakeServer({
      login: () => {
        throw new ApiError(null, []);
      },
    });
    renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'Acessar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_RESPONSE_MESSAGE);
  });

  it('disables Acessar while signing in', async () => {
    let release!: () => void;
    fakeServer({ login: () => new Promise((r) => (release = () => r({ token: 't', user: { nome: 'Ana' } }))) });
    renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: /Acessar/ }));
    expect(screen.getByRole('button', { name: /Acessar/ })).toBeDisabled();
    await act(async () => release());
  });

  it('sends signed-in users to /home', async () => {
    fakeServer();
    signedIn();
    renderAt('/');
    await waitFor(() => expect(where).toBe('/home'));
  });

  it('sends unauthenticated users opening a private route to /', async () => {
    renderAt('/home');
    expect(await screen.findByRole('button', { name: 'Acessar' })).toBeInTheDocument();
    expect(where).toBe('/');
  });
});

describe('company picker', () => {
  it('opens after login when the user has several companies; Enter on a card selects it', async () => {
    fakeServer({ companies: [c1, c2] });
    renderAt('/');
    await userEvent.type(screen.getByLabelText('E-mail'), 'bruno@mirante.demo');
    await userEvent.click(screen.getByRole('button', { name: 'Acessar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Empresas')).toBeInTheDocument();
    const card = within(dialog).getByText('Intercarg Transportes').closest('[role="button"]') as HTMLElement;
    card.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(useSession.getState().company).toEqual(c2));
    expect(where).toBe('/home');
  });
});

describe('screens and access', () => {
  it('shows the header of a permitted screen and its filters', async () => {
    fakeServer({ liberar: [1493] });
    signedIn();
    renderAt('/monitoramento-de-cargas');
    expect(await screen.findByRole('heading', { name: '02.79.1493 Monitoramento de cargas' })).toBeInTheDocument();
    expect(await screen.findByText('Status da viagem', {}, { timeout: 20_000 })).toBeInTheDocument();
  });

  it('shows the route parameter named by titleParam, in words (titleParamLabels), after the title, and no code where the spec gives none', async () => {
    fakeServer();
    signedIn();
    renderAt('/detalhesCadastro/veiculos_tracao');
    expect(await screen.findByRole('heading', { name: 'Cadastros Pendentes de Veículos de tração' })).toBeInTheDocument();
  });

  it('shows access denied for a screen without its code', async () => {
    fakeServer({ liberar: [1327] });
    signedIn();
    renderAt('/curva-abc-produtos');
    expect(await screen.findByText(ACCESS_DENIED_TEXT)).toBeInTheDocument();
  });

  it('shows Página não encontrada for unknown routes', async () => {
    fakeServer();
    signedIn();
    renderAt('/nao-existe');
    expect(await screen.findByText('Página não encontrada')).toBeInTheDocument();
  });

  it('menu: hidden items removed, non-permitted disabled, click navigates', async () => {
    fakeServer({ liberar: [1327, 1328, 1329], ocultar: [1329] });
    signedIn();
    renderAt('/home');
    const menu = await screen.findByRole('menu', { name: 'Menu principal' });
    await userEvent.click(await within(menu).findByText('Faturamento'));
    const clientes = await within(menu).findByText('Curva ABC Clientes');
    expect(clientes.closest('li')).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).queryByText('Curva ABC Produtos')).not.toBeInTheDocument();
    expect(within(menu).queryByText('PCP')).not.toBeInTheDocument();
    await userEvent.click(within(menu).getByText('Curva ABC Representantes'));
    await waitFor(() => expect(where).toBe('/curva-abc-representantes'));
  });
});

describe('home', () => {
  it('shows the status failure and retries with Reconectar', async () => {
    let status = 503;
    setApiTransport(async (req) => {
      if (req.path.endsWith('/permissoes-acesso')) return { response: { codigo_telas_liberar: [], codigo_telas_ocultar: [] } };
      if (req.path.endsWith('/status-empresa')) {
        if (status !== 200) throw new ApiError(503, ['fora']);
        return { statusCode: 200 };
      }
      return { response: [] };
    });
    signedIn();
    renderAt('/home');
    expect(await screen.findByText('Não foi possível se conectar com a base de dados do cliente.')).toBeInTheDocument();
    status = 200;
    await userEvent.click(screen.getByRole('button', { name: 'Reconectar' }));
    await waitFor(() => expect(screen.queryByText('Não foi possível se conectar com a base de dados do cliente.')).not.toBeInTheDocument());
    expect(screen.getByText('Mirante — estatísticas gerenciais da sua empresa')).toBeInTheDocument();
  });

  it('sign-out (Sair) clears the session and goes to /', async () => {
    fakeServer();
    signedIn();
    renderAt('/home');
    await userEvent.click(await screen.findByRole('button', { name: /Sair/ }));
    await waitFor(() => expect(where).toBe('/'));
    expect(window.sessionStorage.getItem('mirante.token')).toBeNull();
    expect(window.localStorage.getItem('mirante.company')).toBeNull();
  });
});
