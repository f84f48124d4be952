import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { renderScreen } from '../../tests/renderScreen.tsx';
import { examples } from './examples.ts';

const [metas] = examples;
const WAIT = { timeout: 15_000 };

function indicator(label: string): HTMLElement {
  return document.querySelector<HTMLElement>(`[data-progress="${label}"]`)!;
}

describe('progress (1327 Meta, 1482 Meta mensal, 1521 km)', () => {
  it('shows the percent, green from 100 %, a tiny arc at 0 %, and the lines below', async () => {
    renderScreen(metas.definition, (req) => metas.answers[`GET ${req.path}`]);
    // the three gauges are drawn by their own panels, not in one commit: wait for all of them
    await waitFor(() => {
      for (const label of ['Meta', 'Meta mensal', 'Meta do mês anterior']) expect(indicator(label), label).not.toBeNull();
    }, WAIT);
    expect(indicator('Meta').querySelector('[data-progress-text]')!.textContent).toBe('84,35%');
    expect(indicator('Meta').dataset.color).toBe('#1677ff');
    expect(indicator('Meta mensal').querySelector('[data-progress-text]')!.textContent).toBe('104,12%');
    expect(indicator('Meta mensal').dataset.color).toBe('#52c41a');
    expect(indicator('Meta').textContent).toContain('Valor Meta: R$ 1.250.000,00');
    // the gauge is a dashboard with its lower half open
    expect(indicator('Meta').querySelector('.ant-progress-dashboard, .ant-progress-circle')).not.toBeNull();
    // 0 %: the text says 0,00 % but the arc is not empty
    const zero = indicator('Meta do mês anterior');
    expect(zero.querySelector('[data-progress-text]')!.textContent).toBe('0,00%');
    expect(Number(zero.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  });
});
