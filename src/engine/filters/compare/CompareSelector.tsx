import { useId } from 'react';
import { Select } from 'antd';
import { useScreen } from '../../runtime/ScreenContext.ts';
import { COMPARE_OPTIONS } from '../../calls/compare/mode.ts';
import type { CompareShift } from '../../calls/compare/shift.ts';

/**
 * 'Comparar com:' beside the filters (issue 35), on screens whose calls declare `compare` only: nada (default),
 * período anterior, mesmo período do ano anterior. The choice goes to the URL (`comparar`) and applies at once.
 */
export function CompareSelector() {
  const screen = useScreen();
  const id = useId();
  if (!screen.comparable) return null;
  return (
    <div className="mirante-compare" data-testid="compare">
      <label htmlFor={id}>Comparar com:</label>
      <Select
        id={id}
        value={screen.compare ?? 'none'}
        options={COMPARE_OPTIONS}
        onChange={(value: CompareShift | 'none') => screen.setCompare(value === 'none' ? null : value)}
        popupMatchSelectWidth={false}
        style={{ minWidth: 150 }}
      />
    </div>
  );
}
