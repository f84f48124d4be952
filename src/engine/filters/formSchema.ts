import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FiltersDefinition } from './schema.ts';
import { disabledRule, isRequiredNow, type FilterValues } from './values.ts';
import { valueRulesOf } from './widgets/valueRulesOf.ts';

/**
 * The @rjsf JSON Schema and uiSchema of a filter form, derived from the definition's fields.
 * Every field is a string-typed property rendered by one of the engine widgets (the widget owns the
 * value's representation, see values.ts); a widget whose value is boolean (widgets/<widget>/value.ts: a checkbox)
 * says its own label.
 */
export function filterFormSchemas(filters: FiltersDefinition): { schema: RJSFSchema; uiSchema: UiSchema } {
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = {
    'ui:submitButtonOptions': filters.submitLabel
      ? { submitText: filters.submitLabel, props: { type: 'primary' } }
      : { norender: true },
  };
  for (const field of filters.fields) {
    const boolean = Boolean(valueRulesOf(field.widget).boolean);
    properties[field.name] = { type: boolean ? 'boolean' : 'string', title: field.label };
    uiSchema[field.name] = {
      'ui:widget': field.widget,
      'ui:options': {
        filterField: field,
        placeholder: field.placeholder,
        width: field.width,
        allowClear: field.allowClear,
        presets: field.presets,
        years: field.years,
        label: !boolean,
      },
    };
  }
  return {
    schema: { type: 'object', properties, required: filters.fields.filter((f) => f.required).map((f) => f.name) },
    uiSchema,
  };
}

/**
 * The uiSchema with the `disabledWhen` rules applied to the values being edited: a disabled field gets
 * `ui:disabled` and its rule's tooltip (`disabledReason`, shown by the widgets' rule wrapper); a field locked by
 * `lockFrom` (the `locked` values) is disabled too.
 */
export function applyFieldRules(filters: FiltersDefinition, uiSchema: UiSchema, draft: FilterValues, locked: FilterValues = {}): UiSchema {
  if (!filters.fields.some((f) => f.disabledWhen || f.lockFrom)) return uiSchema;
  const next: UiSchema = { ...uiSchema };
  for (const field of filters.fields) {
    // a field locked by a call (lockFrom) cannot be changed
    if (field.name in locked) next[field.name] = { ...(uiSchema[field.name] as UiSchema), 'ui:disabled': true };
    const rule = disabledRule(field, draft);
    if (!rule) continue;
    const current = uiSchema[field.name] as UiSchema;
    next[field.name] = { ...current, 'ui:disabled': true, 'ui:options': { ...(current['ui:options'] as object), disabledReason: rule.tooltip } };
  }
  return next;
}

/**
 * The fields required for the values being edited, for the labels' required marker: a `requiredUnless` field (1332's
 * customer and period, unless an order number is typed) carries it from the start, before the first submit shows
 * '* Campo obrigatório' under it; a disabled field does not.
 */
export function requiredNow(filters: FiltersDefinition, draft: FilterValues): string[] {
  return filters.fields.filter((f) => isRequiredNow(f, draft) && !disabledRule(f, draft)).map((f) => f.name);
}
