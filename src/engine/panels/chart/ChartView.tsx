import { useEffect, useMemo, useRef } from 'react';
import { useVegaEmbed } from 'react-vega';
import { expressionInterpreter } from 'vega-interpreter';
import type { EmbedOptions, VisualizationSpec } from 'vega-embed';
import type { PanelProps } from '../types.ts';
import type { ChartOptions } from './schema.ts';
import { PT_BR_FORMAT_LOCALE, PT_BR_TIME_LOCALE } from './locale.ts';
import { chartSpec } from './chartSpec.ts';

/**
 * Renders the definition's Vega-Lite spec with the panel's rows as data.values.
 * `ast: true` + the expression interpreter: the portal's CSP has no 'unsafe-eval', so Vega must not
 * compile expressions with `new Function`. The pt-BR locales are set by vega-embed before the view
 * is created (Vega's default locale, used by every chart).
 */
export const EMBED_OPTIONS: EmbedOptions = {
  actions: false,
  renderer: 'svg',
  ast: true,
  expr: expressionInterpreter,
  formatLocale: PT_BR_FORMAT_LOCALE as unknown as EmbedOptions['formatLocale'],
  timeFormatLocale: PT_BR_TIME_LOCALE as unknown as EmbedOptions['timeFormatLocale'],
};

/**
 * Width: the spec says 'container', which Vega measures only at start and on window 'resize' —
 * too early when the layout around it changes afterwards (side menu, scrollbar, breakpoints), so the
 * chart stayed too wide or too narrow. A ResizeObserver on the container gives the view every new
 * width; the container's CSS (`contain: inline-size`) keeps the SVG from widening its column.
 */
export default function ChartView({ options, data }: PanelProps<ChartOptions>) {
  const ref = useRef<HTMLDivElement>(null);
  const spec = useMemo(() => chartSpec(options, data) as VisualizationSpec, [options, data]);
  const result = useVegaEmbed({ ref, spec, options: EMBED_OPTIONS });
  const view = result?.view;

  useEffect(() => {
    const element = ref.current;
    if (!view || !element || typeof ResizeObserver === 'undefined') return;
    let last = -1;
    const fit = () => {
      const width = Math.floor(element.clientWidth);
      if (width <= 0 || width === last) return;
      last = width;
      if (view.width() !== width) void view.width(width).runAsync();
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [view]);

  // Vega gives the element it draws into its own English roles ('graphics-document', 'visualization'):
  // that element is hidden from assistive technology, and its parent is the pt-BR image.
  return (
    <div className="mirante-chart" data-testid="chart" role="img" aria-label={options.label ?? 'Gráfico'}>
      <div ref={ref} className="mirante-chart-canvas" aria-hidden="true" />
    </div>
  );
}
