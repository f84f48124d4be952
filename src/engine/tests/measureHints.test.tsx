/**
 * Measure hints (`hint`, issue 28): the rule of a card's or a nested column's measure is an info icon whose name is
 * the rule, a tab stop whose focus opens the tooltip; a click on it does not run the clickable card's action. (The
 * grid header's hint is driven in Chromium: tests/e2e/defaults-and-measures.e2e.ts.)
 */
import { afterEach, expect, test } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setApiTransport } from '../../api/client.ts';
import type { ScreenDefinition } from '../definition/screen-definition.ts';
import { renderScreen } from './renderScreen.tsx';

afterEach(() => setApiTransport(null));
const WAIT = { timeout: 20_000 };
const RULE = 'Só os CT-es normais, sem as reentregas.';

const definition = {
  code: '01.74.9997',
  title: 'Dicas',
  route: '/dicas',
  accessCode: 9997,
  calls: { totais: { path: '/totais' } },
  panels: [
    {
      id: 'cards',
      kind: 'cards',
      call: 'totais',
      groups: [
        {
          cards: [
            { label: 'Faturamento', value: 'valor', format: 'currency', hint: RULE, action: { type: 'drill', drill: 'detalhe', when: 'positive' } },
            { label: 'Peso Bruto', value: 'peso', format: 'number' },
          ],
        },
      ],
    },
  ],
  drilldowns: { detalhe: { title: 'Detalhe', container: 'modal', panels: [{ kind: 'text', text: 'Aberto' }] } },
} satisfies ScreenDefinition;

test('a card with a hint shows an info icon named by its rule; focus opens the tooltip; clicking it opens no drill-down', async () => {
  renderScreen(definition, () => ({ response: { valor: 10, peso: 5 } }));
  const icon = await screen.findByRole('img', { name: `Sobre Faturamento: ${RULE}` }, WAIT);
  expect(icon.getAttribute('tabindex')).toBe('0');
  const peso = document.querySelector('[data-card="Peso Bruto"]') as HTMLElement;
  expect(within(peso).queryByRole('img')).toBeNull();
  fireEvent.focus(icon);
  await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe(RULE), WAIT);
  fireEvent.click(icon);
  await new Promise((r) => setTimeout(r, 300));
  expect(screen.queryByText('Aberto')).toBeNull();
  // the card itself still opens it
  fireEvent.click(document.querySelector('[data-card="Faturamento"]') as HTMLElement);
  await screen.findByText('Aberto', undefined, WAIT);
});
