/**
 * Public screens: a definition with `public: true` renders outside the private layout (no sign-in, no
 * menu, its own header); any other route still needs a session. The hosted 'copy-link' component shows
 * a definition placing a hand-written component and what it receives.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { setApiTransport, type ApiRequest } from '../../api/client.ts';
import { useSession } from '../../session/store.ts';
import type { ScreenDefinition } from '../../engine/definition/screen-definition.ts';
import { JsdomStyles } from '../../engine/tests/jsdomStyles.tsx';
import RouteGate from './RouteGate.tsx';

const WAIT = { timeout: 20_000 };

const tracking = {
  code: '02.79.1497',
  title: 'Rastreamento da nota',
  route: '/logistica/rastreamento-transportadora/:hash/nota/:numero',
  accessCode: null,
  public: true,
  calls: { nota: { path: '/rastreamento/{route.hash}/notas/{route.numero}' } },
  panels: [
    { kind: 'text', call: 'nota', text: 'Remetente: {data.remetente}' },
    { kind: 'component', component: 'copy-link', props: { text: 'https://mirante.demo/logistica/rastreamento-transportadora/{route.hash}', label: 'Copiar link de rastreio' } },
  ],
} satisfies ScreenDefinition;
const privateScreen = { code: '01.74.1325', title: 'Dashboard Financeiro', route: '/dashboard_financeiro', accessCode: 1325 } satisfies ScreenDefinition;
const entries = [
  { file: 'screens/logistica/1497-rastreamento.ts', definition: tracking },
  { file: 'screens/financeiro/1325-dashboard-financeiro.ts', definition: privateScreen },
];

let where = '';
function Location() {
  where = useLocation().pathname;
  return null;
}

function renderAt(path: string) {
  const requests: ApiRequest[] = [];
  setApiTransport(async (req) => {
    requests.push(req);
    return { response: { remetente: 'Braga Comércio Ltda' } };
  });
  const view = render(
    <JsdomStyles>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<p>Tela de login</p>} />
          <Route path="/*" element={<RouteGate entries={entries} />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </JsdomStyles>,
  );
  return { ...view, requests };
}

afterEach(() => {
  setApiTransport(null);
  act(() => useSession.getState().signOut());
});

describe('public screens', () => {
  test('open without a session, in their own layout (no menu), with the route in the templates', async () => {
    const view = renderAt('/logistica/rastreamento-transportadora/ab12cd/nota/4512');
    expect(await screen.findByText('Remetente: Braga Comércio Ltda', {}, WAIT)).toBeInTheDocument();
    expect(view.container.querySelector('[data-layout="public"]')).not.toBeNull();
    expect(screen.getByText('02.79.1497 Rastreamento da nota', { selector: '.screen-header' })).toBeInTheDocument();
    expect(screen.queryByText('Menu')).toBeNull();
    expect(view.requests[0].path).toBe('/rastreamento/ab12cd/notas/4512');
    expect(where).toBe('/logistica/rastreamento-transportadora/ab12cd/nota/4512');
  });

  test('a private route without a session still goes to the login page', async () => {
    renderAt('/dashboard_financeiro');
    expect(await screen.findByText('Tela de login')).toBeInTheDocument();
    expect(where).toBe('/');
  });
});

describe("a hand-written component placed by a definition ('copy-link')", () => {
  test("is loaded lazily, gets its props with templates resolved, and copies: 'Sucesso!' / 'Erro!'", async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (t: string) => void copied.push(t) } });
    renderAt('/logistica/rastreamento-transportadora/ab12cd/nota/4512');
    const button = await screen.findByText('Copiar link de rastreio', {}, WAIT);
    fireEvent.click(button);
    expect(await screen.findByText('Texto copiado para a área de transferência', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Sucesso!')).toBeInTheDocument();
    expect(copied).toEqual(['https://mirante.demo/logistica/rastreamento-transportadora/ab12cd']);

    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async () => Promise.reject(new Error('negado')) } });
    fireEvent.click(button);
    expect(await screen.findByText('Não foi possível copiar. Verifique as permissões do navegador e tente novamente.', {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Erro!')).toBeInTheDocument());
  });
});
