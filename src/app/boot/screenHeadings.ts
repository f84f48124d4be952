import { matchPath } from 'react-router-dom';
import headings from 'virtual:screen-headings';
import type { ScreenDefinition } from '../../../schemas/screen-definition.ts';
import { screenHeadingText, screenTitle } from '../screenTitle.ts';

/** The part of a private definition the boot shell draws (scripts/screen-headings.ts builds the list). */
export type ScreenHeadingEntry = Pick<ScreenDefinition, 'route' | 'code' | 'title' | 'titleParam' | 'titleByQuery'>;

/**
 * The heading a private screen will show at `pathname` and `search` ('01.74.1325 Dashboard Financeiro'), or null for
 * a path that is not a screen's. `entries` replaces the built list (tests).
 */
export function bootHeading(pathname: string, search: string, entries: readonly ScreenHeadingEntry[] = headings): string | null {
  for (const entry of entries) {
    const match = matchPath({ path: entry.route, end: true }, pathname);
    if (!match) continue;
    const suffix = entry.titleParam ? match.params[entry.titleParam] : undefined;
    return screenHeadingText(entry.code, screenTitle(entry, new URLSearchParams(search)), suffix);
  }
  return null;
}
