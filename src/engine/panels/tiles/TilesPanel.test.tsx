import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../../tests/renderScreen.tsx';
import { PanelEnvironmentContext } from '../../runtime/PanelEnvironment.ts';
import { JsdomStyles } from '../../tests/jsdomStyles.tsx';
import { TilesPanel } from './TilesPanel.tsx';
import { examples, RECURSOS } from './examples.ts';
import type { TilesOptions } from './schema.ts';

/** Screens take seconds to settle under jsdom on a busy machine. */
const WAIT = { timeout: 15_000 };

const [recursos] = examples;
const panel = recursos.definition.panels![0] as unknown as TilesOptions;
const answer = (req: { path: string }) => recursos.answers[`GET ${req.path}`];

function tile(title: string): HTMLElement {
  return document.querySelector<HTMLElement>(`[data-tile="${title}"]`)!;
}

afterEach(() => vi.useRealTimers());

describe("tiles: the band's tag (tone.tag)", () => {
  const env = { calls: {}, callDefinitions: {}, scope: { filters: {} } };
  const draw = (options: TilesOptions) =>
    render(
      <JsdomStyles>
        <PanelEnvironmentContext.Provider value={env}>
          <TilesPanel options={options} data={RECURSOS.slice(0, 2)} loading={false} runAction={vi.fn()} canRun={() => true} />
        </PanelEnvironmentContext.Provider>
      </JsdomStyles>,
    );
  it('shows the band name on each card by default, and not with tag: false (01.76.1396, whose title names it)', () => {
    const shown = draw({ ...panel, legend: undefined });
    const tags = () => [...tile('102 - PRENSA HIDRÁULICA 200T').querySelectorAll('.ant-tag')].map((t) => t.textContent);
    expect(tags()).toEqual(['Ocioso']);
    shown.unmount();
    draw({ ...panel, legend: undefined, tone: { ...panel.tone!, tag: false } });
    expect(tags()).toEqual([]);
    expect(tile('102 - PRENSA HIDRÁULICA 200T').dataset.band).toBe('Ocioso');
    expect(tile('102 - PRENSA HIDRÁULICA 200T').style.background).toBe('rgb(246, 255, 237)');
  });
});

describe('tiles (01.77.1330 Painel de Recursos)', () => {
  it("ticks the time in situation every second and shows 'Sempre Parada' for a negative time", () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const env = { calls: {}, callDefinitions: {}, scope: { filters: {} } };
    render(
      <JsdomStyles>
        <PanelEnvironmentContext.Provider value={env}>
          <TilesPanel options={panel} data={RECURSOS} loading={false} runAction={vi.fn()} canRun={() => true} />
        </PanelEnvironmentContext.Provider>
      </JsdomStyles>,
    );
    const timer = (title: string) => tile(title).querySelector('[data-timer]')!.textContent;
    // 5025 s = 01:23:45; 97245 s = 27:00:45 (hours go past 24)
    expect(timer('101 - TORNO CNC 01')).toBe('01:23:45');
    expect(timer('103 - SOLDA MIG 03')).toBe('27:00:45');
    expect(timer('104 - PINTURA ELETROSTÁTICA')).toBe('Sempre Parada');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer('101 - TORNO CNC 01')).toBe('01:23:46');
    act(() => vi.advanceTimersByTime(15_000));
    expect(timer('101 - TORNO CNC 01')).toBe('01:24:01');
    expect(timer('104 - PINTURA ELETROSTÁTICA')).toBe('Sempre Parada');
  });

  it('colours each card by its situation code: 0 green, 1 yellow, 2 or more red; with the legend', async () => {
    renderScreen(recursos.definition, answer);
    await waitFor(() => expect(tile('101 - TORNO CNC 01')).not.toBeNull(), WAIT);
    expect(tile('102 - PRENSA HIDRÁULICA 200T').dataset.band).toBe('Ocioso');
    expect(tile('101 - TORNO CNC 01').dataset.band).toBe('Produzindo');
    expect(tile('103 - SOLDA MIG 03').dataset.band).toBe('Parado');
    expect(tile('104 - PINTURA ELETROSTÁTICA').dataset.band).toBe('Parado');
    expect(tile('102 - PRENSA HIDRÁULICA 200T').style.background).toBe('rgb(246, 255, 237)');
    expect(tile('103 - SOLDA MIG 03').style.background).toBe('rgb(255, 241, 240)');
    const legend = screen.getByLabelText('Legenda');
    expect(within(legend).getByText('Ocioso')).toBeInTheDocument();
    expect(within(legend).getByText('Dia / Hora')).toBeInTheDocument();
    // Lines without a value (no operator on an idle resource) are left out.
    expect(within(tile('102 - PRENSA HIDRÁULICA 200T')).queryByText(/Operador/)).toBeNull();
    expect(within(tile('101 - TORNO CNC 01')).getByText('CARLOS ALBERTO')).toBeInTheDocument();
  });

  it("filters the cards in the browser by the 'Situação' filter, without asking the server again", async () => {
    const { requests } = renderScreen(recursos.definition, answer, '/exemplos/tiles?situacao=parado');
    await waitFor(() => expect(tile('103 - SOLDA MIG 03')).not.toBeNull(), WAIT);
    expect(document.querySelectorAll('[data-tile]').length).toBe(2);
    expect(tile('101 - TORNO CNC 01')).toBeNull();
    fireEvent.click(screen.getByLabelText('Produzindo'));
    await waitFor(() => expect(tile('105 - CORTE LASER')).not.toBeNull(), WAIT);
    expect(document.querySelectorAll('[data-tile]').length).toBe(2);
    expect(tile('103 - SOLDA MIG 03')).toBeNull();
    fireEvent.click(screen.getByLabelText('Todos'));
    await waitFor(() => expect(document.querySelectorAll('[data-tile]').length).toBe(5), WAIT);
    expect(requests.filter((r) => r.path.endsWith('/modulos/recursos')).length).toBe(1);
  });

  it("each card has its buttons; 'Detalhes OP' is disabled without an OP and opens 01.77.1339 with one", async () => {
    renderScreen(recursos.definition, answer);
    await waitFor(() => expect(tile('101 - TORNO CNC 01')).not.toBeNull(), WAIT);
    expect(within(tile('102 - PRENSA HIDRÁULICA 200T')).getByRole('button', { name: /Detalhes OP/ })).toBeDisabled();
    expect(within(tile('102 - PRENSA HIDRÁULICA 200T')).getByRole('button', { name: /Ocupação/ })).toBeEnabled();
    fireEvent.click(within(tile('101 - TORNO CNC 01')).getByRole('button', { name: /Detalhes OP/ }));
    await waitFor(() => expect(document.querySelector('.ant-modal-title')?.textContent).toBe('01.77.1339 Detalhes ordem produção'), WAIT);
    await waitFor(() => expect(screen.getByText('METALÚRGICA SÃO JORGE LTDA')).toBeInTheDocument(), WAIT);
    expect(screen.getByText('40,000')).toBeInTheDocument();
  });
});
