import { useEffect, useRef } from 'react';
import { App, Button, Input, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { WidgetProps } from '@rjsf/utils';
import { getPath } from '../../../calls/templates.ts';
import { useOnDemandCall } from '../../../pickers/usePickerRows.ts';
import { useScreen } from '../../../runtime/ScreenContext.ts';
import type { FilterField } from '../../schema.ts';
import { lookupCode } from './value.ts';
import { DigitsInput } from '../DigitsInput.tsx';
import { keepAllowed } from '../allowedChars.ts';

/**
 * A code (digits only) + the read-only name its call finds ('Cliente não encontrado.' when none)
 * + a button opening the field's picker. Used by 1332 (Cliente, focused on load) and 1338
 * (operator, resource, process, product). The value is the code (a number). With `alert`, a code not found
 * also shows the notFound text as a warning message (1338's process). With `allow` the code is kept as typed with
 * those characters (1332's customer: digits, spaces, hyphen and slash, spec 2 §5) and its digits name the record.
 */
export function LookupWidget({ id, value, onChange, disabled, readonly, options, label }: WidgetProps) {
  const field = options.filterField as unknown as FilterField;
  const lookup = field.lookup!;
  const screen = useScreen();
  const { message } = App.useApp();
  const code = lookupCode(value);
  const answer = useOnDemandCall(lookup.call, { lookup: { code } }, code !== undefined);
  const found = getPath(answer.data, lookup.dataPath ?? 'response.0.nome');
  const name = typeof found === 'string' || typeof found === 'number' ? String(found) : '';
  const notFound = code !== undefined && !answer.isLoading && (answer.data !== undefined || answer.error !== undefined) && name === '';
  const off = disabled || readonly;
  const wrapper = useRef<HTMLSpanElement>(null);

  // spec 2 §8: a process code nobody has also raises an alert (lookup.alert), once per code typed
  useEffect(() => {
    if (notFound && lookup.alert) void message.warning(lookup.notFound);
  }, [notFound, lookup.alert, lookup.notFound, message]);

  useEffect(() => {
    if (field.autoFocus) wrapper.current?.querySelector('input')?.focus();
  }, [field.autoFocus]);

  return (
    <Space.Compact>
      <span ref={wrapper}>
        {field.allow?.length ? (
          <Input
            id={id}
            value={value === undefined || value === null ? '' : String(value)}
            onChange={(e) => {
              const text = keepAllowed(e.target.value, field.allow);
              onChange(text === '' ? undefined : text);
            }}
            disabled={off}
            style={{ width: (options.width as number | undefined) ?? 100 }}
            aria-label={label}
            placeholder="Código"
          />
        ) : (
          <DigitsInput id={id} value={value} onChange={onChange} disabled={off} width={(options.width as number | undefined) ?? 100} ariaLabel={label} placeholder="Código" />
        )}
      </span>
      <Input
        readOnly
        tabIndex={-1}
        aria-label={`Nome ${label}`}
        value={notFound ? lookup.notFound : name}
        status={notFound ? 'error' : undefined}
        style={{ width: lookup.nameWidth ?? 220 }}
        disabled={off}
      />
      {lookup.picker && (
        <Button aria-label={`Pesquisar ${label}`} icon={<SearchOutlined />} disabled={off} onClick={() => screen.openPicker(lookup.picker!)} />
      )}
    </Space.Compact>
  );
}
