/**
 * A drill-down opened from a button inside another (1495 from 1494) covers it; the lower one stays open with its state,
 * and closing the top one shows it again (the browser test checks Escape).
 */
import { afterEach, describe, expect, test } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setApiTransport } from '../../api/client.ts';
import type { ScreenDefinition } from '../definition/screen-definition.ts';
import { renderScreen } from './renderScreen.tsx';

afterEach(() => setApiTransport(null));
const WAIT = { timeout: 20_000 };

const definition = {
  code: '02.79.1493',
  title: 'Viagens',
  route: '/viagens',
  accessCode: 1493,
  calls: { viagens: { path: '/viagens' } },
  panels: [{ kind: 'table', call: 'viagens', columns: [{ field: 'placa', header: 'Placa' }], rowAction: { type: 'drill', drill: 'viagem' } }],
  drilldowns: {
    viagem: {
      code: '02.79.1494',
      title: 'Detalhes da Viagem',
      container: 'drawer',
      calls: { docs: { path: '/viagens/{row.id}/docs' } },
      panels: [
        {
          kind: 'accordion',
          call: 'docs',
          itemTitle: 'Entrega {row.id}',
          detail: {
            call: 'docs',
            with: {},
            sections: [{ dataPath: 'response', columns: [{ field: 'id', header: 'Documento' }], rowActions: [{ label: 'Comprovantes', action: { type: 'drill', drill: 'comprovantes' } }] }],
          },
        },
      ],
    },
    comprovantes: {
      code: '02.79.1495',
      title: 'Comprovantes do documento',
      container: 'drawer',
      width: '45vw',
      panels: [{ kind: 'descriptions', dataPath: 'row', items: [{ label: 'Documento', value: 'id' }] }],
    },
  },
} satisfies ScreenDefinition;

const drawer = (code: string) => screen.getByText(new RegExp(`^${code.replaceAll('.', '\\.')} `)).closest<HTMLElement>('.ant-drawer')!;

describe('stacked drill-downs', () => {
  test('1495 opens over 1494, which keeps its opened item; closing the top one shows it again', async () => {
    const view = renderScreen(definition, (req) => (req.path === '/viagens' ? { response: [{ id: 7, placa: 'ABC1D23' }] } : { response: [{ id: 41 }] }));
    fireEvent.click(await screen.findByText('ABC1D23', {}, WAIT));
    await screen.findByText('02.79.1494 Detalhes da Viagem', {}, WAIT);
    fireEvent.click(await within(drawer('02.79.1494')).findByText('Entrega 41', {}, WAIT));
    fireEvent.click(await within(drawer('02.79.1494')).findByRole('button', { name: 'Comprovantes' }, WAIT));
    await screen.findByText('02.79.1495 Comprovantes do documento', {}, WAIT);
    expect(document.querySelectorAll('.ant-drawer-open')).toHaveLength(2);
    expect(await within(drawer('02.79.1495')).findByText('41', {}, WAIT)).toBeInTheDocument();
    const docsCalls = view.requests.filter((r) => r.path === '/viagens/7/docs').length;

    fireEvent.click(within(drawer('02.79.1495')).getByRole('button', { name: /close|fechar/i }));
    await waitFor(() => expect(screen.queryByText('02.79.1495 Comprovantes do documento')).toBeNull(), WAIT);
    // 1494 is the same, still open and with its item open: nothing fetched again
    expect(within(drawer('02.79.1494')).getByRole('button', { name: 'Comprovantes' })).toBeInTheDocument();
    expect(view.requests.filter((r) => r.path === '/viagens/7/docs').length).toBe(docsCalls);
  });
});
