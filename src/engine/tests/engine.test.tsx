import { afterEach, describe, expect, test, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../api/ApiError.ts';
import { setApiTransport } from '../../api/client.ts';
import { errorText } from '../messages/errorText.ts';
import { ErrorBanner } from '../messages/ErrorBanner.tsx';
import { DigitsInput, onlyDigits } from '../filters/widgets/DigitsInput.tsx';
import { presetRange } from '../filters/widgets/dateRange/DateRangeWidget.tsx';
import { createFilterValidator } from '../filters/validator.ts';
import type { ScreenDefinition } from '../definition/screen-definition.ts';
import { renderScreen } from './renderScreen.tsx';

afterEach(() => setApiTransport(null));

describe('error banner (spec 1 §8)', () => {
  test('5xx and no answer give the server-down text; 4xx gives the first server message', () => {
    expect(errorText(new ApiError(500, ['x']))).toBe('Erro 500, servidor não respondendo contate o suporte!');
    expect(errorText(new ApiError(503, []))).toBe('Erro 500, servidor não respondendo contate o suporte!');
    expect(errorText(new ApiError(null, []))).toBe('Erro 500, servidor não respondendo contate o suporte!');
    expect(errorText(new Error('?'))).toBe('Erro 500, servidor não respondendo contate o suporte!');
    expect(errorText(new ApiError(400, ['Data inválida.', 'outra']))).toBe('Data inválida.');
  });

  test("closes with 'Fechar'", () => {
    const onClose = vi.fn();
    render(<ErrorBanner error={new ApiError(403, ['Sem permissão'])} onClose={onClose} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Sem permissão');
    fireEvent.click(screen.getByText('Fechar'));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('filter widgets', () => {
  test('the numeric-only input strips letters', () => {
    expect(onlyDigits('4a5-b')).toBe('45');
    const onChange = vi.fn();
    render(<DigitsInput value={undefined} onChange={onChange} ariaLabel="Dias" />);
    fireEvent.change(screen.getByLabelText('Dias'), { target: { value: '4a5' } });
    expect(onChange).toHaveBeenLastCalledWith(45);
    fireEvent.change(screen.getByLabelText('Dias'), { target: { value: 'abc' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  test('date range presets Hoje, Este mês, Mês anterior', () => {
    const f = (r: [{ format(f: string): string }, { format(f: string): string }]) => r.map((d) => d.format('YYYY-MM-DD'));
    expect(f(presetRange('today', '2026-03-15'))).toEqual(['2026-03-15', '2026-03-15']);
    expect(f(presetRange('thisMonth', '2026-03-15'))).toEqual(['2026-03-01', '2026-03-31']);
    expect(f(presetRange('lastMonth', '2026-03-15'))).toEqual(['2026-02-01', '2026-02-28']);
  });

  test('validation messages come from the definition rules', () => {
    const validator = createFilterValidator([{ name: 'periodo', label: 'Período', widget: 'dateRange', required: true }]);
    expect(validator.validateFormData({}, {}).errorSchema).toEqual({ periodo: { __errors: ['Campo obrigatório'] } });
    expect(validator.validateFormData({ periodo: '2026-02-01..2026-01-01' }, {}).errorSchema).toEqual({
      periodo: { __errors: ['Data Inicio maior que data fim.'] },
    });
  });

  test("Filtrar with start after end shows 'Data Inicio maior que data fim.' and does not search", async () => {
    const definition = {
      code: '01.76.9001',
      title: 'Teste',
      route: '/teste',
      accessCode: 1,
      filters: { submitLabel: 'Filtrar', fields: [{ name: 'periodo', label: 'Período', widget: 'dateRange', required: true }] },
      calls: { lista: { path: '/lista/{empresaId}', loadOn: 'submit', params: { inicio: { date: '{filters.periodo.start}', format: 'YYYY/MM/DD' } } } },
      panels: [{ kind: 'text', text: 'ok' }],
    } satisfies ScreenDefinition;
    const { requests } = renderScreen(definition, () => ({ response: [] }), '/teste?x=1');
    // the URL has no filter yet: nothing loads before Filtrar
    expect(requests).toEqual([]);
    const view = renderScreen(definition, () => ({ response: [] }), '/teste?periodo=2026-02-01..2026-01-01');
    // each form is drawn once its date control's code is there (renderersReady): the second screen's is the last
    await waitFor(() => expect(view.getAllByRole('button', { name: 'Filtrar' })).toHaveLength(2));
    fireEvent.click(view.getAllByRole('button', { name: 'Filtrar' }).at(-1)!);
    await view.findByText('Data Inicio maior que data fim.');
    // a link carrying an invalid range does not search either
    expect(view.requests).toEqual([]);
  });
});

const cardsDefinition = {
  code: '01.74.9002',
  title: 'Cartões',
  route: '/cartoes',
  accessCode: 1,
  calls: { resumo: { path: '/resumo/{empresaId}' }, detalhe: { path: '/detalhe/{empresaId}' } },
  panels: [
    {
      kind: 'cards',
      call: 'resumo',
      groups: [
        {
          title: 'Titulos a receber',
          cards: [
            { label: 'Vencidos', value: 'a', format: 'currency', action: { type: 'drill', drill: 'det', when: 'positive' } },
            { label: 'Vence Hoje', value: 'b', format: 'currency', action: { type: 'drill', drill: 'det', when: 'positive' } },
          ],
        },
      ],
    },
    { kind: 'chart', call: 'detalhe', title: 'Grafico', spec: { mark: 'line', encoding: { x: { field: 'x', type: 'quantitative' }, y: { field: 'y', type: 'quantitative' } } } },
  ],
  drilldowns: {
    det: { code: '01.74.1333', title: 'Titulos a receber', container: 'modal', panels: [{ kind: 'text', text: 'Detalhe {with.x}' }] },
  },
} satisfies ScreenDefinition;

describe('cards', () => {
  test('a zero card is not clickable; a positive card opens its drill-down with code and title', async () => {
    const view = renderScreen(cardsDefinition, (req) =>
      req.path === '/resumo/1' ? { response: { a: 0, b: 1234.5 } } : { response: [{ x: 1, y: 2 }, { x: 2, y: 3 }] },
    );
    await view.findByText('R$ 1.234,50');
    const zero = view.container.querySelector('[data-card="Vencidos"]')!;
    const positive = view.container.querySelector('[data-card="Vence Hoje"]')!;
    expect(zero).toHaveAttribute('data-clickable', 'false');
    expect(zero).toHaveTextContent('R$ 0,00');
    fireEvent.click(zero);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(positive).toHaveAttribute('data-clickable', 'true');
    fireEvent.click(positive);
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('01.74.1333 Titulos a receber'));
  });

  test('the chart panel renders its container', async () => {
    const view = renderScreen(cardsDefinition, (req) => (req.path === '/resumo/1' ? { response: { a: 0, b: 1 } } : { response: [{ x: 1, y: 2 }] }));
    await waitFor(() => expect(view.container.querySelector('[data-kind="chart"] .mirante-chart-frame')).not.toBeNull());
    await view.findByRole('img', { name: 'Gráfico' }, { timeout: 20_000 });
  });

  test('an invalid definition shows an error card naming file, path and problem', () => {
    const broken = { ...cardsDefinition, panels: [{ kind: 'cards', call: 'nada', groups: [{ cards: [{ label: 'x', value: 'a' }] }] }] };
    const view = renderScreen(broken as unknown as ScreenDefinition, () => ({}));
    expect(view.getByTestId('definition-error')).toHaveTextContent("screens/test.ts: /panels/0/call: unknown call 'nada'");
  });
});

describe('loading', () => {
  test('one spinner per panel: the core Spin for cards, only AG Grid’s own overlay for a table (handlesLoading)', async () => {
    const definition = {
      code: '01.00.0001',
      title: 'Carregando',
      route: '/carregando',
      accessCode: 1,
      calls: { resumo: { path: '/resumo/{empresaId}' }, lista: { path: '/lista/{empresaId}' } },
      panels: [
        { id: 'cards', kind: 'cards', call: 'resumo', groups: [{ cards: [{ label: 'Total', value: 'a', format: 'currency' }] }] },
        { id: 'lista', kind: 'table', call: 'lista', columns: [{ field: 'x', header: 'X' }] },
      ],
    } satisfies ScreenDefinition;
    const view = renderScreen(definition, () => new Promise(() => {}));
    const cards = () => view.container.querySelector('[data-panel="cards"]')!;
    const table = () => view.container.querySelector('[data-panel="lista"]')!;
    await waitFor(() => expect(cards().querySelector('.ant-spin-spinning')).not.toBeNull());
    // the table kind loads AG Grid lazily (public pages never download it): its import takes a while under jsdom
    await waitFor(() => expect(table().querySelector('.ag-overlay-loading-center, .ag-loading')).not.toBeNull(), { timeout: 20_000 });
    expect(table().querySelector('.ant-spin')).toBeNull();
  });
});
