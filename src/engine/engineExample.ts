import type { ScreenDefinition } from './definition/screen-definition.ts';

/**
 * An engine example: a small screen definition showing one engine item (a panel kind, an action, a
 * filter widget or rule, a component panel) with realistic spec data, and the API answers it gets.
 * One format for all of them; scripts/generate-stories.ts writes one story per example and
 * tests/e2e/stories.e2e.ts opens each in the built Storybook. Two places hold them, by what they show:
 * - `src/engine/panels/<kind>/examples.ts` exports `examples`: Storybook 'Tipos de painel/<kind>';
 * - `.storybook/examples/<slug>.ts` exports `title` and `examples`: Storybook 'Motor/<title>'
 *   (actions, filter widgets and rules, component panels).
 * Both are outside `screens/`, so the menu, the screen catalogue, the fixtures capture and the screen
 * stories never see them, and outside the panel registry's glob, so they never reach the portal's bundle.
 * Plain data, like a definition.
 */
export interface EngineExample {
  /** Story name, e.g. 'Recursos (1330)'. */
  name: string;
  /** One line for the story's docs: what it shows and which screens use it. */
  doc: string;
  definition: ScreenDefinition;
  /**
   * Answers (status 200) by `METHOD /path` or `METHOD /path?query`, e.g. 'GET /empresas/1/modulos/recursos';
   * a key without query answers any query on that path.
   */
  answers: Record<string, unknown>;
  /** Texts a user sees once the example has loaded (the story test waits for each). */
  shows: string[];
  /** The company selected in the session (default EXAMPLE_COMPANY); the answers' paths name its id. */
  company?: ExampleCompany;
  /** A drill-down open on the first render. */
  initialDrill?: { id: string; context: { row?: Record<string, unknown>; value?: unknown; with?: Record<string, unknown> } };
}

export interface ExampleCompany {
  id: number;
  id_empresa_cliente: number;
  nome_fantasia: string;
  codigo_modulo: number;
}

/** The business date of every example (the fixtures' date). */
export const EXAMPLE_TODAY = '2026-11-21';

/** The demo company of the examples that name none. */
export const EXAMPLE_COMPANY: ExampleCompany = { id: 1, id_empresa_cliente: 1, nome_fantasia: 'Mirante Alimentos', codigo_modulo: 1 };
