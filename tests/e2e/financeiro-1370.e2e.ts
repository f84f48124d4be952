import { describe, expect, it } from 'vitest';
import { screenPage } from './support/screenPage.ts';
import { expectAccessible } from './support/axe.ts';
import { requestsReported } from './support/settle.ts';
import { ownServer } from './support/ownServer.ts';

// Aprovar titulos a pagar 01.74.1370 end to end at 1366 × 768 (the approver's laptop): what a decision needs in
// view, 'Pendentes de aprovação' by default, approve and disapprove through the real PUTs after a confirmation.
// Its own server: while a title is approved it is off the pending list other files read (phone-layout, formats).
ownServer('1370');
/** The PUTs the page sent (a cancelled confirmation must send none). */
const puts: string[] = [];
const { page } = screenPage({
  user: 'ana@mirante.demo',
  width: 1366,
  height: 768,
  setup: (page) => {
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts.push(request.url());
    });
  },
});

const panel = () => page.locator('[data-panel="titulos"]');
/** One element per title: the part of each row holding the data cells (the grid splits a row over its pinned and centre containers). */
const rows = () => page.locator('[data-panel="titulos"] .ag-row:has([col-id="aprovado"])');
const notice = () => page.locator('.ant-notification-notice').last();
const confirmDialog = () => page.locator('.ant-modal-confirm').last();
const search = () => page.getByPlaceholder(/Pesquisar|Buscar/).first();
/** The data part of the row of title `id`; empty when the list does not have it. */
const rowOf = (id: string) => rows().filter({ has: page.locator('[col-id="id_titulo"]', { hasText: new RegExp(`^${id}$`) }) });
/** The 'Ação' buttons of title `id` (pinned right, a sibling part of the same row-index). */
const buttonOf = async (id: string, name: string) => {
  const index = await rowOf(id).first().getAttribute('row-index');
  return page.locator(`[data-panel="titulos"] .ag-row[row-index="${index}"]`).getByRole('button', { name, exact: true });
};
/** A header cell's box on screen. */
const headerBox = async (colId: string) => (await panel().locator(`.ag-header-cell[col-id="${colId}"]`).first().boundingBox())!;

describe('Aprovar titulos a pagar (01.74.1370)', () => {
  it("opens on 'Pendentes de aprovação': only titles awaiting a decision, due from today to today + 30", async () => {
    await page.goto('/aprovar-titulos-pagar');
    await page.getByRole('heading', { name: '01.74.1370 Aprovar titulos a pagar' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Pendentes de aprovação' }).isChecked()).toBe(true);
    await expect.poll(() => rows().count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const aprovado = await rows().locator('[col-id="aprovado"]').allInnerTexts();
    expect(new Set(aprovado.map((t) => t.trim()))).toEqual(new Set(['Não']));
    expect(await panel().locator('button[disabled]').count()).toBe(0);
    await expectAccessible(page, '1370');
  });

  it('at 1366 px supplier, due date and amount stand in view, left of the pinned Ação column', async () => {
    const acao = await headerBox('__mirante_actions');
    for (const colId of ['nome_fornecedor', 'data_vencimento', 'valor']) {
      const box = await headerBox(colId);
      expect(box.x, colId).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, colId).toBeLessThanOrEqual(acao.x + 1);
    }
    expect(acao.x + acao.width).toBeLessThanOrEqual(1366);
    // the supplier's name is readable, not a stub
    expect((await headerBox('nome_fornecedor')).width).toBeGreaterThanOrEqual(200);
  });

  it("'Aprovar' asks first showing the amount; 'Não' sends nothing; 'Sim' approves and the title leaves the pending list", async () => {
    const row = rows().first();
    const id = (await row.locator('[col-id="id_titulo"]').innerText()).trim();
    const valor = (await row.locator('[col-id="valor"]').innerText()).trim();
    const fornecedor = (await row.locator('[col-id="nome_fornecedor"]').innerText()).trim();
    await search().fill(id);
    await expect.poll(() => rowOf(id).count()).toBe(1);
    await (await buttonOf(id, 'Aprovar')).click();
    await confirmDialog().waitFor();
    expect(await confirmDialog().innerText()).toMatch(/^Aprovar o título \d+\/\d+\?/);
    const fields = confirmDialog().getByTestId('confirm-fields');
    await expect.poll(() => fields.innerText()).toContain(`Valor: ${valor}`);
    expect(await fields.innerText()).toContain(`Fornecedor: ${fornecedor}`);
    expect(await fields.innerText()).toMatch(/Vencimento: \d{2}\/\d{2}\/\d{4}/);
    await confirmDialog().getByRole('button', { name: 'Não' }).click();
    await confirmDialog().waitFor({ state: 'hidden' });
    await requestsReported(page); // a PUT the click sent would be in puts by now
    expect(puts).toEqual([]);

    await (await buttonOf(id, 'Aprovar')).click();
    await confirmDialog().getByRole('button', { name: 'Sim' }).click();
    await expect.poll(() => notice().innerText(), { timeout: 20_000 }).toMatch(/Sucesso[\s\S]*aprovado com sucesso\./);
    expect(puts).toHaveLength(1);
    // approved: no longer pending
    await expect.poll(() => rowOf(id).count(), { timeout: 20_000 }).toBe(0);

    // 'Todos' shows it approved; Desaprovar asks too, and undoes it
    await page.locator('.ant-radio-button-wrapper', { hasText: /^Todos$/ }).click();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => rowOf(id).locator('[col-id="aprovado"]').first().innerText(), { timeout: 20_000 }).toBe('Sim');
    await (await buttonOf(id, 'Desaprovar')).click();
    await expect.poll(() => confirmDialog().innerText()).toContain(`Valor: ${valor}`);
    await confirmDialog().getByRole('button', { name: 'Sim' }).click();
    await expect.poll(() => notice().innerText(), { timeout: 20_000 }).toMatch(/Sucesso[\s\S]*desaprovado com sucesso\./);
    await expect.poll(() => rowOf(id).locator('[col-id="aprovado"]').first().innerText(), { timeout: 20_000 }).toBe('Não');
    expect(puts).toHaveLength(2);
  });

  it("'Todos' keeps the titles without approval, their button disabled; the screen works at 390 px", async () => {
    await search().fill('');
    await page.locator('.ant-radio-button-wrapper', { hasText: /^Todos$/ }).click();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    // sort by 'Usa Aprovação' ascending: the titles with N come first
    await panel().locator('.ag-header-cell[col-id="usa_aprovacao"] .ag-header-cell-label').click();
    await expect.poll(() => rows().first().locator('[col-id="usa_aprovacao"]').innerText()).toBe('Não');
    const disabled = panel().locator('.ag-row button[disabled]');
    await expect.poll(() => disabled.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.locator('[data-panel="titulos"] .ag-row, [data-panel="titulos"] .mirante-table-card').count()).toBeGreaterThan(0);
  });
});
