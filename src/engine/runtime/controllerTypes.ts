import type { ScreenDefinition, DrilldownDefinition } from '../definition/screen-definition.ts';
import type { TemplateScope } from '../calls/templates.ts';
import type { FilterValues } from '../filters/values.ts';
import type { PickerDefinition } from '../pickers/schema.ts';
import type { ActionContext, ActionRef } from '../panels/types.ts';
import type { PanelEnvironment } from './PanelEnvironment.ts';
import type { CallState } from './useCalls.ts';
import type { CompareShift } from '../calls/compare/shift.ts';

// The screen controller's shapes, apart from the hooks that build them (useScreenController.ts and the
// useFilterState / useDrillStack / useActionRunner hooks it composes), so consumers import types only.

/** The open picker: which one (definition.pickers). */
export interface PickerSelection {
  id: string;
  definition: PickerDefinition;
}

/** The place an action runs in: the screen, or an open drill-down (its calls first, its scope). */
export type ActionPlace = Pick<PanelEnvironment, 'calls' | 'callDefinitions' | 'scope' | 'drillId'>;

/** The drill-down currently open: which one, from which row/value, with which fixed values. */
export interface DrillSelection {
  id: string;
  definition: DrilldownDefinition;
  context: ActionContext & { with?: Record<string, unknown> };
  /** Increments on every opening (drill-downs that fetch on every open key their calls by it). */
  openCount: number;
  /**
   * The drill-down this one was opened from (a button inside it: 1494 → 1495): it stays open underneath, with its
   * state, and comes back on top when this one closes. Kept in the history entry, not in the URL.
   */
  parent?: DrillSelection;
}

export interface ScreenController {
  definition: ScreenDefinition;
  file: string;
  today: string;
  empresaId: number | null;
  /** Filter values in force (from the URL, else the definition's defaults). */
  filters: FilterValues;
  /** Fields locked by a call (`lockFrom`) and their values; the form shows them disabled. */
  locked: FilterValues;
  /** The filter form's values being edited (pickers and lookups write here; Filtrar applies them). */
  draft: FilterValues;
  setDraft(values: FilterValues | ((current: FilterValues) => FilterValues)): void;
  /** Screen variables set by `set` actions ('{vars.x}'). */
  vars: Record<string, unknown>;
  setVar(name: string, value: unknown): void;
  picker: PickerSelection | null;
  openPicker(id: string): void;
  closePicker(): void;
  /** True once filters were submitted (or arrived in the URL): 'submit' calls may run. */
  submitted: boolean;
  submitNonce: number;
  /** True while a search runs (a 'submit' call loads): the form and 'Filtrar' are disabled meanwhile. */
  searching: boolean;
  /** Applies filter values: writes them to the URL (shareable link) and reloads the calls that use them. */
  applyFilters(values: FilterValues): void;
  /** Reloads every active call with the current filters. */
  refresh(): void;
  calls: Record<string, CallState>;
  /** True when a call of the screen declares `compare`: the 'Comparar com:' selector is shown. */
  comparable: boolean;
  /** The comparison in force (the URL's `comparar`), null when off. */
  compare: CompareShift | null;
  setCompare(shift: CompareShift | null): void;
  /** The template scope ('{empresaId}', '{filters.x}') of the screen, plus extra fields. */
  scope(extra?: Partial<TemplateScope>): TemplateScope;
  drill: DrillSelection | null;
  /** Closes the open drill-down (`depth` 1) or it and the ones it was opened from (2: its parent too). */
  closeDrill(depth?: number): void;
  /** Where focus goes back when the open drill-down closes (the card, cell or button that opened it). */
  drillOpener(): HTMLElement | null;
  /** Runs an action through the action registry; `place` is the drill-down it came from (default: the screen). */
  runAction(action: ActionRef, context: ActionContext, place?: ActionPlace): void;
  canRun(action: ActionRef, context: ActionContext): boolean;
}

export interface ScreenControllerOptions {
  /** The business date 'YYYY-MM-DD' of templates and default filters (default: the browser's today). */
  today?: string;
  /** A drill-down open from the first render (Storybook, links): its id and the row/value/with it opens with. */
  initialDrill?: InitialDrill;
}

/** A drill-down to open on mount: which one and the context a click would have given it. */
export interface InitialDrill {
  id: string;
  context: ActionContext & { with?: Record<string, unknown> };
}
