/**
 * A call's answer redraws what shows it, not the rest of the screen: the screen redraws with each answer (1325 has
 * five calls), and redrawing the filter form (rjsf and its antd fields) and every other panel each time was most of
 * a phone's work after opening a screen (docs/performance.md "Phones"). The form is counted through its rjsf base,
 * the value-card panels through their component, and each panel's frame through the spinner it wraps the panel in
 * (the spinner, its motion and the frame were drawn again for every other call's answer: bench/renders.ts).
 */
import { createElement, type ComponentProps } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setApiTransport } from '../../api/client.ts';
import type { ScreenDefinition } from '../definition/screen-definition.ts';
import { renderScreen } from './renderScreen.tsx';

const drawn = vi.hoisted(() => ({ form: 0, cards: {} as Record<string, number>, spins: {} as Record<string, number> }));

/** The call of the panel inside a spinner: the `options.call` of the first element down its children that has one. */
function callInside(node: unknown): string | undefined {
  const props = (node as { props?: { options?: { call?: string }; children?: unknown } } | null)?.props;
  if (!props) return undefined;
  if (props.options?.call) return props.options.call;
  const children = Array.isArray(props.children) ? props.children : [props.children];
  for (const child of children) {
    const found = callInside(child);
    if (found) return found;
  }
  return undefined;
}

vi.mock('antd', async (original) => {
  const antd = await original<typeof import('antd')>();
  const Spin = Object.assign((props: ComponentProps<typeof antd.Spin>) => {
    const call = callInside({ props });
    if (call) drawn.spins[call] = (drawn.spins[call] ?? 0) + 1;
    return createElement(antd.Spin, props);
  }, antd.Spin);
  return { ...antd, Spin };
});
vi.mock('../filters/FilterFormTheme.ts', async (original) => {
  const { FilterFormBase } = await original<typeof import('../filters/FilterFormTheme.ts')>();
  return {
    FilterFormBase: (props: ComponentProps<typeof FilterFormBase>) => {
      drawn.form += 1;
      return createElement(FilterFormBase, props);
    },
  };
});

vi.mock('../panels/cards/CardsPanel.tsx', async (original) => {
  const { CardsPanel } = await original<typeof import('../panels/cards/CardsPanel.tsx')>();
  return {
    CardsPanel: (props: ComponentProps<typeof CardsPanel>) => {
      const call = String((props.options as { call?: string }).call);
      drawn.cards[call] = (drawn.cards[call] ?? 0) + 1;
      return createElement(CardsPanel, props);
    },
  };
});

afterEach(() => setApiTransport(null));
const WAIT = { timeout: 20_000 };

const card = (call: string, label: string) => ({ kind: 'cards' as const, call, groups: [{ cards: [{ label, value: 'total', format: 'currency' as const }] }] });
const definition = {
  code: '01.74.9998',
  title: 'Painel',
  route: '/painel',
  accessCode: 9998,
  filters: {
    fields: [
      { name: 'periodo', label: 'Período', widget: 'dateRange', default: 'monthToDate', allowClear: false },
      { name: 'cliente', label: 'Cliente', widget: 'text' },
    ],
  },
  calls: {
    a: { path: '/a', params: { dataInicio: { date: '{filters.periodo.start}', format: 'YYYY-MM-DD' } } },
    b: { path: '/b', params: { dataInicio: { date: '{filters.periodo.start}', format: 'YYYY-MM-DD' } } },
    c: { path: '/c', params: { dataInicio: { date: '{filters.periodo.start}', format: 'YYYY-MM-DD' } } },
  },
  panels: [{ id: 'filtros', kind: 'filters' }, card('a', 'Primeiro'), card('b', 'Segundo'), card('c', 'Terceiro')],
} satisfies ScreenDefinition;

test("three answers arriving one by one redraw neither the filter form nor the other calls' panels and frames; editing the form redraws it", async () => {
  const release: Record<string, (answer: unknown) => void> = {};
  renderScreen(definition, (req) => new Promise((resolve) => (release[req.path] = resolve)));
  await waitFor(() => expect(Object.keys(release).sort()).toEqual(['/a', '/b', '/c']), WAIT);
  await screen.findByLabelText('Período', {}, WAIT);
  const before = drawn.form;

  release['/a']!({ response: { total: 1 } });
  expect(await screen.findByText(/R\$\s*1,00/, {}, WAIT)).toBeInTheDocument();
  const first = drawn.cards.a;
  const spinA = drawn.spins.a;
  release['/b']!({ response: { total: 2 } });
  expect(await screen.findByText(/R\$\s*2,00/, {}, WAIT)).toBeInTheDocument();
  const second = drawn.cards.b;
  release['/c']!({ response: { total: 3 } });
  expect(await screen.findByText(/R\$\s*3,00/, {}, WAIT)).toBeInTheDocument();
  expect(drawn.form).toBe(before);
  expect(first).toBeGreaterThan(0);
  expect(drawn.cards.a).toBe(first);
  expect(drawn.cards.b).toBe(second);
  // the panel frames of the calls not answering are left alone too
  expect(spinA).toBeGreaterThan(0);
  expect(drawn.spins.a).toBe(spinA);

  // what the form shows still follows its own changes
  fireEvent.change(screen.getByLabelText('Cliente'), { target: { value: 'ACME' } });
  await waitFor(() => expect(screen.getByLabelText('Cliente')).toHaveValue('ACME'), WAIT);
  expect(drawn.form).toBeGreaterThan(before);
}, 40_000);
