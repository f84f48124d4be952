import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { setApiTransport, type ApiRequest } from '../../api/client.ts';
import { ApiError } from '../../api/ApiError.ts';
import { useSession } from '../../session/store.ts';
import { FavoriteStar } from './FavoriteStar.tsx';
import { FAVORITE_SAVE_FAILED, useWorkspace } from './store.ts';

const company = { id: 1, id_empresa_cliente: 1, nome_fantasia: 'Mirante Alimentos', codigo_modulo: 1 };
let saved: number[] = [1370];
let refuse = false;
const calls: ApiRequest[] = [];

beforeEach(() => {
  saved = [1370];
  refuse = false;
  calls.length = 0;
  useWorkspace.getState().reset();
  setApiTransport(async (req) => {
    calls.push(req);
    if (req.path === '/usuario/empresas/1/favoritos' && req.method === 'GET') return { response: saved };
    if (req.path === '/usuario/empresas/1/favoritos' && req.method === 'PUT') {
      if (refuse) throw new ApiError(500, ['Erro interno do servidor.']);
      saved = (req.body as { codigos: number[] }).codigos;
      return { response: saved };
    }
    if (req.path === '/usuario/empresas/1/recentes') return { response: [] };
    throw new ApiError(404, ['Recurso não encontrado.']);
  });
  act(() => {
    useSession.getState().signIn('t', { nome: 'Ana Souza' });
    useSession.getState().selectCompany(company);
  });
});
afterEach(() => setApiTransport(null));

const star = () => screen.getByRole('button', { name: 'Favorita' });

describe('FavoriteStar', () => {
  it('adds the screen after the user favourites, keeping their order, and removes it again', async () => {
    render(<AntApp><FavoriteStar accessCode={1325} /></AntApp>);
    await waitFor(() => expect(star()).toBeEnabled());
    expect(star()).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star());
    await waitFor(() => expect(saved).toEqual([1370, 1325]));
    expect(star()).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(star());
    await waitFor(() => expect(saved).toEqual([1370]));
    expect(star()).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks for the favourites once and not for the recent screens, which only Home shows', async () => {
    render(<AntApp><FavoriteStar accessCode={1325} /><FavoriteStar accessCode={1326} /></AntApp>);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Favorita' })[1]).toBeEnabled());
    expect(calls.map((c) => `${c.method ?? 'GET'} ${c.path}`)).toEqual(['GET /usuario/empresas/1/favoritos']);
  });

  it('goes back to what the server holds and says so when the server refuses', async () => {
    refuse = true;
    render(<AntApp><FavoriteStar accessCode={1325} /></AntApp>);
    await waitFor(() => expect(star()).toBeEnabled());
    await userEvent.click(star());
    expect(await screen.findByText(FAVORITE_SAVE_FAILED)).toBeInTheDocument();
    await waitFor(() => expect(star()).toHaveAttribute('aria-pressed', 'false'));
    expect(saved).toEqual([1370]);
  });
});
