import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { App as AntApp } from 'antd';
import { setApiTransport, type ApiRequest } from '../../../api/client.ts';
import type { ScreenDefinition } from '../../definition/screen-definition.ts';
import ScreenRuntime from '../../ScreenRuntime.tsx';
import { CompanyIdProvider } from '../../runtime/company.ts';
import { JsdomStyles } from '../../tests/jsdomStyles.tsx';
import definition from '../../../../screens/faturamento/1326-curva-abc-clientes.ts';
import type { SavedView, SavedViewsHost } from './types.ts';

// The 'Visões' bar of the engine (issue 34) over a screen with a period and Filtrar (1326), with a fake host.
const TODAY = '2026-11-21';
const WAIT = { timeout: 20_000 };
afterEach(() => setApiTransport(null));

const view = (over: Partial<SavedView>): SavedView => ({ id: 1, tela: 1326, nome: 'Mês', filtros: {}, padrao: false, alterada_em: '2026-11-01T10:00:00', ...over });

function renderWith(host: SavedViewsHost, url = '/') {
  const requests: ApiRequest[] = [];
  setApiTransport(async (req) => {
    requests.push(req);
    return { response: [] };
  });
  render(
    <JsdomStyles>
      <AntApp>
        <MemoryRouter initialEntries={[url]}>
          <SWRConfig value={{ provider: () => new Map() }}>
            <CompanyIdProvider value={1}>
              <ScreenRuntime definition={definition as ScreenDefinition} file="screens/test.ts" today={TODAY} views={host} />
            </CompanyIdProvider>
          </SWRConfig>
        </MemoryRouter>
      </AntApp>
    </JsdomStyles>,
  );
  return { reports: () => requests.filter((r) => r.path.endsWith('/curva-abc-clientes')).map((r) => r.params) };
}

const hostOf = (views: SavedView[]) => ({
  list: vi.fn(async () => views),
  create: vi.fn(async (nome: string, filtros: SavedView['filtros'], padrao: boolean) => view({ id: 9, nome, filtros, padrao })),
  update: vi.fn(async (id: number) => view({ id })),
  remove: vi.fn(async () => {}),
});

describe('saved views bar', () => {
  it("opens with the user's default view, its relative period resolved on the day", async () => {
    const { reports } = renderWith(hostOf([view({ padrao: true, filtros: { periodo: { relativo: 'thisMonth' } } })]));
    await waitFor(() => expect(reports()).toEqual([{ dataInicio: '2026/11/01', dataFim: '2026/11/30' }]), WAIT);
    expect(screen.getByRole('button', { name: 'Visões (1)' })).toBeInTheDocument();
  });

  it('applies the default without closing a list the user opened while the views were loading', async () => {
    let answer: (views: SavedView[]) => void = () => {};
    const host = { ...hostOf([]), list: vi.fn(() => new Promise<SavedView[]>((resolve) => (answer = resolve))) };
    const { reports } = renderWith(host);
    await userEvent.click(await screen.findByRole('button', { name: 'Visões' }, WAIT));
    const list = await screen.findByRole('dialog', { name: 'Visões salvas' }, WAIT);
    answer([view({ nome: 'Mês corrente', padrao: true, filtros: { periodo: { relativo: 'thisMonth' } } })]);
    await waitFor(() => expect(reports()).toEqual([{ dataInicio: '2026/11/01', dataFim: '2026/11/30' }]), WAIT);
    await userEvent.click(within(list).getByRole('button', { name: 'Renomear' }));
    expect(within(list).getByLabelText('Novo nome da visão Mês corrente')).toHaveValue('Mês corrente');
    expect(screen.getByRole('dialog', { name: 'Visões salvas' })).toBeVisible();
  }, 30_000);

  it('keeps the filters of a link: the default view does not replace them', async () => {
    const host = hostOf([view({ padrao: true, filtros: { periodo: { relativo: 'thisMonth' } } })]);
    const { reports } = renderWith(host, '/?periodo=2026-04-01..2026-04-30');
    await waitFor(() => expect(host.list).toHaveBeenCalled(), WAIT);
    await waitFor(() => expect(reports()).toEqual([{ dataInicio: '2026/04/01', dataFim: '2026/04/30' }]), WAIT);
    await new Promise((r) => setTimeout(r, 500));
    expect(reports()).toHaveLength(1);
  });

  it("saves the form's values under a name, the period relative unless the user says otherwise", async () => {
    const host = hostOf([]);
    renderWith(host);
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar visão' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Salvar visão' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Informe um nome para a visão.')).toBeInTheDocument();
    expect(host.create).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Nome da visão'), 'Hoje');
    const relative = within(dialog).getByRole('checkbox', { name: /Guardar o período relativo ao dia \(Período: Hoje\)/ });
    expect(relative).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(host.create).toHaveBeenCalledWith('Hoje', { periodo: { relativo: 'today' } }, false));

    await userEvent.click(screen.getByRole('button', { name: 'Salvar visão' }));
    const again = await screen.findByRole('dialog', { name: 'Salvar visão' });
    await userEvent.type(within(again).getByLabelText('Nome da visão'), 'Dia fixo');
    await userEvent.click(within(again).getByRole('checkbox', { name: /Guardar o período relativo/ }));
    await userEvent.click(within(again).getByRole('checkbox', { name: 'Abrir esta tela com esta visão' }));
    await userEvent.click(within(again).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(host.create).toHaveBeenLastCalledWith('Dia fixo', { periodo: `${TODAY}..${TODAY}` }, true));
  }, 30_000);

  it("shows the server's refusal in the dialog (a repeated name)", async () => {
    const host = hostOf([]);
    host.create.mockRejectedValueOnce(new Error("Já existe uma visão chamada 'Mês' nesta tela."));
    renderWith(host);
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar visão' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Salvar visão' });
    await userEvent.type(within(dialog).getByLabelText('Nome da visão'), 'Mês');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("Já existe uma visão chamada 'Mês' nesta tela.");
  }, 30_000);
});
