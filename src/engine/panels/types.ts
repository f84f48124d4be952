import type { ComponentType } from 'react';
import type { ActionRef } from '../actions/schema.ts';
import type { CompareShift, ShiftOffset } from '../calls/compare/shift.ts';

/**
 * The contract between the engine core and every panel kind (cards, table, chart, text, ...).
 * A kind lives in src/engine/panels/<kind>/ with schema.ts (its options, TypeBox, every field
 * described), its renderer, and index.ts exporting a PanelKind. The registry refuses duplicates.
 */

/** Values a template such as '{row.data_vencimento}' or '{filters.dias}' can read. */
export interface ActionContext {
  /** The table row the action came from. */
  row?: Record<string, unknown>;
  /** The value of the clicked cell or card. */
  value?: unknown;
}

/** What a click on a card, a cell or a row button does (schema and type: src/engine/actions/schema.ts). */
export type { ActionRef };

export interface PanelProps<Options> {
  /** The panel's options exactly as written in the definition (validated against the kind's schema). */
  options: Options;
  /** The answer of the panel's call at its dataPath (rows for a table, an object for cards). */
  data: unknown;
  loading: boolean;
  /** Runs an action declared in the definition, with the row/value it came from. */
  runAction(action: ActionRef, context: ActionContext): void;
  /** True when the action would do something (e.g. false for a 'positive' drill on a zero value). */
  canRun(action: ActionRef, context: ActionContext): boolean;
  /** The earlier period, while the screen compares and the panel's call declares `compare` (issue 35). */
  compare?: PanelCompare;
}

/** The earlier period's answer a panel draws beside its own (cards and tiles: a change; charts: a muted series). */
export interface PanelCompare {
  shift: CompareShift;
  /** 'Período anterior' / 'Ano anterior': the label of the card's line. */
  label: string;
  /** 'período anterior' / 'ano anterior': appended to a chart series' name in the legend. */
  legend: string;
  /** The earlier answer at the panel's dataPath. */
  data: unknown;
  loading: boolean;
  failed: boolean;
  /** How far back the earlier period is (a chart draws its days forward by it). */
  offset: ShiftOffset | null;
}

export interface PanelKind<Options = unknown> {
  /** The key a definition uses in `kind`. */
  kind: string;
  /**
   * The renderer. Loaded with React.lazy (lazyPanel): a screen downloads the code of the kinds it shows only.
   * The kind's options schema is not here: the browser never reads it (panels/schemas.ts lists them).
   */
  Component: ComponentType<PanelProps<Options>>;
  /** True when the renderer draws the panel's `title` itself (its options declare `title`): the frame shows none. */
  drawsTitle?: boolean;
  /**
   * True for a kind with a heavy library (table: AG Grid, chart: Vega): the renderer is drawn — and its chunk
   * downloaded — when the panel comes near the viewport (runtime/WhenNear.tsx), not for panels screens below.
   */
  drawsWhenNear?: boolean;
  /**
   * True when the renderer shows its own empty state (e.g. the table's no-rows overlay); otherwise the
   * engine shows antd Empty with the panel's emptyText when the data is missing or an empty list.
   */
  handlesEmpty?: boolean;
  /**
   * True when the renderer shows its own loading state (e.g. the table's AG Grid loading overlay);
   * otherwise the engine covers the panel with an antd Spin while its call loads. Keeps one spinner.
   */
  handlesLoading?: boolean;
}

/**
 * How a kind's folder is laid out (the registry globs src/engine/panels/<kind>/index.ts):
 * - schema.ts: `export const schema = Type.Object({...kind options...}, { additionalProperties: false })`, no React;
 *   the core adds `kind` and the common fields (src/engine/panels/common.ts) and lists it in panels/schemas.ts;
 * - index.ts: `export default { kind, Component: lazyPanel(() => import('./XPanel.tsx')…) } satisfies PanelKind<Options>`,
 *   importing only types from schema.ts (schemasStayOut.test.ts keeps TypeBox out of the browser).
 * A panel's `options` prop is the whole flat panel object of the definition.
 */
