import type { TemplateScope } from '../../calls/templates.ts';
import type { FilterValues } from '../../filters/values.ts';
import type { CallState } from '../../runtime/useCalls.ts';
import type { ActionContext, ActionRef } from '../types.ts';

/** What a hand-written component placed by a definition receives (src/components/<name>/index.tsx default export). */
export interface HostedComponentProps {
  /** The panel's `props`, string templates resolved against the screen's scope. */
  props: Record<string, unknown>;
  /** The panel's call answer at its dataPath (undefined without a call). */
  data: unknown;
  loading: boolean;
  /** Every call of the place (screen or drill-down), by id: data, error, loading, mutate. */
  calls: Record<string, CallState>;
  /** Filter values in force. */
  filters: FilterValues;
  /** Screen variables ('{vars.x}'). */
  vars: Record<string, unknown>;
  /** The template scope (empresaId, filters, route, query, vars, row...). */
  scope: TemplateScope;
  runAction(action: ActionRef, context: ActionContext): void;
  /**
   * Runs the place's call `id` now and returns its answer (rejects with the ApiError): for searches the
   * component starts with values of its own form. `values` are read by the call's templates as '{with.x}';
   * empty parameters are left out, as for every call. Usually for calls with `loadOn: 'action'`.
   */
  fetchCall(id: string, values?: Record<string, unknown>): Promise<unknown>;
}
