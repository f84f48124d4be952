import { useEffect, useState } from 'react';

/**
 * True below the spec's 768 px mobile breakpoint (`maxWidth` 767: the grid's 'Ação' column stops being
 * pinned), or up to another width (768: 1367's cards 'up to 768 px').
 */
export function useNarrowScreen(maxWidth = 767): boolean {
  const query = `(max-width: ${maxWidth}px)`;
  const [narrow, setNarrow] = useState(() => isNarrowScreen(maxWidth));
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const onChange = () => setNarrow(list.matches);
    list.addEventListener?.('change', onChange);
    return () => list.removeEventListener?.('change', onChange);
  }, [query]);
  return narrow;
}

/** The same test, read once (outside React: whether to ask for AG Grid's chunk at all, gridChunk.ts). */
export function isNarrowScreen(maxWidth = 767): boolean {
  return typeof window !== 'undefined' && Boolean(window.matchMedia?.(`(max-width: ${maxWidth}px)`).matches);
}
