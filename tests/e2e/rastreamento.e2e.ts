import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, pageErrors } from './support/browser.ts';
import { useBrowser } from './support/screenPage.ts';
import { expectAccessible } from './support/axe.ts';
import { DEMO_NOTA, demoHashes } from '../../server/src/seed/logistica.ts';
import { PRIVATE_MARKERS } from './support/privateMarkers.ts';
import { expectFitsWidth } from './support/layout.ts';

/**
 * The public tracking pages end to end, without signing in (02.79.1496 search, 02.79.1497 detail, simple
 * 'Rastreamento', the error page), against the real server over the seeded database: the demo links of
 * docs/rastreamento.md. The sender's document and the note's date are read from the public API first.
 */
const hashes = demoHashes();
const BUSCA = `/logistica/rastreamento-transportadora/${hashes.transportadora}`;
const browser = useBrowser();
let nota: { data_emissao: string; remetente: { cnpj: string } };
/** The carrier's name as the API gives it: 1496 and 1497 read `razao_social`, the simple page `transportadora.nome`. */
let razaoSocial: string;
let nomeTransportadora: string;
const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
/** The line under the page's heading: the carrier's name (the definitions' subtitle). */
const carrierHeading = (page: Page) => page.getByRole('heading', { level: 2 });

beforeAll(async () => {
  const api = `${inject('baseURL')}/api`;
  const res = await fetch(`${api}/logistica/rastreamento/nota_fiscal/${hashes.remetentes[0]}?nro_nota=${DEMO_NOTA.numero}`);
  nota = ((await res.json()) as { data: { result: (typeof nota)[] } }).data.result[0]!;
  const dados = await fetch(`${api}/v2/logistica/rastreamento/transportadora/${hashes.transportadora}/dados`);
  razaoSocial = ((await dados.json()) as { body: { razao_social: string } }).body.razao_social;
  const transporte = await fetch(`${api}/logistica/rastreamento/dados_transporte/${hashes.remetentes[0]}`);
  nomeTransportadora = ((await transporte.json()) as { data: { result: { transportadora: { nome: string } } } }).data.result.transportadora.nome;
  expect(razaoSocial).not.toBe('');
  expect(nomeTransportadora).not.toBe('');
});

/** Types a date into an antd DatePicker (DD/MM/YYYY) and confirms it. */
/** The pointer leaves the button it clicked (a hovered antd primary button is lighter: the theme's hover shade). */
const pointerAway = (page: Page) => page.mouse.move(1, 1);

async function typeDate(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

describe('02.79.1496 search and 02.79.1497 detail', () => {
  it('at 1366 px: the carrier header, finds the demo invoice by number (table), opens its detail and copies the link', async () => {
    const page = await newPage(browser, { width: 1366, height: 900 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(BUSCA);
    await expect.poll(() => carrierHeading(page).textContent()).toBe(razaoSocial);
    await page.getByText('Atenção! Ao digitar o número da nota ou número do pedido a data não afetará os resultados da pesquisa.').waitFor();
    await page.getByText('Informe os dados da nota fiscal para consultar as ocorrências disponíveis.').waitFor();
    const pesquisar = page.getByRole('button', { name: 'Pesquisar' });
    expect(await pesquisar.isDisabled()).toBe(true);
    await page.getByLabel('Nota Fiscal').fill(` ${DEMO_NOTA.numero} `);
    await expect.poll(() => pesquisar.isEnabled()).toBe(true);
    await pesquisar.click();
    const row = page.locator('.ant-table-row', { hasText: String(DEMO_NOTA.numero) }).first();
    await row.waitFor();
    expect(await page.getByText(/Total de itens: \d+/).count()).toBe(1);
    await pointerAway(page);
    await expectAccessible(page, '1496 resultados a 1366 px');
    // the detail page with the timeline
    await row.getByRole('link', { name: 'Ver ocorrências' }).click();
    await page.waitForURL(/\/detalhes\//);
    await page.getByText('02.79.1497').first().waitFor();
    await page.getByRole('region', { name: 'Ocorrências' }).or(page.locator('section[aria-label="Ocorrências"]')).first().waitFor();
    expect(await page.locator('[data-ocorrencia]').count()).toBeGreaterThan(2);
    expect(await page.locator('.ant-descriptions').innerText()).toMatch(/\d+,\d{3} kg/);
    expect(await page.locator('.ant-descriptions').innerText()).toMatch(/R\$\s?[\d.]+,\d{2}/);
    expect(await page.locator('[data-ocorrencia]').first().innerText()).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await page.getByRole('button', { name: 'Copiar link de rastreamento' }).click();
    await page.getByText('Texto copiado para a área de transferência').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await pointerAway(page);
    await expectAccessible(page, '1497 a 1366 px');
    // Nova pesquisa goes back to the search
    await page.getByRole('link', { name: /Nova pesquisa/ }).click();
    await page.waitForURL((u) => u.pathname === BUSCA);
    expect(pageErrors(page).filter((e) => !e.includes('clipboard'))).toEqual([]);
  });

  it('at 390 px: finds the invoice by the sender’s document + period, as cards; the end date cannot be before the start', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await page.goto(BUSCA);
    await page.getByLabel('Remetente (CPF/CNPJ)').fill(nota.remetente.cnpj);
    // the name arrives by itself 500 ms after typing stops
    await expect.poll(() => page.getByLabel('Nome do remetente').inputValue(), { timeout: 15_000 }).not.toBe('');
    expect(await page.getByLabel('Remetente (CPF/CNPJ)').inputValue()).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$|^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    await typeDate(page, 'De', br(nota.data_emissao));
    await typeDate(page, 'Até', br(nota.data_emissao));
    const pesquisar = page.getByRole('button', { name: 'Pesquisar' });
    await expect.poll(() => pesquisar.isEnabled()).toBe(true);
    // end before start: message and the search is off
    const dia = Number(nota.data_emissao.slice(8, 10));
    if (dia > 1) {
      await typeDate(page, 'Até', br(`${nota.data_emissao.slice(0, 8)}${String(dia - 1).padStart(2, '0')}`));
      await page.getByText('A data final não pode ser antes da data de início').waitFor();
      expect(await pesquisar.isDisabled()).toBe(true);
      await typeDate(page, 'Até', br(nota.data_emissao));
    }
    await expect.poll(() => pesquisar.isEnabled()).toBe(true);
    await pesquisar.click();
    const card = page.getByTestId('cards').locator('.ant-card', { hasText: `Nota Fiscal ${DEMO_NOTA.numero}` });
    await card.waitFor();
    await expectFitsWidth(page);
    await pointerAway(page);
    await expectAccessible(page, '1496 cards a 390 px');
    await card.getByRole('link', { name: 'Ver ocorrências' }).click();
    await page.waitForURL(/\/detalhes\//);
    // on a phone the invoice data sits in a collapsible panel
    await page.getByText('Dados da nota fiscal').click();
    await page.locator('.ant-descriptions').waitFor();
    await expectAccessible(page, '1497 a 390 px');
  });

  it("1497 shows the carrier's name and the links while the note's answer is still on its way", async () => {
    const page = await newPage(browser, { width: 1366, height: 900 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/nota-fiscal/*/detalhes', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(BUSCA);
    await page.getByLabel('Nota Fiscal').fill(String(DEMO_NOTA.numero));
    const pesquisar = page.getByRole('button', { name: 'Pesquisar' });
    await expect.poll(() => pesquisar.isEnabled()).toBe(true);
    await pesquisar.click();
    await page.getByRole('link', { name: 'Ver ocorrências' }).first().click();
    await page.waitForURL(/\/detalhes\//);
    await page.locator('.rastreamento-detalhe').waitFor({ timeout: 15_000 });
    expect(await carrierHeading(page).textContent()).toBe(razaoSocial);
    await page.getByRole('link', { name: 'Voltar' }).waitFor();
    expect(await page.getByText('Carregando...').isVisible()).toBe(true);
    expect(await page.locator('[data-ocorrencia]').count()).toBe(0);
    release();
    await page.locator('[data-ocorrencia]').first().waitFor();
    expect(await page.getByText('Carregando...').count()).toBe(0);
  });

  it('an unknown hash shows the error page', async () => {
    const page = await newPage(browser, { width: 1366, height: 900 });
    await page.goto('/logistica/rastreamento-transportadora/hashQueNaoExiste');
    await page.getByText('Ocorreu um erro!').waitFor();
    await page.getByText('Não conseguimos identificar a transportadora/NF-e').waitFor();
    await page.getByText('Verifique se a URL está correta. É por meio dela que conseguimos fazer as buscas').waitFor();
    await expectAccessible(page, 'erro de rastreamento');
    await page.goto(`${BUSCA}/detalhes/naoExiste`);
    await page.getByText('Ocorreu um erro!').waitFor();
  });
});

describe('weight of the public pages', () => {
  it('download no private-portal code (layout, menu, private definitions, AG Grid, Vega): bench/public-js.ts has the sizes', async () => {
    for (const path of [BUSCA, `/logistica/rastreamento/${hashes.remetentes[0]}`]) {
      const page = await newPage(browser, { width: 390, height: 844 });
      const bodies: Promise<[string, string]>[] = [];
      page.on('response', (r) => {
        if (r.request().resourceType() === 'script') bodies.push(r.text().then((t) => [new URL(r.url()).pathname, t]));
      });
      await page.goto(path);
      await page.getByRole('button', { name: 'Pesquisar' }).waitFor();
      await page.waitForLoadState('networkidle');
      const scripts = await Promise.all(bodies);
      expect(scripts.length).toBeGreaterThan(2);
      const found = scripts.flatMap(([url, text]) => Object.entries(PRIVATE_MARKERS).filter(([, m]) => text.includes(m)).map(([name]) => `${name} em ${url}`));
      expect(found, path).toEqual([]);
      await page.context().close();
    }
  });
});

describe('simple tracking (Rastreamento)', () => {
  it('names the carrier and the sender, finds the note by number with its timeline, and says when one is missing', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await page.goto(`/logistica/rastreamento/${hashes.remetentes[0]}`);
    await expect.poll(() => carrierHeading(page).textContent()).toBe(nomeTransportadora);
    expect(await page.getByTestId('remetente').innerText()).not.toBe('');
    await page.getByLabel('Nota Fiscal').fill(`${DEMO_NOTA.numero}x`);
    expect(await page.getByLabel('Nota Fiscal').inputValue()).toBe(String(DEMO_NOTA.numero));
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.locator('.ant-card', { hasText: `Nota Fiscal ${DEMO_NOTA.numero}` }).waitFor();
    expect(await page.locator('[data-ocorrencia]').count()).toBeGreaterThan(2);
    await pointerAway(page);
    await expectAccessible(page, 'rastreamento simples a 390 px');
    await page.getByLabel('Nota Fiscal').fill('1');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.getByText('Nota fiscal “1” não encontrada.').waitFor();
  });
});
