/**
 * Comparison with the earlier period (issue 35) as a user sees it in the cards: the selector beside the filters,
 * the second call with the month moved back, the earlier value and the change coloured by whether up is good,
 * 'sem dados' for a period without postings, the change from zero in the figure's own format.
 */
import { afterEach, expect, test } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setApiTransport, type ApiRequest } from '../../api/client.ts';
import type { ScreenDefinition } from '../definition/screen-definition.ts';
import { renderScreen } from './renderScreen.tsx';

afterEach(() => setApiTransport(null));
const WAIT = { timeout: 20_000 };

const definition = {
  code: '01.74.9996',
  title: 'Comparação',
  route: '/comparacao',
  accessCode: 9996,
  filters: {
    fields: [
      { name: 'mes', label: 'Mês', widget: 'month', default: 'current' },
      { name: 'ano', label: 'Ano', widget: 'year', default: 'current', years: { back: 3 } },
    ],
  },
  calls: { totais: { path: '/totais', params: { dataPeriodo: '{filters.ano}-{filters.mes}-01' }, compare: { period: { dataPeriodo: 'month' } } } },
  panels: [
    {
      id: 'cards',
      kind: 'cards',
      call: 'totais',
      groups: [
        {
          cards: [
            { label: 'Receitas', value: 'receitas', format: 'currency', upIs: 'good' },
            { label: 'Custos', value: 'custos', format: 'currency', upIs: 'bad' },
            { label: 'Notas', value: 'notas', format: 'integer' },
            { label: 'Clientes ativos', value: 'clientes', format: 'integer', compare: false },
            { label: 'Margem', value: 'margem', format: 'percent', upIs: 'good' },
          ],
        },
      ],
    },
  ],
} satisfies ScreenDefinition;

/** March 2026 and February 2026 (a month with fewer days); January 2026 is before the first posting. */
const ANSWERS: Record<string, unknown> = {
  '2026-03-01': { response: { receitas: 3688866.44, custos: 1200, notas: 12, clientes: 40, margem: 70 } },
  '2026-02-01': { response: { receitas: 3100000, custos: 1500, notas: 0, clientes: 38, margem: 50 } },
  '2026-01-01': { response: { receitas: null, custos: null, notas: null, clientes: null } },
};
const answer = (req: ApiRequest) => ANSWERS[String(req.params?.dataPeriodo)] ?? { response: {} };
const card = (label: string) => document.querySelector(`[data-card="${label}"]`) as HTMLElement;
const periods = (requests: ApiRequest[]) => requests.filter((r) => r.path === '/totais').map((r) => r.params?.dataPeriodo);

test('off by default: one call, no earlier value; the selector offers the three choices', async () => {
  const { requests } = renderScreen(definition, answer, '/?mes=03&ano=2026');
  await waitFor(() => expect(card('Receitas').textContent).toContain('R$ 3.688.866,44'), WAIT);
  expect(periods(requests)).toEqual(['2026-03-01']);
  expect(document.querySelector('[data-delta]')).toBeNull();
  expect(screen.getByLabelText('Comparar com:')).toBeTruthy();
  expect(screen.getByTestId('compare').textContent).toContain('nada');
});

test('período anterior: one more call for February; each card shows the earlier value and the change', async () => {
  const { requests } = renderScreen(definition, answer, '/?mes=03&ano=2026&comparar=periodo-anterior');
  await waitFor(() => expect(card('Receitas').querySelector('[data-previous]')?.textContent).toBe('R$ 3.100.000,00'), WAIT);
  expect(periods(requests).sort()).toEqual(['2026-02-01', '2026-03-01']);
  // (3.688.866,44 − 3.100.000) / 3.100.000 = 18,995…%: up, and up is good
  const receitas = card('Receitas').querySelector('[data-change]') as HTMLElement;
  expect(receitas.textContent).toBe('▲ alta de 19,00%');
  expect(receitas.className).toContain('tone-delta-positive');
  expect(card('Receitas').textContent).toContain('Período anterior: R$ 3.100.000,00');
  // costs went down (1.500 → 1.200: −20%), and down is good for costs
  const custos = card('Custos').querySelector('[data-change]') as HTMLElement;
  expect(custos.textContent).toBe('▼ queda de 20,00%');
  expect(custos.className).toContain('tone-delta-positive');
  // from zero: no ratio, the difference in the card's format, no colour (neutral)
  const notas = card('Notas').querySelector('[data-change]') as HTMLElement;
  expect(notas.textContent).toBe('▲ alta de 12');
  expect(notas.className).not.toContain('tone-delta');
  // a percentage changes in points: 50% → 70% is 20 points, not 40%
  expect(card('Margem').querySelector('[data-change]')?.textContent).toBe('▲ alta de 20,00 p.p.');
  // a card that says compare: false shows nothing of the earlier period
  expect(card('Clientes ativos').querySelector('[data-delta]')).toBeNull();
});

test('an earlier answer without values reads "sem dados", with no change', async () => {
  const { requests } = renderScreen(definition, answer, '/?mes=02&ano=2026&comparar=periodo-anterior');
  await waitFor(() => expect(card('Receitas').querySelector('[data-delta]')?.getAttribute('data-delta')).toBe('no-data'), WAIT);
  expect(periods(requests).sort()).toEqual(['2026-01-01', '2026-02-01']);
  expect(card('Receitas').textContent).toContain('Período anterior: sem dados');
  expect(card('Receitas').querySelector('[data-change]')).toBeNull();
});

test("since the first posting: an earlier period before it reads 'sem dados' without a call", async () => {
  const withSince = {
    ...definition,
    calls: {
      primeira: { path: '/primeira' },
      totais: { ...definition.calls.totais, compare: { period: { dataPeriodo: 'month' }, since: { call: 'primeira', dataPath: 'response.ano' } } },
    },
  } satisfies ScreenDefinition;
  const { requests } = renderScreen(withSince, (req) => (req.path === '/primeira' ? { response: { ano: 2026 } } : answer(req)), '/?mes=01&ano=2026&comparar=periodo-anterior');
  await waitFor(() => expect(card('Receitas').querySelector('[data-delta]')?.getAttribute('data-delta')).toBe('no-data'), WAIT);
  expect(card('Receitas').textContent).toContain('Período anterior: sem dados');
  expect(periods(requests)).toEqual(['2026-01-01']);
});

test('mesmo período do ano anterior asks March 2025; choosing nada removes the earlier values', async () => {
  const { requests } = renderScreen(definition, (req) => (req.params?.dataPeriodo === '2025-03-01' ? { response: { receitas: 10, custos: 1000, notas: 12 } } : answer(req)), '/?mes=03&ano=2026&comparar=ano-anterior');
  await waitFor(() => expect(card('Custos').querySelector('[data-previous]')?.textContent).toBe('R$ 1.000,00'), WAIT);
  expect(periods(requests)).toContain('2025-03-01');
  expect(card('Custos').textContent).toContain('Ano anterior: R$ 1.000,00');
  const custos = card('Custos').querySelector('[data-change]') as HTMLElement;
  expect(custos.textContent).toBe('▲ alta de 20,00%');
  expect(custos.className).toContain('tone-delta-negative');
  expect(card('Notas').querySelector('[data-change]')?.textContent).toBe('sem variação');

  fireEvent.mouseDown(screen.getByLabelText('Comparar com:'));
  fireEvent.click(await screen.findByTitle('nada', undefined, WAIT));
  await waitFor(() => expect(document.querySelector('[data-delta]')).toBeNull(), WAIT);
});
