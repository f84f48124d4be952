/**
 * Renders every panel-kind story ('Tipos de painel/<kind>', generated from src/engine/panels/<kind>/examples.ts
 * into .storybook/generated-kinds/) with the preview's annotations, and checks what a user sees: the
 * texts the example lists in `shows`, no definition error card, no missing answer.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { composeStories, setProjectAnnotations, type Meta } from '@storybook/react';
import preview from '../../.storybook/preview.tsx';
import { resetStoryEnvironment } from '../../.storybook/support/environment.tsx';
import { JsdomStyles } from '../../src/engine/tests/jsdomStyles.tsx';
import type { KindExample } from '../../src/engine/panels/kindExample.ts';

setProjectAnnotations([preview, { decorators: [(Story) => <JsdomStyles><Story /></JsdomStyles>] }]);

const WAIT = { timeout: 20_000 };
type StoryModule = Record<string, unknown> & { default: Meta };
const modules = import.meta.glob<StoryModule>('../../.storybook/generated-kinds/*.stories.tsx', { eager: true });
const kindsWithExamples = Object.keys(import.meta.glob('../../src/engine/panels/*/examples.ts'))
  .map((f) => f.split('/').at(-2)!)
  .sort();

afterEach(() => resetStoryEnvironment());

describe('panel kind stories', () => {
  it('exist for every kind with examples (run `npm run stories` if this fails)', () => {
    expect(Object.keys(modules).map((f) => f.split('/').pop()!.replace('.stories.tsx', '')).sort()).toEqual(kindsWithExamples);
  });
});

for (const [file, mod] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
  describe(String(mod.default.title), () => {
    for (const [exportName, Story] of Object.entries(composeStories(mod)) as Array<[string, ComponentType & { args?: { example?: KindExample } }]>) {
      it(exportName, async () => {
        const example = Story.args?.example;
        expect(example, `${file}: ${exportName} has no example`).toBeDefined();
        render(<Story />);
        for (const text of example!.shows) {
          await waitFor(() => expect(screen.getAllByText(text, { exact: false }).length).toBeGreaterThan(0), WAIT);
        }
        expect(document.querySelector('[data-testid="definition-error"]')).toBeNull();
        expect(screen.queryByText(/Sem fixture para/)).toBeNull();
      }, 120_000);
    }
  });
}
