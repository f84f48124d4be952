/**
 * Every generated screen story (one file per screen definition, .storybook/generated/), in real Chromium from the
 * static Storybook build, checked for what a user would see: the screen's code and title, no error card and no
 * 'Erro 500', except in 'Erro do servidor', which must show the screen's own error; 'Carregando' shows the loading
 * state; a drill-down story shows the drill-down open with its rows. Stories double as fixtures of this test.
 *
 * One page for the whole file: it opens the first story, then moves from story to story the way Storybook's own
 * sidebar does (the 'setCurrentStory' event on the preview's channel), so each story costs its render and not a
 * reload of Storybook (≈ 0.23 against 0.63–1.26 CPU-s per story; in jsdom it was ≈ 0.9). Each story gets a fresh
 * API transport, SWR cache and router (.storybook/support/environment.tsx), as it does for a developer.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { catalogueEntries } from '../../src/app/catalogue.ts';
import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';
import { storyPlan, type PlannedStory } from '../../.storybook/support/storyPlan.ts';
import { engineSupportsInitialDrill, exampleFiles } from '../../scripts/generate-stories.ts';
import type { EngineExample } from '../../src/engine/engineExample.ts';
import { screenHeadingText } from '../../src/app/screenTitle.ts';
import { useBrowser } from './support/screenPage.ts';
import { builtStories, useStorybook } from './support/storybookStatic.ts';

const SERVER_ERROR_BANNER = 'Erro 500, servidor não respondendo contate o suporte!';
const LOADING = '.ant-spin-spinning, .mirante-panels-loading';
/** What a user sees while a screen waits: a spinner, the busy 'Filtrar' button, or the grid's 'Carregando...'. */
const LOADING_SHOWN = `${LOADING}, .ant-btn-loading, .ag-overlay-loading-center`;
/** Generous: a story renders in a fraction of a second, but the machine may be running other e2e files. */
const WAIT = { timeout: 20_000 };

/** The engine examples ('Tipos de painel/<kind>', 'Motor/<title>'), each with its module's examples. */
const examples = await Promise.all(
  (await exampleFiles()).map(async (f) => ({ ...f, examples: ((await import(`../../${f.file}`)) as { examples: EngineExample[] }).examples })),
);
const plans = catalogueEntries.map(({ file, definition }) => ({ definition, ...storyPlan(file, definition, { withDrills: engineSupportsInitialDrill() }) }));

const browser = useBrowser();
const storybook = useStorybook();
let page: Page;
let ids: Map<string, string>;
let opened = false;
const errors: string[] = [];

beforeAll(async () => {
  ids = new Map(builtStories().map((s) => [`${s.title} / ${s.name}`, s.id]));
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', reducedMotion: 'reduce' });
  page = await context.newPage();
  page.setDefaultTimeout(60_000);
  page.on('pageerror', (error) => errors.push(error.message));
});

/** Shows the built story `<title> / <name>`: the first by opening Storybook's iframe, the next ones as its sidebar does. */
async function show(title: string, name: string): Promise<void> {
  const storyId = ids.get(`${title} / ${name}`);
  expect(storyId, 'story not in storybook-static/index.json').toBeTruthy();
  errors.length = 0;
  if (!opened) {
    await page.goto(storybook.url(storyId!));
    opened = true;
    return;
  }
  const outcome = await page.evaluate(
    (id) =>
      new Promise<string>((resolve) => {
        type Channel = { on(event: string, fn: (arg: unknown) => void): void; off(event: string, fn: (arg: unknown) => void): void; emit(event: string, arg: unknown): void };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        const events = ['storyRendered', 'storyErrored', 'storyThrewException', 'storyMissing'] as const;
        const handlers = events.map((event) => {
          const handler = (arg: unknown) => {
            // storyRendered carries the story's id; the failures carry an error
            if (event === 'storyRendered' && arg !== id) return;
            for (const [i, e] of events.entries()) channel.off(e, handlers[i]);
            resolve(event === 'storyRendered' ? 'ok' : `${event}: ${JSON.stringify(arg)}`);
          };
          channel.on(event, handler);
          return handler;
        });
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId!,
  );
  expect(outcome).toBe('ok');
}

function exactly(text: string): RegExp {
  return new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
}

async function settled(): Promise<void> {
  await page.waitForFunction((selector) => !document.querySelector(selector), LOADING, WAIT);
}

/** No error card, no 'Erro 500', no request the fixtures could not answer. */
async function expectNoFailure(): Promise<void> {
  expect(await page.locator('[data-testid="definition-error"]').count()).toBe(0);
  expect(await page.getByText(SERVER_ERROR_BANNER).count()).toBe(0);
  expect(await page.getByText(/Sem fixture para/).count()).toBe(0);
}

/** Every titled panel outside a Gráfico/Lista toggle shows its title (a panel may draw after the screen settles: the grid's code arrives on its own). */
async function expectPanelTitles(definition: ScreenDefinition, exact: boolean): Promise<void> {
  for (const panel of (definition.panels ?? []) as Array<{ title?: string; toggle?: unknown }>) {
    if (panel.title && !panel.toggle) await page.getByText(panel.title, { exact }).first().waitFor({ state: 'attached', ...WAIT });
  }
}

async function checkServerError(definition: ScreenDefinition): Promise<void> {
  // a screen whose failures are only logged (spec 2 §8: DRE, 1370's list) shows no banner
  const error = (definition as { messages?: { error?: { style?: string; title?: string; text?: string; serverDownText?: string; allMessages?: boolean } } }).messages?.error;
  if (error?.style === 'notification') {
    // a notification with the screen's own text for a server failure (1367: 'Erro 500, sem conexão com o servidor.');
    // one listing the server's messages (1491) is found by its title ('Ocorreu um erro!')
    const expected = error.serverDownText ?? error.text ?? (error.allMessages ? (error.title ?? 'Erro!') : SERVER_ERROR_BANNER);
    await page.getByText(expected, { exact: true }).first().waitFor(WAIT);
  } else if (error?.style === 'log') {
    await settled();
    expect(await page.getByText(SERVER_ERROR_BANNER).count()).toBe(0);
  } else {
    await page.getByText(SERVER_ERROR_BANNER, { exact: true }).first().waitFor(WAIT);
  }
}

async function checkDrill(definition: ScreenDefinition, drill: string): Promise<void> {
  // The drill-down is open from the first render: its code + title, and its table's rows.
  const def = (definition as { drilldowns?: Record<string, { code?: string; title?: string; panels?: Array<{ kind: string }> }> }).drilldowns?.[drill];
  const dialog = page.locator('.ant-modal, .ant-drawer').first();
  await dialog.waitFor(WAIT);
  const fixedTitle = (def?.title ?? '').replace(/\{[^}]*\}.*$/, '').trim();
  const expected = [def?.code, fixedTitle].filter(Boolean).join(' ');
  await expect.poll(async () => (await dialog.locator('.ant-modal-title, .ant-drawer-title').first().textContent())?.startsWith(expected)).toBe(true);
  if (def?.panels?.some((p) => p.kind === 'table')) await dialog.locator('.ag-row:not(.ag-row-pinned)').first().waitFor(WAIT);
  expect(await dialog.getByText(/Sem fixture para/).count()).toBe(0);
}

async function checkStory(definition: ScreenDefinition, heading: string, story: PlannedStory, built: boolean): Promise<void> {
  await page.locator('.screen-header').filter({ hasText: exactly(heading) }).first().waitFor(WAIT);
  if (!built) {
    await page.getByText('Tela ainda não disponível.', { exact: true }).waitFor(WAIT);
    return;
  }
  if (story.mode === 'error') return checkServerError(definition);
  if (story.mode === 'loading') {
    // the server never answers: the screen shows that it is loading
    await page.locator(LOADING_SHOWN).first().waitFor(WAIT);
    return;
  }

  // Answers come from the fixtures; wait for the screen to settle (no spinner left).
  await settled();
  await expectNoFailure();
  if (story.compare) {
    // 'Comparar com: período anterior' from the URL: the cards show the earlier value, answered by the fixture
    await page.locator('[data-delta]:not([data-delta="loading"])').first().waitFor(WAIT);
    expect(await page.getByText('Período anterior:').count()).toBeGreaterThan(0);
  }
  await expectPanelTitles(definition, true);
  if (story.drill) await checkDrill(definition, story.drill);
}

describe('generated screen stories', () => {
  it('the Storybook build holds every story planned for the definitions in screens/ (`npm run stories`)', () => {
    const built = [...ids.keys()].filter((key) => key.startsWith('Telas/')).sort();
    const planned = plans.flatMap((plan) => plan.stories.map((story) => `${plan.title} / ${story.name}`)).sort();
    expect(built).toEqual(planned);
  });

  for (const plan of plans) {
    const heading = screenHeadingText(plan.code, plan.definition.title);
    describe(plan.title, () => {
      for (const story of plan.stories) {
        it(story.name, async () => {
          await show(plan.title, story.name);
          await checkStory(plan.definition, heading, story, plan.built);
          expect(errors).toEqual([]);
        });
      }
    });
  }
});

describe('engine example stories', () => {
  it('the Storybook build holds every example (`npm run stories`)', () => {
    const built = [...ids.keys()].filter((key) => key.startsWith('Tipos de painel/') || key.startsWith('Motor/')).sort();
    const planned = examples.flatMap((f) => f.names.map((name) => `${f.title} / ${name}`)).sort();
    expect(built).toEqual(planned);
  });

  for (const file of examples) {
    describe(file.title, () => {
      for (const example of file.examples) {
        it(example.name, async () => {
          await show(file.title, example.name);
          const { definition } = example;
          // the header as the portal writes it: code + title (kind examples have no code: title only)
          const heading = screenHeadingText(definition.code, definition.title);
          await page.locator('.screen-header').filter({ hasText: exactly(heading) }).first().waitFor(WAIT);
          for (const text of example.shows) {
            // in an element's text (split over children or not), or in an input's value (a lookup's name)
            const shown = (t: string) => document.body.textContent!.includes(t) || Array.from(document.querySelectorAll('input')).some((el) => el.value.includes(t));
            await page.waitForFunction(shown, text, WAIT).catch(() => expect.fail(`'${text}' not shown`));
          }
          await settled();
          await expectNoFailure();
          // (an example's panel title may be part of a longer text)
          await expectPanelTitles(definition, false);
          expect(errors).toEqual([]);
        });
      }
    });
  }
});
