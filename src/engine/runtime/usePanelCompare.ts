import { useMemo } from 'react';
import { getPath } from '../calls/templates.ts';
import { PREVIOUS_LABEL } from '../calls/compare/mode.ts';
import type { PanelCompare } from '../panels/types.ts';
import type { CallState } from './useCalls.ts';

/**
 * The earlier period a panel gets (PanelProps.compare): its call's second answer at the panel's dataPath; one
 * object while it stays the same, so the panel's memo holds across the screen's other answers.
 */
export function usePanelCompare(state: CallState | undefined, dataPath: string): PanelCompare | undefined {
  const previous = state?.previous;
  const data = previous ? getPath(previous.data, dataPath) : undefined;
  const shift = previous?.shift;
  const loading = Boolean(previous?.loading);
  const failed = Boolean(previous?.error);
  const offsetKey = previous?.offset ? `${previous.offset.amount} ${previous.offset.unit}` : '';
  return useMemo(() => {
    if (!shift) return undefined;
    const [amount, unit] = offsetKey.split(' ');
    const legend = PREVIOUS_LABEL[shift];
    return {
      shift,
      label: legend[0].toUpperCase() + legend.slice(1),
      legend,
      data,
      loading,
      failed,
      offset: offsetKey ? { amount: Number(amount), unit: unit as 'day' | 'month' | 'year' } : null,
    };
  }, [shift, data, loading, failed, offsetKey]);
}
