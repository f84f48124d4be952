import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './support/screenPage.ts';
import type { Page } from 'playwright-core';
import { lastDays } from './support/period.ts';
import { newPage, signIn } from './support/browser.ts';
import { expectAccessible } from './support/axe.ts';
import { scrollThrough } from './support/scroll.ts';
import { antdClassesWithoutStyles } from './support/antdClasses.ts';

// axe-core (WCAG 2.1 A/AA) on every built screen and its open detail, at a laptop and a phone width:
// zero serious or critical violations, and no antd component the build's stylesheet left out. A new screen adds its entry to SCREENS (or calls
// expectAccessible in its own e2e).
const browser = useBrowser();

interface ScreenCheck {
  name: string;
  url: string;
  /** Waits until the screen shows its data. */
  ready(page: Page): Promise<void>;
  /** Opens one detail (modal) of the screen and waits for its rows. */
  openDetail(page: Page): Promise<void>;
}

const modalRows = (page: Page) => page.locator('.ant-modal .ag-row:not(.ag-row-pinned)').first().waitFor();

const SCREENS: ScreenCheck[] = [
  {
    name: '01.74.1325 Dashboard Financeiro',
    url: '/dashboard_financeiro',
    ready: async (page) => {
      // on a phone its tables and chart are below the cards, drawn as they come near (scrolled to)
      await page.locator('[data-card]').first().waitFor();
      await scrollThrough(page);
      await page.locator('[data-panel] .ag-row').first().waitFor();
      await page.locator('[data-testid="chart"] svg').first().waitFor();
    },
    openDetail: async (page) => {
      await page.locator('[data-group="Titulos a receber"] [data-card="Vencidos"][data-clickable="true"]').click();
      await modalRows(page);
    },
  },
  {
    name: '01.76.1326 Curva ABC Clientes',
    url: `/curva-abc-clientes?periodo=${lastDays(90)}`,
    ready: async (page) => page.locator('[data-panel="clientes"] .ag-row').first().waitFor(),
    openDetail: async (page) => {
      await page.locator('[data-panel="clientes"] .ag-row[row-index="0"]').getByRole('button', { name: 'Produtos' }).click();
      await modalRows(page);
    },
  },
];

/** Names assistive technology would read that are English (antd icon names, Vega's chart roles). */
function englishNames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[aria-label], [aria-roledescription]')]
      .filter((e) => !e.closest('[aria-hidden="true"]'))
      .map((e) => `${e.getAttribute('aria-label') ?? ''} ${e.getAttribute('aria-roledescription') ?? ''}`.trim())
      .filter((name) => /\b(search|close|bank|logout|dollar|axis|mark|visualization|download|setting)\b/i.test(name)),
  );
}

describe.each([
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
])('axe at $width px', (size) => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(browser, size);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('login page', async () => {
    await page.goto('/');
    await page.getByLabel('E-mail').waitFor();
    await expectAccessible(page, `login a ${size.width} px`);
  });

  it('home', async () => {
    await signIn(page, 'ana@mirante.demo');
    await page.getByText('Mirante — estatísticas gerenciais da sua empresa').waitFor();
    await expectAccessible(page, `home a ${size.width} px`);
    expect(await antdClassesWithoutStyles(page)).toEqual([]);
  });

  it.each(SCREENS)('$name and its detail', async (screen) => {
    await page.goto(screen.url);
    await screen.ready(page);
    await expectAccessible(page, `${screen.name} a ${size.width} px`);
    expect(await englishNames(page)).toEqual([]);
    await screen.openDetail(page);
    await expectAccessible(page, `${screen.name} (detalhe aberto) a ${size.width} px`);
    expect(await englishNames(page)).toEqual([]);
    expect(await antdClassesWithoutStyles(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.locator('.ant-modal-wrap').first().waitFor({ state: 'hidden' });
  });

  it('page not found', async () => {
    await page.goto('/nao-existe');
    await page.getByText('Página não encontrada').waitFor();
    await expectAccessible(page, `404 a ${size.width} px`);
    expect(await page.locator('h1').count()).toBe(1);
  });
});

describe("the system's 'reduce motion' (WCAG 2.3.3)", () => {
  /**
   * A new page with the system's motion setting that records, from its first frame, whether an element matching
   * `selector` ever existed (classes included): a 0.3 s motion is over before a test could look for it. `seen()` reads it.
   */
  async function motionPage(reducedMotion: 'reduce' | 'no-preference', selector: string) {
    const page = await newPage(browser);
    await page.emulateMedia({ reducedMotion });
    await page.addInitScript((wanted) => {
      const state = window as unknown as { motionSeen: boolean };
      state.motionSeen = false;
      new MutationObserver(() => (state.motionSeen ||= document.querySelector(wanted) !== null)).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['class'],
      });
    }, selector);
    const seen = async () => {
      const value = await page.evaluate(() => (window as unknown as { motionSeen: boolean }).motionSeen);
      await page.context().close();
      return value;
    };
    return { page, seen };
  }

  /** Signs bruno in (two companies: the 'Empresas' dialog opens) and says whether antd's zoom motion ran. */
  async function companiesDialogZoomed(reducedMotion: 'reduce' | 'no-preference'): Promise<boolean> {
    // antd's zoom running (its one-frame 'prepare' step, which places the dialog, is not a motion)
    const { page, seen } = await motionPage(reducedMotion, '.ant-zoom-appear-active, .ant-zoom-enter-active');
    await signIn(page, 'bruno@mirante.demo');
    await page.getByRole('dialog', { name: 'Empresas' }).getByText('Intercarg Transportes').waitFor();
    // the dialog done appearing: its appear steps over, with a motion or without one
    await page.locator('.ant-modal:not([class*="ant-zoom-appear"])').waitFor();
    return seen();
  }

  it('the dialog zooms in by default and is simply there when the system asks for less motion', async () => {
    expect(await companiesDialogZoomed('no-preference')).toBe(true);
    expect(await companiesDialogZoomed('reduce')).toBe(false);
  });

  /** Signs ana in, clicks 'Filtrar' on 1326 and says whether antd's wave (a button's click ripple) was drawn. */
  async function buttonRippled(reducedMotion: 'reduce' | 'no-preference'): Promise<boolean> {
    const { page, seen } = await motionPage(reducedMotion, '.ant-wave');
    await signIn(page, 'ana@mirante.demo');
    await page.goto('/curva-abc-clientes');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.locator('[data-panel="clientes"] .ag-row').first().waitFor();
    return seen();
  }

  it('a clicked button ripples by default and not when the system asks for less motion', async () => {
    expect(await buttonRippled('no-preference')).toBe(true);
    expect(await buttonRippled('reduce')).toBe(false);
  });
});
