import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ScreenDefinition } from '../definition/screen-definition.ts';
import { lockedValues, readFilters, validateFilters, writeFilters, type FilterValues } from '../filters/values.ts';
import type { FilterField } from '../filters/schema.ts';
import type { CallState } from './useCalls.ts';

/** The filters in force (the URL's query string, else the defaults), the form's draft and the submit state. */
export interface FilterState {
  fields: FilterField[];
  filters: FilterValues;
  /** The filters in force pass their checks (an 'open' call on a search form waits until they do). */
  valid: boolean;
  hasSubmit: boolean;
  /** True once filters were submitted (or arrived in the URL): 'submit' calls may run. */
  submitted: boolean;
  submitNonce: number;
  draft: FilterValues;
  setDraft(values: FilterValues | ((current: FilterValues) => FilterValues)): void;
  /** Writes values to the URL; with a submit button, also numbers the search and waits for the URL to follow. */
  writeToUrl(values: FilterValues): void;
}

export function useFilterState(definition: ScreenDefinition, today: string): FilterState {
  const [searchParams, setSearchParams] = useSearchParams();
  const fields = useMemo(() => definition.filters?.fields ?? [], [definition]);
  const { values: filters, fromUrl } = useMemo(() => readFilters(fields, searchParams, today), [fields, searchParams, today]);
  const [submitNonce, setSubmitNonce] = useState(0);
  const hasSubmit = Boolean(definition.filters?.submitLabel);
  // A link carrying invalid filters (e.g. start after end) does not search until they are fixed.
  const valid = useMemo(() => Object.keys(validateFilters(fields, filters)).length === 0, [fields, filters]);
  // Filtrar bumps the nonce and writes the URL; the router applies the URL a render later. Until the
  // filters in force are the submitted ones, 'submit' calls wait — else they would fetch once with the
  // old values and again with the new ones.
  const [pendingQuery, setPendingQuery] = useState<string | null>(null);
  const currentQuery = useMemo(() => writeFilters(fields, filters, new URLSearchParams()).toString(), [fields, filters]);
  const settled = pendingQuery === null || pendingQuery === currentQuery;
  const submitted = valid && (!hasSubmit || ((fromUrl || submitNonce > 0) && settled));

  const [draft, setDraftState] = useState<FilterValues>(filters);
  // Values equal to the draft keep the draft's object, so React skips the render: the form reports its values on
  // mount and after each update of its props, and every new object drew the whole screen a second time, at once
  // (inside the commit that mounted it: a phone's longest task on opening a screen).
  const setDraft = useCallback(
    (next: FilterValues | ((current: FilterValues) => FilterValues)) =>
      setDraftState((current) => {
        const value = typeof next === 'function' ? next(current) : next;
        return JSON.stringify(value) === JSON.stringify(current) ? current : value;
      }),
    [],
  );
  const applied = JSON.stringify(filters);
  // The URL changed (back button, a shared link, auto-apply): the form shows the values in force.
  useEffect(() => setDraft(JSON.parse(applied) as FilterValues), [applied, setDraft]);

  const writeToUrl = useCallback(
    (values: FilterValues) => {
      setSearchParams((current) => writeFilters(fields, values, current), { replace: !hasSubmit });
      if (hasSubmit) {
        setPendingQuery(writeFilters(fields, values, new URLSearchParams()).toString());
        setSubmitNonce((n) => n + 1);
      }
    },
    [fields, hasSubmit, setSearchParams],
  );
  return { fields, filters, valid, hasSubmit, submitted, submitNonce, draft, setDraft, writeToUrl };
}

/**
 * Fields locked by a call (`lockFrom`) and their values: once the call answers, the value in force becomes the
 * locked one (written to the URL in place of the current entry).
 */
export function useLockedFilters(fields: FilterField[], filters: FilterValues, calls: Record<string, CallState>): FilterValues {
  const [, setSearchParams] = useSearchParams();
  const lockedKey = JSON.stringify(lockedValues(fields, (id) => calls[id]?.data));
  const locked = useMemo(() => JSON.parse(lockedKey) as FilterValues, [lockedKey]);
  useEffect(() => {
    // compared as text: the URL gives '4' where the call gave 4
    if (Object.entries(locked).some(([name, value]) => String(filters[name]) !== String(value))) {
      setSearchParams((current) => writeFilters(fields, { ...filters, ...locked }, current), { replace: true });
    }
  }, [locked, filters, fields, setSearchParams]);
  return locked;
}
