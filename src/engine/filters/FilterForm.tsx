import { memo, useEffect, useMemo, useRef } from 'react';
import type { ObjectFieldTemplateProps, UiSchema } from '@rjsf/utils';
import { Button } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useScreen } from '../runtime/ScreenContext.ts';
import type { ScreenController } from '../runtime/useScreenController.ts';
import type { ScreenDefinition } from '../definition/screen-definition.ts';
import { applyFieldRules, filterFormSchemas, requiredNow } from './formSchema.ts';
import { createFilterValidator } from './validator.ts';
import { FilterFormBase as Form } from './FilterFormTheme.ts';
import { validateFilters, type FilterValues } from './values.ts';
import { AutoRefresh } from './AutoRefresh.tsx';
import { CompareSelector } from './compare/CompareSelector.tsx';

/** Fields side by side, wrapping on small screens (the submit button follows on the same line). */
function InlineFields({ properties }: ObjectFieldTemplateProps) {
  return (
    <div className="mirante-filter-fields">
      {properties.filter((p) => !p.hidden).map((p) => (
        <div key={p.name} className="mirante-filter-field">
          {p.content}
        </div>
      ))}
    </div>
  );
}

const SUBMIT_ICON = <SearchOutlined aria-hidden />;

/**
 * The submit button ('Filtrar') with a search icon that its loading spinner replaces while the search runs: without
 * one, the spinner made the button 22 px wider, on a phone it went to the next line and back when the data came, and
 * the panels under the form moved with it (1491: a layout shift of 0.24, docs/performance.md "2026-11-27 (night)").
 */
function withSubmitState(uiSchema: UiSchema, busy: boolean): UiSchema {
  const submit = (uiSchema['ui:submitButtonOptions'] ?? {}) as { norender?: boolean; props?: Record<string, unknown> };
  if (submit.norender) return uiSchema;
  const state = busy ? { disabled: true, loading: true } : {};
  return { ...uiSchema, 'ui:submitButtonOptions': { ...submit, props: { ...submit.props, icon: SUBMIT_ICON, ...state } } };
}

/** Waits this long after the last change before applying a form without a submit button. */
const AUTO_APPLY_DELAY_MS = 400;

/**
 * The screen's filter form (@rjsf with antd's templates and the engine widgets: FilterFormTheme.ts). With a
 * submit label ('Filtrar') the
 * values are applied on submit, after validation; without one, each valid change is applied.
 * Applied values go to the URL (controller.applyFilters).
 */
export function FilterForm() {
  const screen = useScreen();
  return (
    <FilterFormView
      filters={screen.definition.filters!}
      draft={screen.draft}
      setDraft={screen.setDraft}
      busy={screen.searching}
      locked={screen.locked}
      applied={JSON.stringify(screen.filters)}
      applyFilters={screen.applyFilters}
      refresh={screen.refresh}
    />
  );
}

interface FilterFormViewProps {
  filters: NonNullable<ScreenDefinition['filters']>;
  draft: FilterValues;
  setDraft: ScreenController['setDraft'];
  /** While a search runs the fields and 'Filtrar' are disabled (one search at a time, no double submit). */
  busy: boolean;
  locked: FilterValues;
  /** The filters in force, as JSON. */
  applied: string;
  applyFilters: ScreenController['applyFilters'];
  refresh: ScreenController['refresh'];
}

/**
 * Drawn again only when what it shows changes, not whenever the screen does: each call's answer redraws the screen,
 * and redrawing the rjsf form with its antd fields was most of that work (1325 at 4× CPU: a ~70 ms task per answer,
 * about half of it the form). Widgets that read the screen (useScreen) still follow it: a context reaches them
 * through the memo.
 */
const FilterFormView = memo(function FilterFormView({ filters, draft, setDraft, busy, locked, applied, applyFilters, refresh }: FilterFormViewProps) {
  const { schema: baseSchema, uiSchema: baseUiSchema } = useMemo(() => filterFormSchemas(filters), [filters]);
  // The required marker follows `requiredUnless` as the user types (a new schema only when the list changes).
  const requiredKey = requiredNow(filters, draft).join(',');
  const schema = useMemo(() => ({ ...baseSchema, required: requiredKey ? requiredKey.split(',') : [] }), [baseSchema, requiredKey]);
  const validator = useMemo(() => createFilterValidator(filters.fields), [filters]);
  const uiSchema = useMemo(() => {
    const ruled = applyFieldRules(filters, baseUiSchema, draft, locked);
    return withSubmitState(ruled, busy);
  }, [filters, baseUiSchema, draft, busy, locked]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const autoApply = (values: FilterValues) => {
    if (Object.keys(validateFilters(filters.fields, values)).length) return;
    // A free number applies only when > 0 (spec 1 §5).
    for (const f of filters.fields) if (f.free && !(Number(values[f.name]) > 0)) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (JSON.stringify(values) !== applied) applyFilters(values);
    }, AUTO_APPLY_DELAY_MS);
  };

  // Without a submit button every valid change applies — typed, or written by a picker into the draft.
  const draftKey = JSON.stringify(draft);
  useEffect(() => {
    if (!filters.submitLabel && draftKey !== applied) autoApply(JSON.parse(draftKey) as FilterValues);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- autoApply reads the same draft and applied values
  }, [draftKey, applied, filters.submitLabel]);

  return (
    <div className="mirante-filters" data-testid="filters">
      <Form
        schema={schema}
        uiSchema={uiSchema}
        formData={draft}
        validator={validator}
        templates={{ ObjectFieldTemplate: InlineFields }}
        showErrorList={false}
        disabled={busy}
        noHtml5Validate
        className="mirante-filter-form"
        onChange={(e) => {
          const values = (e.formData ?? {}) as FilterValues;
          setDraft(values);
        }}
        onSubmit={(e) => applyFilters((e.formData ?? {}) as FilterValues)}
      />
      {(filters.refreshLabel || filters.autoRefresh) && (
        <div className="mirante-filter-extra">
          {filters.refreshLabel && <Button onClick={refresh}>{filters.refreshLabel}</Button>}
          {filters.autoRefresh && <AutoRefresh {...filters.autoRefresh} />}
        </div>
      )}
      <CompareSelector />
    </div>
  );
});
