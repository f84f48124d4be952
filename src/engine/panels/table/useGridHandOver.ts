import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** How long a grid whose first rows never draw (out of sight: a closed panel) stays invisible before it is shown. */
const SHOW_ANYWAY_MS = 1000;

export interface GridHandOver {
  /** On the light rows' box: measured when the grid is placed. */
  lightRef: RefObject<HTMLDivElement | null>;
  /** On the grid's box: the light rows' height is taken (and they are removed) in the commit that places the grid. */
  gridPlaced(element: HTMLDivElement | null): void;
  /** The light rows' height the table's body keeps while the grid draws; null until the grid is placed. */
  held: number | null;
  /** The grid's first rows are drawn: it is shown. */
  drawn: boolean;
  /** AG Grid's first data rendered: show it on the next frame. */
  showGrid(): void;
  /** AG Grid is ready: without rows it is shown now (there is nothing to wait for), else after its first rows. */
  gridReady(): void;
}

/**
 * The hand-over from the light rows (LightRows.tsx) to AG Grid. AG Grid draws in steps (its frame, then the rows, in
 * later frames). Once it is on the page the table's body keeps the light rows' height (they have its sizes) and the
 * grid stays invisible until its first rows are drawn, so nothing moves while it draws, neither the panels below nor
 * its own pager: a grid created after its chunk had come (a screen's second table) moved the panels below it three
 * times. The light rows are measured and removed in the commit that adds the grid, so their texts and the grid's are
 * never on the page together. `withRows`: whether the grid has rows to draw, as of this render.
 */
export function useGridHandOver(withRows: boolean): GridHandOver {
  const [drawn, setDrawn] = useState(false);
  const [held, setHeld] = useState<number | null>(null);
  const lightRef = useRef<HTMLDivElement>(null);
  const gridPlaced = useCallback((element: HTMLDivElement | null) => {
    if (element) setHeld(lightRef.current?.getBoundingClientRect().height ?? 0);
  }, []);
  const showGrid = useCallback(() => requestAnimationFrame(() => setDrawn(true)), []);
  const showAnyway = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(showAnyway.current), []);
  // read when the grid reports ready, which may be renders after the one that created it
  const hasRows = useRef(withRows);
  hasRows.current = withRows;
  const gridReady = useCallback(() => {
    if (!hasRows.current) showGrid();
    else showAnyway.current = window.setTimeout(showGrid, SHOW_ANYWAY_MS);
  }, [showGrid]);
  return { lightRef, gridPlaced, held, drawn, showGrid, gridReady };
}
