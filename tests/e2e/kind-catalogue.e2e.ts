import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/screenPage.ts';
import { expectFitsWidth } from './support/layout.ts';
import { builtStories, useStorybook } from './support/storybookStatic.ts';

// The panel-kind catalogue ('Tipos de painel' stories, from src/engine/panels/<kind>/examples.ts) in real
// Chromium at a phone's 390 px and a laptop's 1366 px: the purchase-order table (01.75.1367) is cards on the
// phone and a grid on the laptop, and its 'Itens' drawer is 95vw on the phone and 60vw on the laptop.
// The static Storybook build is served by support/storybookStatic.ts.

const STORY_TITLE = 'Tipos de painel/table';
const STORY_NAME = 'Cartões em tela estreita (1367)';

const browser = useBrowser();
const storybook = useStorybook();
let id: string;

beforeAll(() => {
  id = builtStories().find((e) => e.title === STORY_TITLE && e.name === STORY_NAME)?.id ?? '';
  expect(id, `story '${STORY_TITLE} / ${STORY_NAME}' not in storybook-static/index.json`).toBeTruthy();
});

async function openStory(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 844 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(storybook.url(id));
  await page.getByText('Exemplo: table (cartões e drawer)').waitFor();
  return page;
}

async function drawerWidth(page: Page): Promise<number> {
  const drawer = page.locator('.ant-drawer-content-wrapper');
  await drawer.waitFor();
  await page.locator('.ant-drawer-title', { hasText: 'Itens do pedido' }).waitFor();
  // the drawer slides in: measure once its width is stable
  let last = -1;
  await expect
    .poll(async () => {
      const w = (await drawer.boundingBox())?.width ?? 0;
      const stable = w > 0 && Math.abs(w - last) < 0.5;
      last = w;
      return stable;
    })
    .toBe(true);
  return last;
}

describe('kind catalogue: the table as cards and the drawer widths', () => {
  it('at 390 px: one card per order, Detalhes opens the items, nothing overflows, the drawer is 95vw', async () => {
    const page = await openStory(390);
    const cards = page.locator('[data-row-card]');
    await expect.poll(() => cards.count()).toBe(3);
    expect(await page.locator('.ag-root').count()).toBe(0);
    expect(await cards.first().getAttribute('data-row-card')).toBe('Pedido 20440');
    for (const box of await Promise.all((await cards.all()).map((c) => c.boundingBox()))) {
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    await expectFitsWidth(page);

    const acos = page.locator('[data-row-card="Pedido 20431"]');
    await acos.getByRole('button', { name: /Detalhes/ }).click();
    await acos.locator('[data-card-detail]').getByText('CHAPA AÇO 1020 3MM').waitFor();
    await acos.getByRole('button', { name: /Itens/ }).click();
    const width = await drawerWidth(page);
    expect(Math.abs(width - 0.95 * 390)).toBeLessThan(2);
    await page.locator('.ant-drawer').getByText('BARRA REDONDA 1045 1"').first().waitFor();
    await page.context().close();
  });

  it('at 1366 px: the grid with the order number pinned left, and a 60vw drawer', async () => {
    const page = await openStory(1366);
    await page.locator('.ag-row').first().waitFor();
    expect(await page.locator('[data-row-card]').count()).toBe(0);
    expect(await page.locator('.ag-header-cell[col-id="nro_oc"]').getAttribute('class')).toMatch(/left-pinned/);
    await page.getByRole('button', { name: /Itens/ }).first().click();
    const width = await drawerWidth(page);
    expect(Math.abs(width - 0.6 * 1366)).toBeLessThan(2);
    await page.context().close();
  });
});
