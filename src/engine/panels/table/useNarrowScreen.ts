import { matchesMedia, useMediaQuery } from '../../runtime/useMediaQuery.ts';

/**
 * True below the spec's 768 px mobile breakpoint (`maxWidth` 767: the grid's 'Ação' column stops being
 * pinned), or up to another width (768: 1367's cards 'up to 768 px').
 */
export function useNarrowScreen(maxWidth = 767): boolean {
  return useMediaQuery(`(max-width: ${maxWidth}px)`);
}

/** The same test, read once (outside React: whether to ask for AG Grid's chunk at all, gridChunk.ts). */
export function isNarrowScreen(maxWidth = 767): boolean {
  return matchesMedia(`(max-width: ${maxWidth}px)`);
}
