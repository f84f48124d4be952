import { describe, expect, it } from 'vitest';
import { screenPage } from './support/screenPage.ts';
import { pageErrors } from './support/browser.ts';
import { expectAccessible } from './support/axe.ts';
import { expectFitsWidth } from './support/layout.ts';

// Painel de Recursos 01.77.1330 with its drill-downs 01.77.1339 (order) and 01.77.1366 (Gantt), against the real
// server and database (company 1 of ana@mirante.demo).
const recursosCalls: string[] = [];
const { page } = screenPage({
  user: 'ana@mirante.demo',
  width: 1400,
  height: 1000,
  setup: (page) => {
    page.on('request', (r) => {
      if (r.url().includes('/modulos/recursos')) recursosCalls.push(r.url());
    });
  },
});

const tiles = () => page.locator('.mirante-tile');
const bands = async () => tiles().evaluateAll((els) => els.map((e) => e.getAttribute('data-band')));
const background = (band: string) =>
  page.locator(`.mirante-tile[data-band="${band}"]`).first().evaluate((e) => getComputedStyle(e).backgroundColor);
const choose = (label: string) => page.locator('label.ant-radio-wrapper, label.ant-radio-button-wrapper', { hasText: label }).click();

describe('Painel de Recursos (01.77.1330)', () => {
  it('shows one card per resource, coloured by situation, with the legend and a ticking timer', async () => {
    await page.goto('/painel-recursos');
    await page.getByText('01.77.1330').first().waitFor();
    await expect.poll(() => tiles().count(), { timeout: 30_000 }).toBeGreaterThan(4);
    const shown = await bands();
    expect(new Set(shown)).toEqual(new Set(['Ocioso', 'Produzindo', 'Parado']));
    expect(await background('Ocioso')).toBe('rgb(246, 255, 237)'); // green
    expect(await background('Produzindo')).toBe('rgb(255, 251, 230)'); // yellow (antd gold)
    expect(await background('Parado')).toBe('rgb(255, 241, 240)'); // red
    await page.getByText('Dia / Hora').waitFor();
    expect(await page.getByText('Sempre Parada').count()).toBe(1);
    const timer = page.locator('.mirante-tile[data-band="Produzindo"] [data-timer]').first();
    const first = await timer.innerText();
    expect(first).toMatch(/^\d{2,}:\d{2}:\d{2}$/);
    await expect.poll(() => timer.innerText(), { timeout: 5_000 }).not.toBe(first);
    await expectAccessible(page, '1330 a 1400 px');
  });

  it('filter Parado shows only the red cards, without asking the server again; Todos brings them back', async () => {
    const total = await tiles().count();
    const calls = recursosCalls.length;
    await choose('Parado');
    await expect.poll(bands).toEqual(expect.arrayContaining(['Parado']));
    await expect.poll(async () => (await bands()).every((b) => b === 'Parado')).toBe(true);
    const parados = await tiles().count();
    expect(parados).toBeGreaterThan(0);
    expect(parados).toBeLessThan(total);
    await choose('Ocioso');
    await expect.poll(async () => (await bands()).every((b) => b === 'Ocioso')).toBe(true);
    await choose('Todos');
    await expect.poll(() => tiles().count()).toBe(total);
    expect(recursosCalls.length).toBe(calls);
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await expect.poll(() => recursosCalls.length).toBe(calls + 1);
  });

  it("a producing card opens 'Detalhes ordem produção' with the order", async () => {
    const card = page.locator('.mirante-tile[data-band="Produzindo"]').first();
    const op = (await card.innerText()).match(/OP\s*:?\s*(\d+)/)?.[1];
    expect(op).toBeTruthy();
    await card.getByRole('button', { name: 'Detalhes OP' }).click();
    const modal = page.locator('.ant-modal').last();
    await expect.poll(() => modal.locator('.ant-modal-title').innerText()).toBe('01.77.1339 Detalhes ordem produção');
    await modal.getByText(`OP ${op}`).first().waitFor();
    await modal.getByText('Iniciada').waitFor();
    for (const label of ['Cliente', 'Data abertura', 'Pedido', 'Tipo', 'Programada', 'Produto', 'Unidade', 'Quantidade']) await modal.getByText(label, { exact: true }).waitFor();
    await expectAccessible(page, '1339 aberto a 1400 px');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
  });

  it("'Ocupação' opens the resource's Gantt; an idle card without an OP has 'Detalhes OP' disabled", async () => {
    const idle = page.locator('.mirante-tile[data-band="Ocioso"]').first();
    expect(await idle.getByRole('button', { name: 'Detalhes OP' }).isDisabled()).toBe(true);
    const title = (await idle.getAttribute('data-tile'))!;
    await idle.getByRole('button', { name: 'Ocupação' }).click();
    const modal = page.locator('.ant-modal').last();
    await expect.poll(() => modal.locator('.ant-modal-title').innerText()).toBe('01.77.1366 Gráfico de ocupação de recursos');
    await modal.getByText(`Recurso: ${title}`).waitFor();
    const chart = modal.locator('[data-testid="chart"]');
    await chart.locator('svg').first().waitFor({ timeout: 30_000 });
    expect(await chart.locator('svg path').count()).toBeGreaterThan(1);
    await expectAccessible(page, '1366 aberto a 1400 px');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
  });

  it("the 'Sempre Parada' resource has nothing planned: its Gantt shows the empty state", async () => {
    const always = page.locator('.mirante-tile', { hasText: 'Sempre Parada' });
    await always.getByRole('button', { name: 'Ocupação' }).click();
    const modal = page.locator('.ant-modal').last();
    await modal.getByText('Nenhuma ocupação programada para este recurso').waitFor();
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
  });

  it('works at 390 px wide', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/painel-recursos');
    await expect.poll(() => tiles().count(), { timeout: 30_000 }).toBeGreaterThan(4);
    await expectFitsWidth(page);
    await expectAccessible(page, '1330 a 390 px');
    expect(pageErrors(page)).toEqual([]);
  });
});
