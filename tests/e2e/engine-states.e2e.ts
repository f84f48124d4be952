import { describe, expect, it } from 'vitest';
import { screenPage } from './support/screenPage.ts';
import { lastDays } from './support/period.ts';

// What the engine shows besides data: a failed call is an error state (never 'Nenhum registro' or
// R$ 0,00 totals), a screen waiting for its first search says what to do, a shared link runs its
// search, Filtrar is disabled while searching, and an open detail is part of the URL (Back closes it,
// a link opens it). The only interceptions simulate a failing or slow server.
const { page } = screenPage({ user: 'ana@mirante.demo', width: 1366, height: 900 });

const dialog = () => page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title') }).last();

describe('error, idle and loading states', () => {
  it('a failed detail call shows the error state, not an empty list with zero totals', async () => {
    await page.goto('/dashboard_financeiro');
    await page.route('**/api/titulos-receber/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"message":"x"}]}' }));
    await page.locator('[data-group="Titulos a receber"] [data-card="Vencidos"][data-clickable="true"]').click();
    const modal = dialog();
    await modal.getByTestId('panel-error').waitFor();
    const text = await modal.innerText();
    expect(text).toContain('Não foi possível carregar estes dados.');
    expect(text).not.toMatch(/Nenhum registro encontrado|Total de itens: 0|R\$ 0,00/);
    await page.unroute('**/api/titulos-receber/**');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
  });

  it('a failed screen call: the banner, and the panels in their error state without R$ 0,00 totals', async () => {
    await page.route('**/api/empresas/*/faturamento/**', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(`/curva-abc-clientes?periodo=${lastDays(60)}`);
    await page.getByTestId('error-banner').waitFor();
    expect(await page.getByTestId('error-banner').innerText()).toContain('Erro 500, servidor não respondendo contate o suporte!');
    await page.getByTestId('panel-error').first().waitFor();
    const text = await page.locator('.mirante-screen').innerText();
    expect(text).not.toMatch(/Nenhum registro encontrado|R\$ 0,00|Página 0 de 0/);
    await page.unroute('**/api/empresas/*/faturamento/**');
  });

  it('before the first search the panel says what to do; a shared link searches at once', async () => {
    await page.goto('/curva-abc-clientes');
    await page.getByTestId('panel-idle').waitFor();
    expect(await page.getByTestId('panel-idle').innerText()).toBe("Informe os filtros e clique em 'Filtrar' para ver os dados.");
    expect(await page.getByText('Nenhum registro encontrado').count()).toBe(0);
    await page.goto(`/curva-abc-clientes?periodo=${lastDays(60)}`);
    await page.locator('[data-panel="clientes"] .ag-row').first().waitFor();
    expect(await page.getByTestId('panel-idle').count()).toBe(0);
  });

  it('Filtrar and the filters are disabled while the search runs', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/empresas/*/faturamento/curva-abc-clientes**', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Filtrar' }).isDisabled()).toBe(true);
    expect(await page.getByPlaceholder('Data início').isDisabled()).toBe(true);
    release();
    await expect.poll(() => page.getByRole('button', { name: 'Filtrar' }).isDisabled()).toBe(false);
    expect(await page.getByPlaceholder('Data início').isDisabled()).toBe(false);
    await page.unroute('**/api/empresas/*/faturamento/curva-abc-clientes**');
  });
});

describe('the open detail is part of the URL', () => {
  it('Back closes it and Forward reopens it; Escape also goes back', async () => {
    await page.goto('/dashboard_financeiro');
    const before = page.url();
    await page.locator('[data-group="Titulos a receber"] [data-card="Vencidos"][data-clickable="true"]').click();
    await dialog().locator('.ag-row').first().waitFor();
    expect(new URL(page.url()).searchParams.get('detalhe')).toBe('receber');
    await page.goBack();
    await dialog().waitFor({ state: 'hidden' });
    expect(page.url()).toBe(before);
    expect(new URL(page.url()).pathname).toBe('/dashboard_financeiro');
    await page.goForward();
    await dialog().locator('.ag-row').first().waitFor();
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'hidden' });
    expect(page.url()).toBe(before);
  });

  it('a link opens the same detail with the same rows', async () => {
    await page.goto(`/curva-abc-clientes?periodo=${lastDays(60)}`);
    const first = page.locator('[data-panel="clientes"] .ag-row[row-index="0"]');
    const id = (await first.locator('[col-id="id_cliente"]').innerText()).trim();
    await first.getByRole('button', { name: 'Produtos' }).click();
    await dialog().getByText(new RegExp(`^Cliente: ${id} - `)).waitFor();
    await expect.poll(() => dialog().locator('.ag-row:not(.ag-row-pinned)').count()).toBeGreaterThan(0);
    const rowsByClick = await dialog().locator('.ag-row:not(.ag-row-pinned) [col-id="desc_produto"]').allInnerTexts();
    expect(rowsByClick.length).toBeGreaterThan(0);
    const link = page.url();
    expect(new URL(link).searchParams.get('detalhe.row.id_cliente')).toBe(id);

    const other = await page.context().newPage();
    await other.goto(link);
    const modal = other.locator('.ant-modal').filter({ has: other.locator('.ant-modal-title') }).last();
    await modal.getByText(new RegExp(`^Cliente: ${id} - `)).waitFor();
    await expect.poll(() => modal.locator('.ag-row:not(.ag-row-pinned) [col-id="desc_produto"]').allInnerTexts()).toEqual(rowsByClick);
    // closing a detail opened by a link stays on the screen, without the detail in the URL
    await other.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
    expect(new URL(other.url()).searchParams.get('detalhe')).toBeNull();
    expect(new URL(other.url()).pathname).toBe('/curva-abc-clientes');
    await other.close();
  });
});
