import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { setApiTransport, type ApiRequest } from '../../api/client.ts';
import { ApiError } from '../../api/ApiError.ts';
import { useSession } from '../../session/store.ts';
import type { Assinatura, Envio } from './api.ts';
import { SubscribeButton } from './SubscribeButton.tsx';
import { MySubscriptionsPage } from './MySubscriptionsPage.tsx';
import { HISTORY_SIZE } from './SendingHistory.tsx';
import { SUBSCRIPTION_TEXTS as T } from './texts.ts';
import { fold } from '../foldText.ts';

// The portal side of issue 36 against a fake of the subscriptions API (the real one: server/src/routes/usuario/
// assinaturas.test.ts; end to end: tests/e2e/subscriptions.e2e.ts).

const company = { id: 1, id_empresa_cliente: 1, nome_fantasia: 'Mirante Alimentos', codigo_modulo: 1 };
const SENDING_OFF = 'O envio de e-mails não está configurado neste servidor (MIRANTE_SMTP_URL e MIRANTE_SMTP_FROM). Fale com o administrador.';
const base = '/usuario/empresas/1/assinaturas';
let stored: Assinatura[] = [];
let refuseCreate: string | null = null;
/** Extra colleagues of the company, for the recipients' search (a company of many users). */
let colleagues: { nome: string; email: string; voce: boolean }[] = [];
let sendings: Envio[] = [];
const calls: ApiRequest[] = [];

const subscription = (over: Partial<Assinatura> = {}): Assinatura => ({
  id: 7, tela: 1327, visao: { id: 3, nome: 'Outubro' }, agenda: { frequencia: 'semanal', horario: '08:30', dias_semana: [1, 5] },
  destinatarios: ['ana@mirante.demo', 'carla@mirante.demo'], conteudo: { indicadores: true, tabelas: true },
  pausada: false, motivo_pausa: null, ultimo_envio: '2026-11-23T11:30:02Z', proximo_envio: '2026-11-27T11:30:00Z', ultimo_erro: null, ...over,
});

beforeEach(() => {
  stored = [];
  sendings = [];
  refuseCreate = null;
  colleagues = [];
  calls.length = 0;
  setApiTransport(async (req) => {
    calls.push(req);
    const body = req.body as Record<string, unknown>;
    if (req.path === '/usuario/empresas/1/visoes') return { response: [{ id: 3, tela: 1327, nome: 'Outubro', filtros: {}, padrao: false, alterada_em: '' }] };
    if (req.path === `${base}/destinatarios`) {
      return { response: [
        { nome: 'Ana Souza', email: 'ana@mirante.demo', voce: true },
        { nome: 'Bruno Lima', email: 'bruno@mirante.demo', voce: false },
        { nome: 'Carla Mendes', email: 'carla@mirante.demo', voce: false },
        ...colleagues,
      ] };
    }
    if (req.path === base && req.method === 'GET') return { response: stored, envio: { configurado: false, mensagem: SENDING_OFF }, fuso: 'America/Sao_Paulo' };
    if (req.path === base && req.method === 'POST') {
      if (refuseCreate) throw new ApiError(400, [refuseCreate]);
      const created = subscription({ id: 8, tela: body.tela as number, agenda: body.agenda as Assinatura['agenda'], conteudo: body.conteudo as Assinatura['conteudo'] });
      stored.push(created);
      return { response: created };
    }
    if (req.path === `${base}/7/envios`) return { response: sendings.slice(0, Number(req.params?.limite ?? 50)) };
    const m = /\/assinaturas\/(\d+)(?:\/(\w+))?$/.exec(req.path);
    const one = m ? stored.find((s) => s.id === Number(m[1])) : undefined;
    if (m && one) {
      if (m[2] === 'enviar') throw new ApiError(503, [SENDING_OFF]);
      if (m[2] === 'pausar') Object.assign(one, { pausada: true, motivo_pausa: 'Pausada por você.', proximo_envio: null });
      if (m[2] === 'retomar') Object.assign(one, { pausada: false, motivo_pausa: null, proximo_envio: '2026-12-01T11:30:00Z' });
      if (req.method === 'PATCH') Object.assign(one, { agenda: body.agenda, conteudo: body.conteudo });
      if (req.method === 'DELETE') {
        stored = stored.filter((s) => s !== one);
        return null;
      }
      return { response: one };
    }
    throw new ApiError(404, ['Recurso não encontrado.']);
  });
  act(() => {
    useSession.getState().signIn('t', { nome: 'Ana Souza' });
    useSession.getState().selectCompany(company);
  });
});
afterEach(() => setApiTransport(null));

const inApp = (ui: React.ReactNode) => render(<AntApp><MemoryRouter>{ui}</MemoryRouter></AntApp>);
const posted = () => calls.filter((c) => c.method === 'POST' && c.path === base).map((c) => c.body);

describe('Assinar por e-mail', () => {
  it('with many colleagues, a search by name or e-mail (accents ignored) narrows the list; people ticked stay ticked when hidden', async () => {
    colleagues = ['João Pereira', 'Márcia Rocha', 'Paulo Dias', 'Rita Alves', 'Sérgio Nunes', 'Tânia Costa', 'Vera Lopes'].map((nome) => ({
      nome, email: `${fold(nome.split(' ')[0]!)}@mirante.demo`, voce: false,
    }));
    const user = userEvent.setup();
    inApp(<SubscribeButton accessCode={1327} screenLabel="01.76.1327 Dashboard Faturamento" />);
    await user.click(screen.getByRole('button', { name: T.subscribe }));
    const dialog = await screen.findByRole('dialog', { name: 'Assinar por e-mail: 01.76.1327 Dashboard Faturamento' });
    const search = await within(dialog).findByRole('searchbox', { name: T.recipientsSearch });
    const hidden = () => [...dialog.querySelectorAll('.subscription-recipient-hidden')].map((l) => l.textContent);
    const box = (name: string) => within(dialog).getByRole('checkbox', { name: new RegExp(`^${name}`) });

    await user.type(search, 'joao');
    expect(hidden()).toHaveLength(8); // of 9 colleagues, only João is shown
    await user.click(box('João Pereira'));
    await user.clear(search);
    await user.type(search, 'RITA@');
    await user.click(box('Rita Alves'));
    expect(box('João Pereira')).toBeChecked(); // out of sight, still ticked
    expect(within(dialog).getByText('2 escolhidos')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'ninguém');
    expect(within(dialog).getByText(T.recipientsNoMatch)).toBeInTheDocument();
    await user.clear(search);
    expect(hidden()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: T.create }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect((posted()[0] as { destinatarios: string[] }).destinatarios.sort()).toEqual(['joao@mirante.demo', 'rita@mirante.demo']);
  });


  it('subscribes with a view, a weekly schedule, another recipient and the figures only (opened with Enter, boxes ticked with Space)', async () => {
    const user = userEvent.setup();
    inApp(<SubscribeButton accessCode={1327} screenLabel="01.76.1327 Dashboard Faturamento" />);
    await user.tab();
    expect(screen.getByRole('button', { name: T.subscribe })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Assinar por e-mail: 01.76.1327 Dashboard Faturamento' });
    // sending is off on this server: said in the dialog, and subscribing still works (it waits for the settings)
    expect(await within(dialog).findByText(SENDING_OFF)).toBeInTheDocument();
    expect(within(dialog).getByText('Você (ana@mirante.demo) sempre recebe. Só usuários desta empresa podem receber.')).toBeInTheDocument();
    expect(within(dialog).getByText('Horário do fuso America/Sao_Paulo.')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: T.view }), 'Outubro');
    await user.click(within(dialog).getByRole('radio', { name: T.weekly }));
    // Monday is chosen by default; add Friday with the keyboard
    within(dialog).getByRole('checkbox', { name: 'sexta' }).focus();
    await user.keyboard(' ');
    const time = within(dialog).getByLabelText(T.time);
    await user.clear(time);
    await user.type(time, '08:30');
    const recipients = within(dialog).getByRole('group', { name: T.recipients });
    await user.click(within(recipients).getByRole('checkbox', { name: 'Carla Mendes (carla@mirante.demo)' }));
    // two colleagues: no search box (from RECIPIENTS_SEARCH_FROM people on)
    expect(within(dialog).queryByRole('searchbox', { name: T.recipientsSearch })).toBeNull();
    // the user is never offered as another recipient (they always receive)
    expect(within(recipients).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent))
      .toEqual(['Bruno Lima (bruno@mirante.demo)', 'Carla Mendes (carla@mirante.demo)']);
    within(dialog).getByRole('checkbox', { name: T.tables }).focus();
    await user.keyboard(' ');
    await user.click(within(dialog).getByRole('button', { name: T.create }));

    await waitFor(() => expect(posted()).toEqual([{
      tela: 1327, visao: 3, agenda: { frequencia: 'semanal', horario: '08:30', dias_semana: [1, 5] },
      destinatarios: ['carla@mirante.demo'], conteudo: { indicadores: true, tabelas: false },
    }]));
    expect(await screen.findByText(T.created)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says what is missing before calling the server, and shows the server\'s pt-BR refusal', async () => {
    const user = userEvent.setup();
    inApp(<SubscribeButton accessCode={1327} screenLabel="01.76.1327 Dashboard Faturamento" />);
    await user.click(screen.getByRole('button', { name: T.subscribe }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText(T.view);
    await user.click(within(dialog).getByRole('radio', { name: T.weekly }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'segunda' }));
    await user.click(within(dialog).getByRole('button', { name: T.create }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(T.needDay);
    await user.click(within(dialog).getByRole('radio', { name: T.monthly }));
    await user.click(within(dialog).getByRole('checkbox', { name: T.figures }));
    await user.click(within(dialog).getByRole('checkbox', { name: T.tables }));
    await user.click(within(dialog).getByRole('button', { name: T.create }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(T.needContent);
    expect(posted()).toEqual([]);

    refuseCreate = 'Limite de 20 assinaturas por empresa atingido: exclua uma antes de criar outra.';
    await user.click(within(dialog).getByRole('checkbox', { name: T.tables }));
    await user.click(within(dialog).getByRole('button', { name: T.create }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refuseCreate);
    expect(posted()).toEqual([expect.objectContaining({ agenda: { frequencia: 'mensal', horario: '07:00', dia_mes: 1 } })]);
  });
});

describe('Minhas assinaturas', () => {
  it('lists a subscription with its schedule, last and next sending in the business zone, and the not-configured message', async () => {
    stored = [subscription({ ultimo_erro: 'Conexão recusada pelo servidor SMTP.' })];
    inApp(<MySubscriptionsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: T.page })).toBeInTheDocument();
    expect(await screen.findByText(SENDING_OFF)).toBeInTheDocument();
    const item = screen.getByRole('listitem', { name: '01.76.1327 Dashboard Faturamento' });
    expect(within(item).getByRole('link', { name: '01.76.1327 Dashboard Faturamento' })).toHaveAttribute('href', '/dashboard-faturamento');
    expect(item).toHaveTextContent('Semanal (segunda e sexta) às 08:30');
    expect(item).toHaveTextContent('Outubro');
    expect(item).toHaveTextContent('ana@mirante.demo, carla@mirante.demo');
    // 11:30 UTC is 08:30 in São Paulo
    expect(item).toHaveTextContent('Último envio23/11/2026 08:30');
    expect(item).toHaveTextContent('Próximo envio27/11/2026 08:30');
    expect(item).toHaveTextContent('Último erroConexão recusada pelo servidor SMTP.');
  });

  it('opens the sending history by keyboard: when, result, how, to whom, size and the error, in the business zone', async () => {
    const user = userEvent.setup();
    stored = [subscription()];
    sendings = [
      { data_hora: '2026-11-23T11:30:02Z', destinatarios: ['ana@mirante.demo', 'carla@mirante.demo'], tamanho_bytes: 35_210, resultado: 'enviado', erro: null, origem: 'agenda' },
      { data_hora: '2026-11-22T14:05:00Z', destinatarios: ['ana@mirante.demo'], tamanho_bytes: null, resultado: 'falhou', erro: 'Conexão recusada pelo servidor SMTP.', origem: 'enviar-agora' },
    ];
    inApp(<MySubscriptionsPage />);
    const item = await screen.findByRole('listitem', { name: '01.76.1327 Dashboard Faturamento' });
    const toggle = within(item).getByRole('button', { name: T.history });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // nothing asked before it is opened
    expect(calls.some((c) => c.path.endsWith('/envios'))).toBe(false);
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = await within(item).findByRole('list', { name: T.historyList });
    const lines = within(list).getAllByRole('listitem').map((li) => li.textContent);
    expect(lines).toEqual([
      // (a line break between the parts: textContent joins them)
      '23/11/2026 08:30 · Enviado · Pela agendaPara: ana@mirante.demo, carla@mirante.demo · Tamanho: 35,2 kB',
      "22/11/2026 11:05 · Falhou · Por 'Enviar agora'Para: ana@mirante.demo · Tamanho: —Conexão recusada pelo servidor SMTP.",
    ]);
    expect(calls.find((c) => c.path.endsWith('/envios'))?.params).toEqual({ limite: HISTORY_SIZE });
    await user.keyboard('{Enter}');
    expect(within(item).queryByRole('list', { name: T.historyList })).not.toBeInTheDocument();
  });

  it('says when a subscription was never sent', async () => {
    const user = userEvent.setup();
    stored = [subscription({ ultimo_envio: null })];
    inApp(<MySubscriptionsPage />);
    const item = await screen.findByRole('listitem', { name: '01.76.1327 Dashboard Faturamento' });
    await user.click(within(item).getByRole('button', { name: T.history }));
    expect(await within(item).findByText(T.historyEmpty)).toBeInTheDocument();
  });

  it("sends now (the server's message when sending is off), pauses, resumes, edits and deletes", async () => {
    const user = userEvent.setup();
    // saiu@ has left the company since: still in the answer, no longer offered, not sent back on saving
    stored = [subscription({ destinatarios: ['ana@mirante.demo', 'carla@mirante.demo', 'saiu@mirante.demo'] })];
    inApp(<MySubscriptionsPage />);
    const item = await screen.findByRole('listitem', { name: '01.76.1327 Dashboard Faturamento' });
    await user.click(within(item).getByRole('button', { name: T.sendNow }));
    // the page's notice and the action's error message
    await waitFor(() => expect(screen.getAllByText(SENDING_OFF)).toHaveLength(2));

    await user.click(within(item).getByRole('button', { name: T.pause }));
    await waitFor(() => expect(item).toHaveTextContent(T.paused));
    expect(item).toHaveTextContent('Próximo envio— (Pausada por você.)');
    await user.click(within(item).getByRole('button', { name: T.resume }));
    await waitFor(() => expect(item).toHaveTextContent('Próximo envio01/12/2026 08:30'));

    await user.click(within(item).getByRole('button', { name: T.edit }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar assinatura: 01.76.1327 Dashboard Faturamento' });
    await within(dialog).findByLabelText(T.view);
    await user.click(within(dialog).getByRole('radio', { name: T.daily }));
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(() => expect(item).toHaveTextContent('Diária às 08:30'));
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ visao: 3, agenda: { frequencia: 'diaria', horario: '08:30' }, destinatarios: ['carla@mirante.demo'], conteudo: { indicadores: true, tabelas: true } });

    await user.click(within(item).getByRole('button', { name: T.remove }));
    const confirm = await screen.findByRole('dialog', { name: T.removeConfirm });
    await user.click(within(confirm).getByRole('button', { name: T.remove }));
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(stored).toEqual([]);
  });
});
