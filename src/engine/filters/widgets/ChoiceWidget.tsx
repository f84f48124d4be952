import { DEFAULT_DATA_PATH } from '../../defaults.ts';
import { Radio, Space } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { getPath, resolveTemplate, type TemplateScope } from '../../calls/templates.ts';
import { useScreen } from '../../runtime/ScreenContext.ts';
import type { FilterField } from '../schema.ts';
import { DigitsInput } from './DigitsInput.tsx';
import { onDemand } from './onDemand.tsx';

const Select = onDemand(() => import('./selectControl.ts').then((m) => m.Select));

/** antd's Select, asked for when a screen with a 'select' filter opens (the radios need no chunk). */
export const preloadSelect = Select.preload;

type Option = { label: string; value: string | number | boolean };

function useOptions(field: FilterField): Option[] {
  const screen = useScreen();
  const fixed: Option[] = field.options ?? [];
  const from = field.optionsFrom;
  if (!from) return fixed;
  const list = getPath(screen.calls[from.call]?.data, from.dataPath ?? DEFAULT_DATA_PATH);
  const fetched = Array.isArray(list)
    ? list.map((item) => ({
        value: getPath(item, from.value) as string | number,
        // a label with '{row.x}' is a template over the item ('{row.codigo} - {row.nome}', 1369), else a field name
        label: String((from.label.includes('{') ? resolveTemplate(from.label, { row: item } as TemplateScope) : getPath(item, from.label)) ?? ''),
      }))
    : [];
  return [...fixed, ...fetched];
}

/**
 * select / radio, optionally with a free number next to the options (the cash-flow days: 10..120 or any
 * number; digits only, applied when > 0).
 */
export function ChoiceWidget({ id, value, onChange, disabled, readonly, options, label }: WidgetProps) {
  const field = options.filterField as unknown as FilterField;
  const choices = useOptions(field);
  // the URL gives text ('4') where an option from a call may be a number (4): match as text, keep the option's value
  const matched = choices.find((o) => o.value === value) ?? choices.find((o) => String(o.value) === String(value));
  const known = matched !== undefined;
  const shown = matched?.value;
  const free = field.free;
  const off = disabled || readonly;
  const choice =
    field.widget === 'radio' ? (
      <Radio.Group
        id={id}
        optionType="button"
        buttonStyle="solid"
        value={known ? shown : undefined}
        disabled={off}
        onChange={(e) => onChange(e.target.value)}
        options={choices.map((o) => ({ label: o.label, value: o.value as string | number }))}
        aria-label={label}
      />
    ) : (
      <Select
        id={id}
        value={known ? (shown as string | number) : undefined}
        disabled={off}
        onChange={(v) => onChange(v)}
        options={choices.map((o) => ({ label: o.label, value: o.value as string | number }))}
        style={{ minWidth: field.width ?? 160 }}
        aria-label={label}
      />
    );
  if (!free) return choice;
  return (
    <Space wrap>
      {choice}
      <DigitsInput value={known ? undefined : value} onChange={onChange} placeholder={free.placeholder ?? free.label} disabled={off} ariaLabel={free.label} />
    </Space>
  );
}
