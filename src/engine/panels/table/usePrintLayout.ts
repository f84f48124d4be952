import { useEffect, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { GridApi } from 'ag-grid-community';
import { PRINT_WIDTH_PX } from '../../print/printWidth.ts';

/**
 * Printing: AG Grid draws only the rows of the current page inside a scroll box, so a printed grid was
 * cut. While the browser prints, every grid switches to AG Grid's print layout (all rows, no scroll
 * box) and a grid wider than the paper is scaled down to fit it; afterwards it returns to how it was.
 * The rest of the print rules (no menu or top bar, landscape page) are in src/styles/print.css.
 */
export function usePrintLayout<T>(apiRef: RefObject<GridApi<T> | null>, frame: RefObject<HTMLElement | null>, layout: { domLayout: 'normal' | 'autoHeight'; paginated: boolean }): void {
  const { domLayout, paginated } = layout;
  useEffect(() => {
    const before = () => {
      const api = apiRef.current;
      if (!api || api.isDestroyed()) return;
      // The browser lays the page out for paper right after 'beforeprint': the rows AG Grid's React layer draws
      // for the print layout must be in the document by then (Chromium's PDF printed empty grids).
      flushSync(() => {
        api.setGridOption('domLayout', 'print');
        if (paginated) api.setGridOption('pagination', false);
      });
      const width = api.getAllDisplayedColumns().reduce((sum, c) => sum + c.getActualWidth(), 0);
      if (frame.current && width > PRINT_WIDTH_PX) frame.current.style.setProperty('zoom', String(PRINT_WIDTH_PX / width));
    };
    const after = () => {
      const api = apiRef.current;
      if (!api || api.isDestroyed()) return;
      api.setGridOption('domLayout', domLayout);
      if (paginated) api.setGridOption('pagination', true);
      frame.current?.style.removeProperty('zoom');
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, [apiRef, frame, domLayout, paginated]);
}
