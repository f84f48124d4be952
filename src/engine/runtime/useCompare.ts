import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ScreenDefinition } from '../definition/screen-definition.ts';
import { readCompare, writeCompare } from '../calls/compare/mode.ts';
import type { CompareShift } from '../calls/compare/shift.ts';

/**
 * The comparison of a screen (issue 35): read from and written to the URL like the filters. Changing it applies at
 * once, on search forms too: it adds a second answer beside the filters in force and changes no filter, so it
 * needs no Filtrar. A screen whose calls declare no `compare` never compares, whatever the URL says.
 */
export function useCompare(definition: ScreenDefinition): { comparable: boolean; compare: CompareShift | null; setCompare(shift: CompareShift | null): void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const comparable = useMemo(() => Object.values(definition.calls ?? {}).some((call) => call.compare), [definition]);
  const compare = comparable ? readCompare(searchParams) : null;
  const setCompare = useCallback(
    (shift: CompareShift | null) => setSearchParams((current) => writeCompare(current, shift), { replace: true }),
    [setSearchParams],
  );
  return { comparable, compare, setCompare };
}
