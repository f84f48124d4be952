import { matchPath } from 'react-router-dom';
import headings from 'virtual:screen-headings';
import type { ScreenDefinition } from '../../engine/definition/screen-definition.ts';
import { screenHeadingText, screenTitle, titleSuffix } from '../screenTitle.ts';
import type { SubtitleSource } from '../subtitleText.ts';

/** The part of a definition the boot shell draws (scripts/screen-headings.ts builds the list). */
export type ScreenHeadingEntry = Pick<ScreenDefinition, 'route' | 'code' | 'title' | 'titleParam' | 'titleParamLabels' | 'titleByQuery' | 'public'> & {
  /** The panels' text when the screen opens waiting for its first search (engine `openingIdleText`). */
  idle?: string;
  /** Where the line under the heading comes from (`subtitle`: the carrier's name on the tracking pages). */
  subtitle?: SubtitleSource;
};

/** What the boot shell draws for a screen: its heading ('01.74.1325 Dashboard Financeiro'), in the public frame or the private one. */
export interface BootScreen {
  heading: string;
  public: boolean;
  /** What its panels will say, when it opens waiting for a search: a URL without a query (no filters, no detail). */
  idle?: string;
  /** The line under the heading, with the route's parameters its call reads. */
  subtitle?: { source: SubtitleSource; route: Record<string, string | undefined> };
}

/**
 * The screen at `pathname` and `search` as the boot shell draws it, or null for a path that is not a screen's.
 * `entries` replaces the built list (tests).
 */
export function bootScreen(pathname: string, search: string, entries: readonly ScreenHeadingEntry[] = headings): BootScreen | null {
  for (const entry of entries) {
    const match = matchPath({ path: entry.route, end: true }, pathname);
    if (!match) continue;
    const suffix = titleSuffix(entry, match.params);
    const idle = entry.idle && search === '' ? { idle: entry.idle } : {};
    const subtitle = entry.subtitle ? { subtitle: { source: entry.subtitle, route: match.params } } : {};
    return { heading: screenHeadingText(entry.code, screenTitle(entry, new URLSearchParams(search)), suffix), public: entry.public === true, ...idle, ...subtitle };
  }
  return null;
}
