import { useSubtitle, type SubtitleSource } from './subtitleText.ts';

/**
 * The line under a screen's heading with a text from one of its calls (the carrier's name on the tracking pages, spec
 * 3 §2: 'header with the carrier's razao_social'). Plain markup and CSS (global.css `.screen-subtitle`): the boot shell
 * draws this same line from the first chunk, and on a phone it is the page's largest text (docs/performance.md).
 */
export function ScreenSubtitle({ source, route }: { source: SubtitleSource; route: Record<string, string | undefined> }) {
  const text = useSubtitle(source, route);
  return text ? <h2 className="screen-subtitle">{text}</h2> : null;
}
