/**
 * Renders every generated story (one file per screen definition, .storybook/generated/) with the
 * project annotations of .storybook/preview.tsx, and checks what a user would see: the screen's
 * code and title, no error card and no 'Erro 500' — except in 'Erro do servidor', which must show
 * the spec's banner. Stories double as fixtures of this test (react-admin style).
 * The generated folder comes from `npm run stories` (the test step runs it before vitest).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { composeStories, setProjectAnnotations, type Meta } from '@storybook/react';
import preview from '../../.storybook/preview.tsx';
import { resetStoryEnvironment } from '../../.storybook/support/environment.tsx';
import { catalogueEntries, hasPanels } from '../../src/app/catalogue.ts';
import { JsdomStyles } from '../../src/engine/tests/jsdomStyles.tsx';

// antd's styles outside the jsdom document: see src/engine/tests/jsdomStyles.tsx (a story took up to 100 s).
setProjectAnnotations([preview, { decorators: [(Story) => <JsdomStyles><Story /></JsdomStyles>] }]);

/** Generous waits: a screen's first render takes seconds under jsdom on a busy 2-core machine. */
const WAIT = { timeout: 20_000 };
/** Per story: mounting a screen's filter form takes many seconds under jsdom on a busy machine. */
const STORY_TIMEOUT = 180_000;
const SERVER_ERROR_BANNER = 'Erro 500, servidor não respondendo contate o suporte!';

type StoryModule = Record<string, unknown> & { default: Meta };
const modules = import.meta.glob<StoryModule>('../../.storybook/generated/**/*.stories.tsx', { eager: true });
const files = Object.keys(modules).sort();

afterEach(() => resetStoryEnvironment());

describe('generated stories', () => {
  it('exist for every definition in screens/ (run `npm run stories` if this fails)', () => {
    const generated = files.map((f) => f.replace('../../.storybook/generated/', 'screens/').replace(/\.stories\.tsx$/, '.ts'));
    expect(generated).toEqual(catalogueEntries.map((e) => e.file).sort());
  });
});

for (const file of files) {
  const mod = modules[file];
  const title = String(mod.default.title);
  const definition = (mod.default.args as { definition: Parameters<typeof hasPanels>[0] }).definition;
  // A screen's story title ends with its header.
  const heading = title.split('/').pop()!;
  const stories = Object.entries(composeStories(mod)) as Array<[string, ComponentType & { storyName?: string }]>;

  describe(title, () => {
    for (const [exportName, Story] of stories) {
      it(`${Story.storyName ?? exportName}`, async () => {
        render(<Story />);
        // Text queries, not *ByRole: role queries compute styles over antd's CSS-in-JS and cost seconds per call.
        expect(await screen.findByText(heading, { selector: '.screen-header' }, WAIT)).toBeInTheDocument();

        if (!hasPanels(definition)) {
          expect(screen.getByText('Tela ainda não disponível.')).toBeInTheDocument();
          return;
        }
        if (exportName === 'ErroDoServidor') {
          // a screen whose failures are only logged (spec 2 §8: DRE, 1370's list) shows no banner
          const error = (definition as { messages?: { error?: { style?: string; title?: string; text?: string; serverDownText?: string; allMessages?: boolean } } }).messages?.error;
          const logged = error?.style === 'log';
          if (error?.style === 'notification') {
            // a notification with the screen's own text for a server failure (1367: 'Erro 500, sem conexão com o servidor.');
            // one listing the server's messages (1491) is found by its title ('Ocorreu um erro!')
            const expected = error.serverDownText ?? error.text ?? (error.allMessages ? (error.title ?? 'Erro!') : SERVER_ERROR_BANNER);
            expect(await screen.findByText(expected, {}, WAIT)).toBeInTheDocument();
          } else if (logged) {
            await waitFor(() => expect(document.querySelector('.ant-spin-spinning, .mirante-panels-loading')).toBeNull(), WAIT);
            expect(screen.queryByText(SERVER_ERROR_BANNER)).toBeNull();
          } else {
            expect(await screen.findByText(SERVER_ERROR_BANNER, {}, WAIT)).toBeInTheDocument();
          }
          return;
        }
        if (exportName === 'Carregando') return;

        // Answers come from the fixtures; wait for the screen to settle (no spinner left).
        await waitFor(() => expect(document.querySelector('.ant-spin-spinning, .mirante-panels-loading')).toBeNull(), WAIT);
        expect(document.querySelector('[data-testid="definition-error"]')).toBeNull();
        expect(screen.queryByText(SERVER_ERROR_BANNER)).toBeNull();
        expect(screen.queryByText(/Sem fixture para/)).toBeNull();
        if (exportName === 'Comparando') {
          // 'Comparar com: período anterior' from the URL: the cards show the earlier value, answered by the fixture
          await waitFor(() => expect(document.querySelector('[data-delta]:not([data-delta="loading"])')).not.toBeNull(), WAIT);
          expect(screen.getAllByText('Período anterior:').length).toBeGreaterThan(0);
        }

        // Every titled panel outside a Gráfico/Lista toggle shows its title.
        for (const panel of (definition.panels ?? []) as Array<{ title?: string; toggle?: unknown }>) {
          if (panel.title && !panel.toggle) expect(screen.getAllByText(panel.title).length).toBeGreaterThan(0);
        }

        const drill = (Story as { args?: { drill?: string } }).args?.drill;
        if (drill) {
          // The drill-down is open from the first render: its code + title, and its table's rows.
          const def = (definition as { drilldowns?: Record<string, { code?: string; title?: string; panels?: Array<{ kind: string }> }> }).drilldowns?.[drill];
          const dialog = await waitFor(() => {
            const open = document.querySelector<HTMLElement>('.ant-modal, .ant-drawer');
            expect(open).not.toBeNull();
            return open!;
          }, WAIT);
          const heading = dialog.querySelector('.ant-modal-title, .ant-drawer-title')?.textContent ?? '';
          const fixedTitle = (def?.title ?? '').replace(/\{[^}]*\}.*$/, '').trim();
          expect(heading.startsWith([def?.code, fixedTitle].filter(Boolean).join(' '))).toBe(true);
          if (def?.panels?.some((p) => p.kind === 'table')) {
            await waitFor(() => expect(dialog.querySelectorAll('.ag-row:not(.ag-row-pinned)').length).toBeGreaterThan(0), WAIT);
          }
          expect(within(dialog).queryByText(/Sem fixture para/)).toBeNull();
        }
      }, STORY_TIMEOUT);
    }
  });
}
