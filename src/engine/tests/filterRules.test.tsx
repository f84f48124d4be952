/**
 * Filter rules on a real screen (jsdom): fields that disable each other (1493 CT-e / NF-e, period only
 * for 'Finalizadas', with the spec's tooltips), "order number alone, or customer + period" (1332) with
 * '* Campo obrigatório', allowed characters, focus on load, and auto-refresh minutes per user.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setApiTransport } from '../../api/client.ts';
import { useSession } from '../../session/store.ts';
import type { ScreenDefinition } from '../definition/screen-definition.ts';
import monitoramentoDeCargas from '../../../screens/logistica/1493-monitoramento-cargas.ts';
import { renderScreen } from './renderScreen.tsx';

afterEach(() => setApiTransport(null));
const WAIT = { timeout: 20_000 };

const CTE_TIP = 'Limpe o campo CT-e para poder preencher este campo';
const PERIOD_TIP = "Para usar o período, o status da viagem precisa ser 'Finalizadas'";

const monitoramento = {
  code: '02.79.1493',
  title: 'Monitoramento de cargas',
  route: '/monitoramento-cargas',
  accessCode: 1493,
  // the real screen's filters (the rules under test), with a search that waits for Filtrar
  filters: monitoramentoDeCargas.filters,
  calls: {
    viagens: {
      path: '/v2/logistica/monitoramento-de-cargas/{empresaId}/monit',
      loadOn: 'submit',
      params: {
        status: '{filters.status}',
        periodStart: { date: '{filters.periodo.start}', format: 'YYYY-MM-DD' },
        periodEnd: { date: '{filters.periodo.end}', format: 'YYYY-MM-DD' },
        cteNumber: '{filters.cte}',
        nfeNumber: '{filters.nfe}',
      },
    },
  },
  panels: [{ kind: 'text', text: 'Viagens' }],
} satisfies ScreenDefinition;

const filtrar = () => fireEvent.click(screen.getAllByRole('button', { name: 'Filtrar' }).at(-1)!);

describe('fields that disable each other (1493)', () => {
  test("the period only for 'Finalizadas'; CT-e and NF-e exclude each other and the status; the search leaves disabled fields out", async () => {
    const view = renderScreen(monitoramento, () => ({ response: [] }));
    const periodWrapper = await waitFor(() => {
      const w = view.container.querySelector(`[data-disabled-reason="${PERIOD_TIP}"]`);
      // the date-range picker's code loads on first use (widgets/onDemand.tsx)
      expect(w?.querySelector('input')).toBeTruthy();
      return w!;
    }, WAIT);
    expect(periodWrapper.querySelector('input')).toBeDisabled();

    fireEvent.click(screen.getByText('Finalizadas'));
    await waitFor(() => expect(view.container.querySelector(`[data-disabled-reason="${PERIOD_TIP}"]`)).toBeNull());
    filtrar();
    await waitFor(() => expect(view.requests.length).toBe(1), WAIT);
    expect(Object.keys(view.requests[0].params ?? {}).sort()).toEqual(['periodEnd', 'periodStart', 'status']);
    expect(view.requests[0].params?.status).toBe('FINISHED');

    // Typing a CT-e (letters dropped) disables NF-e (its tooltip), the status and the period.
    fireEvent.change(screen.getByLabelText('Número CT-e'), { target: { value: '12a34' } });
    expect(screen.getByLabelText('Número CT-e')).toHaveValue('1234');
    const nfe = await waitFor(() => {
      const w = view.container.querySelector(`[data-disabled-reason="${CTE_TIP}"]`);
      expect(w).not.toBeNull();
      return w!;
    });
    expect(nfe.querySelector('input')).toBeDisabled();
    expect(view.container.querySelector(`[data-disabled-reason="${PERIOD_TIP}"]`)).not.toBeNull();
    filtrar();
    await waitFor(() => expect(view.requests.length).toBe(2), WAIT);
    expect(view.requests[1].params).toEqual({ cteNumber: '1234' });

    // Clearing the CT-e brings the others back with their values.
    fireEvent.change(screen.getByLabelText('Número CT-e'), { target: { value: '' } });
    await waitFor(() => expect(view.container.querySelector('[data-disabled-reason]')).toBeNull());
    expect(screen.getByLabelText('Número NF-e')).not.toBeDisabled();
  });
});

describe("either the order number or customer + period (1332)", () => {
  const situacao = {
    code: '01.77.1332',
    title: 'OP Situação',
    route: '/ordem_producao_situacao',
    accessCode: 1332,
    filters: {
      submitLabel: 'Filtrar',
      fields: [
        { name: 'numero_op', label: 'Número OP', widget: 'text', allow: ['digits', 'space', 'hyphen', 'slash'] },
        { name: 'periodo', label: 'Período (Abertura)', widget: 'dateRange', requiredUnless: ['numero_op'], requiredMessage: '* Campo obrigatório', presets: ['today', 'thisMonth'] },
        {
          name: 'cliente',
          label: 'Cliente',
          widget: 'lookup',
          autoFocus: true,
          requiredUnless: ['numero_op'],
          requiredMessage: '* Campo obrigatório',
          lookup: { call: 'clienteNome', notFound: 'Cliente não encontrado.' },
        },
      ],
    },
    calls: {
      clienteNome: { path: '/empresas/{empresaId}/clientes', params: { id_cliente: '{lookup.code}' }, loadOn: 'action' },
      ops: {
        path: '/empresas/{empresaId}/pcp/ordem_producao_status',
        loadOn: 'submit',
        params: {
          idOrdem: '{filters.numero_op}',
          idCliente: '{filters.cliente}',
          dataAberturaInicio: { date: '{filters.periodo.start}', format: 'YYYY/MM/DD' },
          dataAberturaFinal: { date: '{filters.periodo.end}', format: 'YYYY/MM/DD' },
        },
      },
    },
    panels: [{ kind: 'text', text: 'Ordens' }],
  } satisfies ScreenDefinition;

  test("empty customer and period: '* Campo obrigatório' under each; an order number alone searches", async () => {
    const view = renderScreen(situacao, () => ({ response: [{ nome: 'Braga Comércio' }] }));
    // The customer code has the focus on load.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Cliente')), WAIT);
    filtrar();
    await waitFor(() => expect(screen.getAllByText('* Campo obrigatório')).toHaveLength(2), WAIT);
    expect(view.requests.filter((r) => r.path.endsWith('ordem_producao_status'))).toEqual([]);

    fireEvent.change(screen.getByLabelText('Número OP'), { target: { value: '12/3-A b' } });
    expect(screen.getByLabelText('Número OP')).toHaveValue('12/3- ');
    filtrar();
    await waitFor(() => expect(view.requests.some((r) => r.path.endsWith('ordem_producao_status'))).toBe(true), WAIT);
    expect(view.requests.find((r) => r.path.endsWith('ordem_producao_status'))?.params).toEqual({ idOrdem: '12/3- ' });
    expect(screen.queryByText('* Campo obrigatório')).toBeNull();
  });

  test('a zero customer code is no customer', async () => {
    renderScreen(situacao, () => ({ response: [] }), '/?periodo=2026-11-01..2026-11-21');
    fireEvent.change(await screen.findByLabelText('Cliente', {}, WAIT), { target: { value: '0' } });
    filtrar();
    expect(await screen.findByText('* Campo obrigatório', {}, WAIT)).toBeInTheDocument();
  });
});

describe('auto-refresh (spec 2 §4)', () => {
  test('minutes are digits only, default 10, kept per user and screen', async () => {
    useSession.setState({ user: { nome: 'Ana Souza', email: 'ana@mirante.demo' } } as never);
    const definition = {
      code: '02.76.1405',
      title: 'Dashboard Faturamento',
      route: '/dash',
      accessCode: 1405,
      filters: { refreshLabel: 'Atualizar', autoRefresh: { label: 'Atualizar automaticamente', defaultMinutes: 10 }, fields: [{ name: 'mes', label: 'Mês', widget: 'month', default: 'current' }] },
      panels: [{ kind: 'text', text: 'Painel' }],
    } satisfies ScreenDefinition;
    renderScreen(definition, () => ({}));
    const minutes = await screen.findByLabelText('Minutos', {}, WAIT);
    expect(minutes).toHaveValue('10');
    fireEvent.change(minutes, { target: { value: '1a5' } });
    expect(minutes).toHaveValue('15');
    await waitFor(() => expect(localStorage.getItem('mirante:auto-refresh:ana@mirante.demo:02.76.1405')).toBe('15'));
  });
});
