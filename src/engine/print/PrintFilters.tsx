import { useContext } from 'react';
import { PanelEnvironmentContext } from '../runtime/PanelEnvironment.ts';
import { ScreenContext } from '../runtime/ScreenContext.ts';
import { filtersInWords } from './filtersInWords.ts';

/**
 * The filters in force, in words, under a printed screen's title (the form is not printed, src/styles/print.css):
 * paper says which period and choices its numbers are for. Shown only on paper.
 */
export function PrintFilters() {
  const screen = useContext(ScreenContext);
  const env = useContext(PanelEnvironmentContext);
  const words = filtersInWords(screen?.definition.filters?.fields, env?.scope.filters);
  if (!words) return null;
  return (
    <p className="mirante-print-only mirante-print-filters" data-print-filters>
      {words}
    </p>
  );
}
