/**
 * Two options 1491 (Recebimentos VS Pagamentos) needs, on a real screen (jsdom): the notification with every
 * server message one per line or a fallback (`messages.error.allMessages` + `fallback`, spec 2 §8), and a form
 * with Filtrar whose calls load on open keeps Filtrar disabled while they load (spec 2 §4).
 */
import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../api/ApiError.ts';
import { setApiTransport } from '../../api/client.ts';
import type { ScreenDefinition } from '../definition/screen-definition.ts';
import { allErrorMessages } from '../messages/errorText.ts';
import { renderScreen } from './renderScreen.tsx';

afterEach(() => setApiTransport(null));

const WAIT = { timeout: 20_000 };
const FALLBACK = 'Ocorreu um erro ao buscar os dados do resumo';

const definition = {
  code: '02.74.9999',
  title: 'Resumo',
  route: '/resumo',
  accessCode: 9999,
  messages: { error: { style: 'notification', title: 'Ocorreu um erro!', allMessages: true, fallback: FALLBACK } },
  filters: { submitLabel: 'Filtrar', fields: [{ name: 'periodo', label: 'Período', widget: 'dateRange', default: 'monthToDate', allowClear: false }] },
  calls: { resumo: { path: '/resumo', params: { dataInicio: { date: '{filters.periodo.start}', format: 'YYYY-MM-DD' } } } },
  panels: [{ id: 'filtros', kind: 'filters' }, { kind: 'cards', call: 'resumo', groups: [{ cards: [{ label: 'Total', value: 'total', format: 'currency' }] }] }],
} satisfies ScreenDefinition;

describe('messages.error.allMessages', () => {
  test('every message one per line; none → the fallback', () => {
    expect(allErrorMessages(new ApiError(400, ['Data inválida.', 'Período longo demais.']), FALLBACK)).toBe('Data inválida.\nPeríodo longo demais.');
    expect(allErrorMessages(new ApiError(500, []), FALLBACK)).toBe(FALLBACK);
    expect(allErrorMessages(new Error('rede'), FALLBACK)).toBe(FALLBACK);
  });

  test("the notification 'Ocorreu um erro!' shows the server's messages", async () => {
    renderScreen(definition, () => {
      throw new ApiError(400, ['Primeira mensagem.', 'Segunda mensagem.']);
    });
    expect(await screen.findByText('Ocorreu um erro!', {}, WAIT)).toBeInTheDocument();
    const text = await screen.findByText(/Primeira mensagem\.\s+Segunda mensagem\./, {}, WAIT);
    expect(text.style.whiteSpace).toBe('pre-line');
  });
});

describe('Filtrar while an on-open call loads', () => {
  test('is disabled until the answer arrives', async () => {
    let release: (v: unknown) => void = () => undefined;
    renderScreen(definition, () => new Promise((resolve) => (release = resolve)));
    const button = await screen.findByRole('button', { name: /Filtrar/ }, WAIT);
    await waitFor(() => expect(button).toBeDisabled(), WAIT);
    release({ response: { total: 10 } });
    await waitFor(() => expect(screen.getByRole('button', { name: /Filtrar/ })).not.toBeDisabled(), WAIT);
    expect(await screen.findByText(/R\$\s*10,00/, {}, WAIT)).toBeInTheDocument();
  });
});
