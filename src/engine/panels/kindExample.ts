import type { ScreenDefinition } from '../../../schemas/screen-definition.ts';

/**
 * An example of a panel kind for the kind catalogue (Storybook 'Tipos de painel/<kind>') and the kind
 * tests: a small screen definition using the kind with realistic spec data, and the API answers it gets.
 * Examples live beside their kind in `src/engine/panels/<kind>/examples.ts`: outside `screens/`, so the
 * menu, the screen catalogue, the fixtures capture and the screen stories never see them, and
 * outside the registry's glob (index.ts), so they never reach the portal's bundle.
 */
export interface KindExample {
  /** Story name, e.g. 'Recursos (1330)'. */
  name: string;
  /** One line for the story's docs: what it shows and which screen it stands for. */
  doc: string;
  definition: ScreenDefinition;
  /** Answers by `METHOD /path` (no query string), company id 1, e.g. 'GET /empresas/1/modulos/recursos'. */
  answers: Record<string, unknown>;
  /** Texts a user sees once the example has loaded (the kind test waits for each). */
  shows: string[];
  /** A drill-down open on the first render. */
  initialDrill?: { id: string; context: { row?: Record<string, unknown>; value?: unknown; with?: Record<string, unknown> } };
}

/** The business date of every example (the fixtures' date). */
export const EXAMPLE_TODAY = '2026-11-21';
