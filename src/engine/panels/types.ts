import type { ComponentType } from 'react';
import type { TSchema } from '@sinclair/typebox';

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

/** What a click on a card, a cell or a row button does. Declared in the definition, run by the engine core. */
export type ActionRef =
  | {
      type: 'drill';
      /** Id of a drill-down of the screen (definition.drilldowns). */
      drill: string;
      /** Fixed values handed to the drill-down's templates as '{with.name}'. */
      with?: Record<string, string | number | boolean>;
      /** 'positive': only when the clicked value is a number > 0 (spec: a zero card does not open). */
      when?: 'positive';
    }
  | {
      type: 'pdf';
      /** Id of a call of the screen/drill-down whose answer holds a base64 PDF. */
      call: string;
      /** Dot path of the base64 string in the answer, e.g. 'response.pdf_base64'. */
      dataPath: string;
      /** Message shown when the PDF comes back empty. */
      emptyMessage: string;
    };

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
}

export interface PanelKind<Options = unknown> {
  /** The key a definition uses in `kind`. */
  kind: string;
  /** TypeBox schema of the options; its descriptions document the kind for analysts. */
  schema: TSchema;
  Component: ComponentType<PanelProps<Options>>;
}
