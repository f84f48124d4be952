import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/screenPage.ts';
import type { Page } from 'playwright-core';
import { newPage, signIn } from './support/browser.ts';

// Menu and route access by permission codes (spec 1 §2.1, §2.3, §2.5, §6).
const browser = useBrowser();

const ACCESS_DENIED = 'Acesso Negado - Suas credencias não possuem permissão para acessar esta área do sistema.';
const menu = (page: Page) => page.getByRole('menu', { name: 'Menu principal' });
const menuItem = (page: Page, title: string) => menu(page).getByRole('menuitem', { name: title, exact: true });

async function openGroup(page: Page, group: string) {
  await menu(page).getByRole('menuitem', { name: group, exact: true }).click();
}

describe('shell: menu and access', () => {
  it('carla: Curva ABC Clientes disabled, Curva ABC Produtos absent, groups without permitted items hidden', async () => {
    const page = await newPage(browser);
    await signIn(page, 'carla@mirante.demo');
    await menuItem(page, 'Home').waitFor();
    await openGroup(page, 'Faturamento');
    await menuItem(page, 'Curva ABC Clientes').waitFor();
    expect(await menuItem(page, 'Curva ABC Clientes').getAttribute('aria-disabled')).toBe('true');
    expect(await menuItem(page, 'Curva ABC Representantes').getAttribute('aria-disabled')).not.toBe('true');
    expect(await menuItem(page, 'Curva ABC Produtos').count()).toBe(0);
    expect(await menu(page).getByRole('menuitem', { name: 'Frota', exact: true }).count()).toBe(0);
    expect(await menu(page).getByRole('menuitem', { name: 'Estoque', exact: true }).count()).toBe(1);

    await menuItem(page, 'Curva ABC Representantes').click();
    await page.waitForURL('**/curva-abc-representantes');
    await page.getByRole('heading', { name: '01.76.1328 Curva ABC Representantes' }).waitFor();

    await page.goto('/curva-abc-clientes');
    await page.getByText(ACCESS_DENIED).waitFor();
    await page.context().close();
  });

  it("a screen opened by its address paints the menu with the screen's group open: nothing in the menu moves", async () => {
    // with antd's motion: a group opened after the first paint slid the groups below it down
    const page = await newPage(browser, { width: 1350, height: 823, motion: true });
    await signIn(page, 'ana@mirante.demo');
    // every layout shift of the next load whose moved element is inside the menu (Lighthouse's CLS counts them)
    await page.addInitScript(() => {
      const moved: number[] = [];
      (window as unknown as { __menuShifts: number[] }).__menuShifts = moved;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }[]) {
          for (const source of entry.sources ?? []) {
            const node = source.node;
            const element = node instanceof Element ? node : node?.parentElement;
            if (element?.closest('.ant-menu')) moved.push(Math.round(source.currentRect.y - source.previousRect.y));
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/dashboard_financeiro');
    await page.getByRole('heading', { name: '01.74.1325 Dashboard Financeiro' }).waitFor();
    // the Financeiro group is open, its screen selected
    await menu(page).locator('.ant-menu-item-selected').filter({ hasText: 'Dashboard' }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __menuShifts: number[] }).__menuShifts)).toEqual([]);
    await page.context().close();
  });

  it('bruno with module-2 company sees the alternate billing routes', async () => {
    const page = await newPage(browser);
    await signIn(page, 'bruno@mirante.demo');
    const dialog = page.getByRole('dialog', { name: 'Empresas' });
    await dialog.getByText('Intercarg Transportes').click();
    await dialog.waitFor({ state: 'hidden' });
    await openGroup(page, 'Faturamento');
    await menuItem(page, 'Dashboard').waitFor();
    expect(await menuItem(page, 'Dashboard').locator('a').getAttribute('href')).toBe('/faturamento/dashboard');
    expect(await menuItem(page, 'Curva ABC Clientes').locator('a').getAttribute('href')).toBe('/intercarg/faturamento/curva-abc-clientes');
    await menuItem(page, 'Dashboard').click();
    await page.waitForURL('**/faturamento/dashboard');
    await page.getByRole('heading', { name: '02.76.1405 Dashboard Faturamento' }).waitFor();
    // Fleet screens belong to module-2 permissions.
    await openGroup(page, 'Frota');
    await menuItem(page, 'Km Rodados').waitFor();
    await page.context().close();
  });

  it('module-1 company routes stay on the base variant', async () => {
    const page = await newPage(browser);
    await signIn(page, 'ana@mirante.demo');
    await openGroup(page, 'Faturamento');
    expect(await menuItem(page, 'Dashboard').locator('a').getAttribute('href')).toBe('/dashboard-faturamento');
    await page.goto('/faturamento/dashboard');
    await page.getByText(ACCESS_DENIED).waitFor();
    await page.goto('/rota-que-nao-existe');
    await page.getByText('Página não encontrada').waitFor();
    await page.context().close();
  });

  it('below 768 px the menu is a drawer opened by the hamburger', async () => {
    const page = await newPage(browser, { width: 500, height: 800 });
    await signIn(page, 'ana@mirante.demo');
    await page.getByRole('button', { name: 'Abrir menu' }).waitFor();
    expect(await menu(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await menuItem(page, 'Home').waitFor();
    await openGroup(page, 'PCP');
    await menuItem(page, 'Painel Recursos').click();
    await page.waitForURL('**/painel-recursos');
    await expect.poll(() => menu(page).isVisible()).toBe(false);
    await page.context().close();
  });

  it('a screen opened by its URL opens its menu group and marks its item', async () => {
    const page = await newPage(browser);
    await signIn(page, 'ana@mirante.demo');
    await page.goto('/dashboard_financeiro');
    await page.getByRole('heading', { name: '01.74.1325 Dashboard Financeiro' }).waitFor();
    const item = menuItem(page, 'Dashboard');
    await item.waitFor();
    await expect.poll(() => item.getAttribute('class')).toContain('ant-menu-item-selected');
    // The user can still close the group by hand.
    await openGroup(page, 'Financeiro');
    await item.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('the side menu is resizable between 200 and 300 px and keeps its width', async () => {
    const page = await newPage(browser);
    await signIn(page, 'ana@mirante.demo');
    const handle = page.getByRole('separator', { name: 'Redimensionar menu' });
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 100);
    await page.mouse.down();
    await page.mouse.move(box.x + 400, box.y + 100, { steps: 5 });
    await page.mouse.up();
    expect(await handle.getAttribute('aria-valuenow')).toBe('300');
    await page.reload();
    expect(await page.getByRole('separator', { name: 'Redimensionar menu' }).getAttribute('aria-valuenow')).toBe('300');

    // Collapsible: the hamburger collapses the menu to icons and expands it again.
    const sider = page.locator('.ant-layout-sider');
    await page.getByRole('button', { name: 'Recolher menu' }).click();
    await expect.poll(async () => (await sider.boundingBox())!.width).toBeLessThan(100);
    expect(await page.getByRole('separator', { name: 'Redimensionar menu' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Expandir menu' }).click();
    await expect.poll(async () => (await sider.boundingBox())!.width).toBe(300);
    await page.context().close();
  });
});
