/** The lookup's `alert` option (spec 2 §8: 'Processo não encontrado.' is raised as an alert): only with it, a code not found also shows a warning. */
import { describe, expect, test } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ScreenDefinition } from '../definition/screen-definition.ts';
import { renderScreen } from './renderScreen.tsx';

const WAIT = { timeout: 20_000 };
const definition = (alert: boolean) =>
  ({
    code: '01.77.1338',
    title: 'Apontamento por operador',
    route: '/apontamentos',
    accessCode: 1338,
    filters: {
      submitLabel: 'Filtrar',
      fields: [{ name: 'processo', label: 'Processo', widget: 'lookup', lookup: { call: 'processoNome', notFound: 'Processo não encontrado.', alert } }],
    },
    calls: { processoNome: { path: '/empresas/{empresaId}/pcp/processos', params: { id: '{lookup.code}' }, loadOn: 'action' } },
    panels: [{ kind: 'text', text: 'Processo {filters.processo}' }],
  }) satisfies ScreenDefinition;

describe('lookup alert', () => {
  test('without alert: only the name box', async () => {
    renderScreen(definition(false), () => ({ response: [] }));
    fireEvent.change(await screen.findByLabelText('Processo', {}, WAIT), { target: { value: '43' } });
    await waitFor(() => expect(screen.getByLabelText('Nome Processo')).toHaveValue('Processo não encontrado.'), WAIT);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByText('Processo não encontrado.', { selector: '.ant-message *' })).toBeNull();
  });

  test('a code that exists: its name, no warning', async () => {
    renderScreen(definition(true), () => ({ response: [{ id: 7, nome: 'Soldagem MIG' }] }));
    fireEvent.change(await screen.findByLabelText('Processo', {}, WAIT), { target: { value: '7' } });
    await waitFor(() => expect(screen.getByLabelText('Nome Processo')).toHaveValue('Soldagem MIG'), WAIT);
    expect(screen.queryByText('Processo não encontrado.', { selector: '.ant-message *' })).toBeNull();
  });
  // last: antd's message container outlives the test
  test('with alert: the name box and a warning message both say it', async () => {
    renderScreen(definition(true), () => ({ response: [] }));
    fireEvent.change(await screen.findByLabelText('Processo', {}, WAIT), { target: { value: '42' } });
    await waitFor(() => expect(screen.getByLabelText('Nome Processo')).toHaveValue('Processo não encontrado.'), WAIT);
    expect(await screen.findByText('Processo não encontrado.', { selector: '.ant-message *' }, WAIT)).toBeInTheDocument();
  });

});
