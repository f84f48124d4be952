import { useLayoutEffect } from 'react';
import { create } from 'zustand';
import { apiGetEarly, buildUrl } from '../api/client.ts';
import { getPath, resolveCall } from '../../common/templates.ts';
import type { ScreenDefinition } from '../engine/definition/screen-definition.ts';

/** Where a screen's subtitle comes from: its call (path and text parameters, read from the route only) and the field. */
export interface SubtitleSource {
  path: string;
  params?: Record<string, string>;
  field: string;
}

/** The definition's `subtitle` as the boot shell and the page read it (validate.ts holds the call to the route). */
export function subtitleSource(definition: Pick<ScreenDefinition, 'subtitle' | 'calls'>): SubtitleSource | undefined {
  const call = definition.subtitle && definition.calls?.[definition.subtitle.call];
  if (!call) return undefined;
  return { path: call.path, ...(call.params ? { params: call.params as Record<string, string> } : {}), field: definition.subtitle!.field };
}

/** The texts, by URL: null while asked and not answered; absent when not asked (or the answer failed: asked again). */
const useTexts = create<Record<string, string | null>>(() => ({}));

/**
 * The subtitle's text for these route parameters, or null until it has come. The first to draw it (the boot shell on a
 * page load, the page itself after a navigation inside the portal) asks for it with `apiGetEarly`: the engine's call
 * of the same URL then takes that answer instead of asking again, and the boot shell and the page draw the same text
 * from here, so the line is never drawn twice nor lost while the portal's chunks come.
 */
export function useSubtitle(source: SubtitleSource | undefined, route: Record<string, string | undefined>): string | null {
  const resolved = source ? resolveCall(source, { route }, '') : null;
  const url = resolved?.ready ? buildUrl(resolved.path, resolved.params) : null;
  const text = useTexts((texts) => (url ? texts[url] : undefined));
  // a layout effect: drawn in one commit with the engine (a navigation inside the portal, a story), this one runs
  // before the engine's SWR starts its call in its own layout effect, so that call takes this answer
  useLayoutEffect(() => {
    if (!url || !resolved || !source || url in useTexts.getState()) return;
    useTexts.setState({ [url]: null });
    apiGetEarly(resolved.path, resolved.params).then(
      (answer) => {
        const value = getPath(answer, source.field);
        useTexts.setState({ [url]: typeof value === 'string' && value !== '' ? value : null });
      },
      // the screen's own call takes the same failure and shows it; a later opening asks again
      () => useTexts.setState((texts) => Object.fromEntries(Object.entries(texts).filter(([key]) => key !== url)), true),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the URL says everything the request depends on
  }, [url]);
  return text ?? null;
}

/** Forgets every text (a story's are not the next story's). */
export function forgetSubtitles(): void {
  useTexts.setState({}, true);
}
