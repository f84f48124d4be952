import type { ScreenDefinition } from '../../schemas/screen-definition.ts';
import type { ScreenFixture } from './fixtureKey.ts';

/**
 * An engine example: a definition showing one engine item (an action type, a filter widget or rule, a
 * component panel) with realistic data from the spec's fields, and the answers its requests get.
 * `.storybook/examples/<slug>.ts` default-exports one; scripts/generate-stories.ts writes its story under
 * 'Motor/<title>' and tests/storybook renders it. Plain data, like a definition.
 */
export interface EngineExample {
  /** Storybook path below 'Motor/', e.g. 'Ações/request — Aprovar titulos a pagar (1370)'. */
  title: string;
  /** One line: what the story shows and which screens use it. */
  doc: string;
  definition: ScreenDefinition;
  /** The answers (status + body) by `METHOD /path?query`, like a captured fixture. */
  fixture: ScreenFixture;
  /** Texts the story must show once settled (tests/storybook checks them): proof the data reached the screen. */
  shows: string[];
}

/** The fixture key of an example's stories ('example:<slug>'), so it never collides with a screen's captured fixture. */
export function exampleKey(slug: string): string {
  return `example:${slug}`;
}
