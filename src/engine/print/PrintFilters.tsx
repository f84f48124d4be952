import { useContext } from 'react';
import { PanelEnvironmentContext } from '../runtime/PanelEnvironment.ts';
import { ScreenContext } from '../runtime/ScreenContext.ts';
import { filtersInWords } from './filtersInWords.ts';
import { COMPARE_OPTIONS } from '../calls/compare/mode.ts';

/**
 * The filters in force, in words, under a printed screen's title (the form is not printed, src/styles/print.css):
 * paper says which period and choices its numbers are for. Shown only on paper.
 */
export function PrintFilters() {
  const screen = useContext(ScreenContext);
  const env = useContext(PanelEnvironmentContext);
  const filters = filtersInWords(screen?.definition.filters?.fields, env?.scope.filters);
  // the earlier values on paper need their period named too (issue 35)
  const compared = screen?.compare ? `Comparado com: ${COMPARE_OPTIONS.find((o) => o.value === screen.compare)?.label}` : '';
  const words = [filters, compared].filter(Boolean).join(' · ');
  if (!words) return null;
  return (
    <p className="mirante-print-only mirante-print-filters" data-print-filters>
      {words}
    </p>
  );
}
