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

setProjectAnnotations(preview);

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
          expect(await screen.findByText(SERVER_ERROR_BANNER, {}, WAIT)).toBeInTheDocument();
          return;
        }
        if (exportName === 'Carregando') return;

        // Answers come from the fixtures; wait for the screen to settle (no spinner left).
        await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull(), WAIT);
        expect(document.querySelector('[data-testid="definition-error"]')).toBeNull();
        expect(screen.queryByText(SERVER_ERROR_BANNER)).toBeNull();
        expect(screen.queryByText(/Sem fixture para/)).toBeNull();
        // Every titled panel outside a Gráfico/Lista toggle shows its title.
        for (const panel of (definition.panels ?? []) as Array<{ title?: string; toggle?: unknown }>) {
          if (panel.title && !panel.toggle) expect(screen.getAllByText(panel.title).length).toBeGreaterThan(0);
        }

        const drill = (Story as { args?: { drill?: string } }).args?.drill;
        if (drill) {
          const def = (definition as { drilldowns?: Record<string, { code?: string }> }).drilldowns?.[drill];
          const dialog = await waitFor(() => {
            const open = document.querySelector<HTMLElement>('.ant-modal, .ant-drawer-content');
            expect(open).not.toBeNull();
            return open!;
          }, WAIT);
          if (def?.code) expect(within(dialog).getAllByText(new RegExp(def.code.replace(/\./g, '\\.'))).length).toBeGreaterThan(0);
        }
      }, STORY_TIMEOUT);
    }
  });
}
