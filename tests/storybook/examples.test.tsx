/**
 * Renders every engine example story (src/engine/engineExample.ts: 'Tipos de painel/<kind>' from
 * src/engine/panels/<kind>/examples.ts and 'Motor/<title>' from .storybook/examples/<slug>.ts, generated into
 * .storybook/generated-examples/) with the preview's annotations, and checks what a user sees: the screen's
 * code and title, the texts the example lists in `shows`, every titled panel, no error card, no missing answer.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { composeStories, setProjectAnnotations, type Meta } from '@storybook/react';
import preview from '../../.storybook/preview.tsx';
import { resetStoryEnvironment } from '../../.storybook/support/environment.tsx';
import { JsdomStyles } from '../../src/engine/tests/jsdomStyles.tsx';
import type { EngineExample } from '../../src/engine/engineExample.ts';
import { NO_CODE } from '../../src/app/catalogue.ts';

setProjectAnnotations([preview, { decorators: [(Story) => <JsdomStyles><Story /></JsdomStyles>] }]);

const WAIT = { timeout: 20_000 };
const SERVER_ERROR_BANNER = 'Erro 500, servidor não respondendo contate o suporte!';
type StoryModule = Record<string, unknown> & { default: Meta };
const modules = import.meta.glob<StoryModule>('../../.storybook/generated-examples/**/*.stories.tsx', { eager: true });
const exampleFiles = [
  ...Object.keys(import.meta.glob('../../src/engine/panels/*/examples.ts')).map((f) => `tipos/${f.split('/').at(-2)}`),
  ...Object.keys(import.meta.glob('../../.storybook/examples/*.ts')).map((f) => `motor/${f.split('/').pop()!.replace(/\.ts$/, '')}`),
].sort();

afterEach(() => resetStoryEnvironment());

/** A text on screen: in an element's text (split over children or not), or in an input's value (a lookup's name). */
function isShown(text: string): boolean {
  return (
    screen.queryAllByText(text, { exact: false }).length > 0 ||
    Array.from(document.body.querySelectorAll('input')).some((el) => el.value.includes(text))
  );
}

describe('engine example stories', () => {
  it('exist for every file of examples (run `npm run stories` if this fails)', () => {
    expect(Object.keys(modules).map((f) => f.replace('../../.storybook/generated-examples/', '').replace('.stories.tsx', '')).sort()).toEqual(exampleFiles);
  });
});

for (const [file, mod] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
  describe(String(mod.default.title), () => {
    for (const [exportName, Story] of Object.entries(composeStories(mod)) as Array<[string, ComponentType & { args?: { example?: EngineExample } }]>) {
      it(exportName, async () => {
        const example = Story.args?.example;
        expect(example, `${file}: ${exportName} has no example`).toBeDefined();
        const { definition } = example!;
        render(<Story />);
        // the header as the portal writes it: code + title (kind examples have no code: title only)
        const heading = definition.code === NO_CODE ? definition.title : `${definition.code} ${definition.title}`;
        expect(await screen.findByText(heading, { selector: '.screen-header' }, WAIT)).toBeInTheDocument();
        for (const text of example!.shows) {
          await waitFor(() => expect(isShown(text), text).toBe(true), WAIT);
        }
        await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull(), WAIT);
        expect(document.querySelector('[data-testid="definition-error"]')).toBeNull();
        expect(screen.queryByText(SERVER_ERROR_BANNER)).toBeNull();
        expect(screen.queryByText(/Sem fixture para/)).toBeNull();
        // Every titled panel outside a Gráfico/Lista toggle shows its title.
        for (const panel of (definition.panels ?? []) as Array<{ title?: string; toggle?: unknown }>) {
          if (panel.title && !panel.toggle) expect(screen.getAllByText(panel.title, { exact: false }).length, panel.title).toBeGreaterThan(0);
        }
      }, 180_000);
    }
  });
}
