import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { expectAccessible } from './support/axe.ts';
import { newPage, signIn } from './support/browser.ts';
import { useBrowser } from './support/screenPage.ts';
import { ownServer, serverURL } from './support/ownServer.ts';
import { today } from './support/period.ts';
import { DEMO_PASSWORD } from '../../server/src/seed/identities.ts';

// The personal workspace (issue 34) against the real server, database and browser: go to a screen by its code,
// favourites and recent screens on Home (kept on the server: another browser sees them), saved views of filters.
// Its own server: favourites, recent screens and views are asserted one by one, and other files visit screens as
// ana (each visit a recent screen) while this one runs.
ownServer('workspace');
const browser = useBrowser();

const api = async (path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
  const res = await fetch(`${serverURL()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
};
const tokenOf = async (email: string) => (await api('/login', { method: 'POST', body: { email, senha: DEMO_PASSWORD } })).body.token as string;

const heading = (page: Page, code: string) => page.getByRole('heading', { level: 1, name: new RegExp(`^${code.replace(/\./g, '\\.')}\\b`) });
const favoriteCards = (page: Page) => page.locator('.favorite-card .favorite-card-code');

describe('Ir para tela (Ctrl+K)', () => {
  it("Ctrl+K → '1325' → Enter opens the financial dashboard; the dialog is a combobox + listbox and axe-clean", async () => {
    const page = await newPage(browser);
    await signIn(page, 'ana@mirante.demo');
    await page.getByRole('button', { name: /Ir para tela/ }).waitFor();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Ir para tela' });
    const input = dialog.getByRole('combobox', { name: 'Código ou nome da tela' });
    await expect.poll(() => input.evaluate((e) => e === document.activeElement)).toBe(true);
    await input.fill('abc cli');
    expect(await dialog.getByRole('option').allInnerTexts()).toEqual([expect.stringContaining('Curva ABC Clientes')]);
    // the field lies within the list's width (it ran 26 px past it, over the dialog's edge on a phone)
    const right = async (l: typeof input) => {
      const box = (await l.boundingBox())!;
      return box.x + box.width;
    };
    expect(await right(input)).toBeLessThanOrEqual((await right(dialog.getByRole('listbox'))) + 0.5);
    await expectAccessible(page, 'Ir para tela');
    await input.fill('1325');
    await page.keyboard.press('Enter');
    await heading(page, '01.74.1325').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard_financeiro');
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('lists for carla only what her menu lists: hidden screens absent, screens not released disabled; works at 390 px', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, 'carla@mirante.demo');
    // on a phone the top bar keeps the button as an icon with its name
    await page.getByRole('button', { name: 'Ir para tela (Ctrl+K)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ir para tela' });
    const input = dialog.getByRole('combobox');
    await input.fill('1329'); // hidden for carla
    await dialog.getByText('Nenhuma tela encontrada.').waitFor();
    await input.fill('curva abc');
    const options = dialog.getByRole('option');
    await expect.poll(() => options.count()).toBe(2);
    expect(await options.nth(0).innerText()).toContain('Curva ABC Representantes');
    expect(await options.nth(1).getAttribute('aria-disabled')).toBe('true');
    expect(await options.nth(1).innerText()).toContain('Não liberada');
    // the dialog fits the phone's width
    for (const part of [input, dialog.getByRole('listbox')]) {
      const box = (await part.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter'); // on the disabled one: nothing opens
    expect(new URL(page.url()).pathname).toBe('/home');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });
});

describe('favourites and recent screens on Home', () => {
  it('stars two screens; Home shows them first in the dragged order, after signing in again and in another browser', async () => {
    const page = await newPage(browser);
    await signIn(page, 'ana@mirante.demo');
    for (const [route, code] of [['/dashboard_financeiro', '01.74.1325'], ['/aprovar-titulos-pagar', '01.74.1370']] as const) {
      await page.goto(route);
      await heading(page, code).waitFor();
      const star = page.getByRole('button', { name: 'Favorita' });
      await expect.poll(() => star.isEnabled()).toBe(true);
      expect(await star.getAttribute('aria-pressed')).toBe('false');
      await star.click();
      await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    }
    await page.goto('/home');
    await expect.poll(() => favoriteCards(page).allInnerTexts()).toEqual(['01.74.1325', '01.74.1370']);
    // recent: the last screens opened, most recent first
    const recent = page.getByRole('region', { name: 'Abertas recentemente' });
    await expect.poll(async () => (await recent.getByRole('link').allInnerTexts()).slice(0, 2)).toEqual([
      '01.74.1370 Aprovar titulos a pagar', '01.74.1325 Dashboard Financeiro',
    ]);
    await expectAccessible(page, 'Home com favoritas e recentes');

    // drag 1370's card onto 1325's
    const handle = page.getByRole('button', { name: 'Mover Aprovar titulos a pagar' });
    const target = page.locator('.favorite-card').first();
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + 20, to.y + to.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => favoriteCards(page).allInnerTexts()).toEqual(['01.74.1370', '01.74.1325']);

    // signed out and in again: the server's order
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await signIn(page, 'ana@mirante.demo');
    await expect.poll(() => favoriteCards(page).allInnerTexts()).toEqual(['01.74.1370', '01.74.1325']);

    // by keyboard: the handle and the arrows
    await page.getByRole('button', { name: 'Mover Dashboard Financeiro' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => favoriteCards(page).allInnerTexts()).toEqual(['01.74.1325', '01.74.1370']);
    await page.getByRole('status').filter({ hasText: 'Dashboard Financeiro: posição 1 de 2.' }).waitFor();

    // another browser (a new context: nothing local shared)
    const other = await newPage(browser);
    await signIn(other, 'ana@mirante.demo');
    await expect.poll(() => favoriteCards(other).allInnerTexts()).toEqual(['01.74.1325', '01.74.1370']);
    await other.getByRole('link', { name: /01\.74\.1370/ }).first().click();
    await heading(other, '01.74.1370').waitFor();
    await other.context().close();
    await page.context().close();
  });
});

describe('saved views', () => {
  it("saves 'Este mês' on 1326 as a relative period; after a reload, applying it makes the same request; other users cannot reach it", async () => {
    const [y, m] = today().split('-').map(Number) as [number, number];
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    const month = String(m).padStart(2, '0');
    const thisMonth = `${y}-${month}-01..${y}-${month}-${String(last).padStart(2, '0')}`;

    const page = await newPage(browser, { width: 1400, height: 1000 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const requests: string[] = [];
    page.on('request', (r: Request) => {
      if (r.url().includes('/faturamento/curva-abc-clientes')) requests.push(new URL(r.url()).search);
    });
    await signIn(page, 'ana@mirante.demo');
    await page.goto(`/curva-abc-clientes?periodo=${thisMonth}`);
    await heading(page, '01.76.1326').waitFor();
    await expect.poll(() => requests.length).toBe(1);
    const first = requests[0]!;
    expect(new URLSearchParams(first).get('dataInicio')).toBe(`${y}/${month}/01`);

    await page.getByRole('button', { name: 'Salvar visão' }).click();
    const save = page.getByRole('dialog', { name: 'Salvar visão' });
    await save.getByLabel('Nome da visão').fill('Mês corrente');
    const relative = save.getByRole('checkbox', { name: /Guardar o período relativo ao dia \(Período: Este mês\)/ });
    expect(await relative.isChecked()).toBe(true);
    await expectAccessible(page, 'Salvar visão');
    await save.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText("Visão 'Mês corrente' salva.").waitFor();

    // stored relative, on the server, for ana only
    const ana = await tokenOf('ana@mirante.demo');
    const stored = (await api('/usuario/empresas/1/visoes?tela=1326', { token: ana })).body.response as { id: number; nome: string; filtros: unknown }[];
    const view = stored.find((v) => v.nome === 'Mês corrente')!;
    expect(view.filtros).toEqual({ periodo: { relativo: 'thisMonth' } });
    const bruno = await tokenOf('bruno@mirante.demo');
    expect((await api('/usuario/empresas/1/visoes?tela=1326', { token: bruno })).body.response).toEqual([]);
    for (const method of ['PATCH', 'DELETE']) {
      const r = await api(`/usuario/empresas/1/visoes/${view.id}`, { method, token: bruno, body: method === 'PATCH' ? { nome: 'minha' } : undefined });
      expect(r.status).toBe(404);
      expect(r.body.errors[0].message).toBe('Visão não encontrada.');
    }
    const diego = await tokenOf('diego@mirante.demo'); // not a member of company 1
    expect((await api('/usuario/empresas/1/visoes?tela=1326', { token: diego })).status).toBe(403);

    // a reload without filters: the screen waits for Filtrar; applying the view makes the same request
    await page.goto('/curva-abc-clientes');
    await heading(page, '01.76.1326').waitFor();
    await page.getByRole('button', { name: 'Visões (1)' }).click();
    const list = page.getByRole('dialog', { name: 'Visões salvas' });
    await expectAccessible(page, 'Visões salvas');
    await list.getByRole('button', { name: 'Aplicar a visão Mês corrente' }).click();
    await expect.poll(() => requests.length).toBe(2);
    expect(requests[1]).toBe(first);
    expect(new URL(page.url()).searchParams.get('periodo')).toBe(thisMonth);

    // the link of the view: the URL filters
    await page.getByRole('button', { name: 'Visões (1)' }).click();
    await list.getByRole('button', { name: 'Copiar link' }).click();
    await page.getByText('Link copiado.').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).pathname).toBe('/curva-abc-clientes');
    expect(new URL(link).searchParams.get('periodo')).toBe(thisMonth);

    // the user's default: the screen opens with it
    await list.getByRole('button', { name: 'Tornar padrão' }).click();
    await list.getByText('Padrão', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await page.goto('/curva-abc-clientes');
    await expect.poll(() => requests.length).toBe(3);
    expect(requests[2]).toBe(first);

    // rename, then delete
    await page.getByRole('button', { name: 'Visões (1)' }).click();
    await list.getByRole('button', { name: 'Renomear' }).click();
    await list.getByLabel('Novo nome da visão Mês corrente').fill('Vendas do mês');
    await list.getByRole('button', { name: 'Salvar' }).click();
    await list.getByRole('button', { name: 'Aplicar a visão Vendas do mês' }).waitFor();
    await list.getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('button', { name: 'Sim' }).click();
    await list.getByText("Nenhuma visão salva nesta tela. Ajuste os filtros e use 'Salvar visão'.").waitFor();
    expect((await api('/usuario/empresas/1/visoes?tela=1326', { token: ana })).body.response).toEqual([]);
    await page.context().close();
  });
});
