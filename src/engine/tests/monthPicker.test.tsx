/** The date field's `picker: 'month'` (1429): shown MM/AAAA, kept as the month's first day, bounds by startOf/endOf. */
import { afterEach, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setApiTransport } from '../../api/client.ts';
import type { ScreenDefinition } from '../definition/screen-definition.ts';
import { renderScreen } from './renderScreen.tsx';

afterEach(() => setApiTransport(null));

const definition = {
  code: '02.74.9998',
  title: 'Meses',
  route: '/meses',
  accessCode: 9998,
  filters: {
    submitLabel: 'Filtrar',
    fields: [
      { name: 'inicio', label: 'Início Período', widget: 'date', picker: 'month', default: '2026-09-01', allowClear: false },
      { name: 'fim', label: 'Final Período', widget: 'date', picker: 'month', default: '2026-11-01', allowClear: false, notBefore: { field: 'inicio', message: 'Início Período menor que data início.' } },
    ],
  },
  calls: {
    dados: {
      path: '/dados',
      params: {
        inicioPeriodo: { date: '{filters.inicio}', format: 'YYYY/MM/DD', startOf: 'month' },
        finalPeriodo: { date: '{filters.fim}', format: 'YYYY/MM/DD', endOf: 'month' },
      },
    },
  },
  panels: [{ id: 'filtros', kind: 'filters' }, { kind: 'text', text: 'ok' }],
} satisfies ScreenDefinition;

test('shows MM/YYYY and asks the first day of the start month to the last day of the end month', async () => {
  const { requests } = renderScreen(definition, () => ({ response: [] }));
  expect(await screen.findByDisplayValue('09/2026', {}, { timeout: 20_000 })).toBeInTheDocument();
  expect(screen.getByDisplayValue('11/2026')).toBeInTheDocument();
  await waitFor(() => expect(requests.length).toBeGreaterThan(0), { timeout: 20_000 });
  const url = requests.map((r) => JSON.stringify(r)).join(' ');
  expect(url).toContain('2026/09/01');
  expect(url).toContain('2026/11/30');
});
