import { beforeAll, describe, expect, it } from 'vitest';
import { screenPage } from './support/screenPage.ts';
import type { Locator } from 'playwright-core';
import { inject } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { DEMO_PASSWORD } from '../../server/src/seed/identities.ts';
import { expectFitsWidth } from './support/layout.ts';
import { today } from './support/period.ts';

// Apontamento por operador 01.77.1338 end to end: the four required lookups, the pickers 1337/1355/1356/1358,
// one table per operator and the coloured differences — real server, database and Chromium.
type Linha = { desc_maquina: string; desc_processo: string; desc_prod_acabado: string };
let alvo: { id_operador: number; nome_operador: string; linha: Linha };

const { page } = screenPage({ user: 'ana@mirante.demo', width: 1400, height: 1000 });
beforeAll(async () => {
  // An appointment of this month from the API (any operator), whose resource, process and product the test picks by name.
  const base = inject('baseURL');
  const login = await page.request.post(`${base}/api/login`, { data: { email: 'ana@mirante.demo', senha: DEMO_PASSWORD } });
  const { token } = await login.json();
  const hoje = today();
  const res = await page.request.get(`${base}/api/empresas/1/pcp/apontamento/?dataInicio=${hoje.slice(0, 8)}01&dataFim=${hoje}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const grupos = (await res.json()).response as { id_operador: number; nome_operador: string; apontamentos: Linha[] }[];
  const g = grupos[0]!;
  alvo = { id_operador: g.id_operador, nome_operador: g.nome_operador, linha: g.apontamentos[0]! };
});

const panel = () => page.locator('[data-panel="apontamentos"]');
const filtrar = () => page.getByRole('button', { name: 'Filtrar' }).click();

/**
 * Opens the picker of a lookup, searches the name, chooses the row with exactly that name and confirms. It waits for
 * the search to have answered (every row listed carries the name) before choosing: the name may already be in the
 * first list, and the searched list arriving between the choice and the click on Selecionar moved the dialog's
 * footer under the pointer (a clean clone, 2026-12-07: Selecionar clicked, the dialog still open 60 s later).
 */
async function pick(label: string, title: string, nome: string) {
  await page.getByRole('button', { name: `Pesquisar ${label}` }).click();
  const modal: Locator = page.locator('.ant-modal').filter({ hasText: title });
  await modal.getByText(title).first().waitFor();
  await modal.getByLabel('Nome').fill(nome);
  const listed = modal.locator('.mirante-picker-rows tbody tr');
  await expect
    .poll(async () => {
      const names = await listed.allInnerTexts();
      return names.length > 0 && names.every((row) => row.toLocaleLowerCase('pt-BR').includes(nome.toLocaleLowerCase('pt-BR')));
    }, { timeout: 30_000 })
    .toBe(true);
  const radio = modal.getByRole('radio', { name: nome, exact: true }).first();
  await radio.waitFor({ timeout: 30_000 });
  await radio.check();
  await modal.getByRole('button', { name: 'Selecionar' }).click();
  await modal.waitFor({ state: 'hidden' });
  await expect.poll(() => page.getByLabel(`Nome ${label}`).inputValue(), { timeout: 30_000 }).toBe(nome);
}

describe('Apontamento por operador (01.77.1338)', () => {
  it("Filtrar with nothing chosen: '* Campo obrigatório' under operator, resource, process and product", async () => {
    await page.goto('/apontamentos');
    await page.getByText('01.77.1338').first().waitFor();
    await filtrar();
    await expect.poll(() => page.getByText('* Campo obrigatório').count()).toBe(4);
  });

  it("an unknown code says '<Entidade> não encontrado.'; Selecionar with nothing chosen warns", async () => {
    await page.getByLabel('Processo', { exact: true }).fill('999999');
    await expect.poll(() => page.getByLabel('Nome Processo').inputValue(), { timeout: 30_000 }).toBe('Processo não encontrado.');
    await page.locator('.ant-message').getByText('Processo não encontrado.').waitFor(); // the alert (spec 2 §8)
    await page.getByLabel('Processo', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Pesquisar Recurso' }).click();
    const modal = page.locator('.ant-modal').filter({ hasText: 'Filtrar Recursos' });
    await modal.getByText('01.77.1355 Filtrar Recursos').waitFor();
    await modal.getByRole('button', { name: 'Selecionar' }).click();
    await page.getByText('Operação inválida. Nenhum Recurso selecionado.').waitFor();
    await modal.getByLabel('Nome').fill('zzzz nada');
    await modal.getByText('Nenhum Registro Encontrado').waitFor({ timeout: 30_000 });
    await expectAccessible(page, '1355 aberto a 1400 px');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
  });

  it('the pickers fill the four lookups; Filtrar shows one table per operator with coloured differences', async () => {
    await page.getByLabel('Operador', { exact: true }).fill(String(alvo.id_operador));
    await expect.poll(() => page.getByLabel('Nome Operador').inputValue(), { timeout: 30_000 }).toBe(alvo.nome_operador);
    await pick('Recurso', '01.77.1355 Filtrar Recursos', alvo.linha.desc_maquina);
    await pick('Processo', '01.77.1356 Filtrar Processos', alvo.linha.desc_processo);
    // Filtrar Produtos opens on Tipo produto 04 (finished products): the OP's product is one
    await pick('Produto', '01.75.1358 Filtrar Produtos', alvo.linha.desc_prod_acabado);
    await filtrar();
    await panel().getByText(`${alvo.id_operador} - ${alvo.nome_operador}`).waitFor({ timeout: 30_000 });
    const cells = panel().locator('.ag-cell[col-id="tempo_real_x_prev"]');
    await expect.poll(() => cells.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await panel().locator('.ag-root-wrapper').count()).toBe(1);
    for (const cell of await cells.all()) {
      const text = (await cell.innerText()).trim();
      const color = await cell.evaluate((el) => getComputedStyle(el.querySelector('*') ?? el).color);
      if (text.startsWith('-')) expect(color).toBe('rgb(207, 19, 34)');
      else if (text !== '00:00:00') expect(color).toBe('rgb(35, 120, 4)');
    }
    expect(await panel().locator('.ag-cell[col-id="desc_maquina"]').first().innerText()).toBe(alvo.linha.desc_maquina);
    await page.mouse.move(0, 0);
    await expectAccessible(page, '1338 a 1400 px');
  });

  it('works at 390 px wide', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await panel().getByText(`${alvo.id_operador} - ${alvo.nome_operador}`).waitFor();
    await expectFitsWidth(page);
    await expectAccessible(page, '1338 a 390 px');
  });
});
