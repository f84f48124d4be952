import { useEffect, useMemo, useRef, useState } from 'react';
import { Handler } from 'vega-tooltip';
import type { PanelProps } from '../types.ts';
import type { ChartOptions } from './schema.ts';
import { PT_BR_FORMAT_LOCALE, PT_BR_TIME_LOCALE } from './locale.ts';
import { chartData, chartSpec } from './chartSpec.ts';
import { numberFormatDefaultLocale, timeFormatDefaultLocale, View } from './vega.ts';
import { chartDataflow, type ChartDataflow } from './runtime.ts';
import { isPrinting, PRINT_WIDTH_PX } from '../../print/printWidth.ts';

/** A printed chart's width: the page's, less its frame's padding and border (engine.css .mirante-chart-frame). */
const PRINT_CHART_WIDTH = PRINT_WIDTH_PX - 26;

// Vega's default locale, used by every chart: pt-BR numbers (R$) and month and weekday names.
numberFormatDefaultLocale(PT_BR_FORMAT_LOCALE as unknown as Parameters<typeof numberFormatDefaultLocale>[0]);
timeFormatDefaultLocale(PT_BR_TIME_LOCALE as unknown as Parameters<typeof timeFormatDefaultLocale>[0]);

/** Vega's warnings go to the console (as vega-embed did); errors reject runAsync. */
const WARN = 2;

/**
 * Draws the chart with Vega's View directly, not through react-vega/vega-embed: vega-embed imports the whole
 * `vega` and the Vega-Lite compiler, ~90 kB brotli a built screen does not need (its charts are compiled and parsed
 * at build time, runtime.ts). Tooltips are vega-tooltip's, as vega-embed's were.
 */
function draw(element: HTMLElement, { runtime, expr }: ChartDataflow): View {
  element.replaceChildren(); // the previous view's drawing (new rows: a new view)
  const view = new View(runtime as ConstructorParameters<typeof View>[0], {
    container: element,
    renderer: 'svg',
    expr,
    logLevel: WARN,
    tooltip: new Handler().call,
  } as ConstructorParameters<typeof View>[1]);
  view.runAsync().catch((error: unknown) => console.error('Falha ao desenhar o gráfico', error));
  return view;
}

/**
 * Width: the spec says 'container', which Vega measures only at start and on window 'resize' —
 * too early when the layout around it changes afterwards (side menu, scrollbar, breakpoints), so the
 * chart stayed too wide or too narrow. A ResizeObserver on the container gives the view every new
 * width; the container's CSS (`contain: inline-size`) keeps the SVG from widening its column.
 */
export default function ChartView({ options, data, compare }: PanelProps<ChartOptions>) {
  const ref = useRef<HTMLDivElement>(null);
  // the earlier period is drawn once its answer is in (until then, the current period alone)
  const previous = compare && options.compare && !compare.loading && !compare.failed ? compare : undefined;
  const legend = previous?.legend;
  const lite = useMemo(() => chartSpec(options, undefined, legend), [options, legend]);
  const datasets = useMemo(
    () => chartData(options, data, previous && { data: previous.data, legend: previous.legend, offset: previous.offset }),
    [options, data, previous],
  );
  const [view, setView] = useState<View | null>(null);
  // The container's width the view was laid out for: Vega's 'container' width reads the element's clientWidth when
  // the view starts. view.width() is not it: with autosize fit-x it is the plot's width inside the axes and legend
  // (273 in a 370 px container), so comparing it with the container's re-laid and redrew every chart once more on
  // every load, to the same drawing (docs/performance.md, "2026-12-07 (later): each chart drawn once").
  const drawnFor = useRef(-1);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let current: View | null = null;
    let cancelled = false;
    chartDataflow(lite, datasets)
      .then((dataflow) => {
        if (cancelled) return;
        drawnFor.current = element.clientWidth;
        current = draw(element, dataflow);
        setView(current);
      })
      .catch((error: unknown) => console.error('Falha ao compilar o gráfico', error));
    return () => {
      cancelled = true;
      current?.finalize();
      setView(null);
    };
  }, [lite, datasets]);

  useEffect(() => {
    const element = ref.current;
    if (!view || !element || typeof ResizeObserver === 'undefined') return;
    let last = drawnFor.current;
    const fit = () => {
      // Printing: the page is narrower than most screens and the print layout is made right after 'beforeprint',
      // before any observer runs; the chart is drawn at most as wide as the paper (print.css also scales it down).
      const width = Math.floor(isPrinting() ? Math.min(element.clientWidth || PRINT_CHART_WIDTH, PRINT_CHART_WIDTH) : element.clientWidth);
      if (width <= 0 || width === last) return;
      last = width;
      void view.width(width).runAsync();
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    const print = window.matchMedia?.('print');
    // 'beforeprint' comes before the print media applies (panels print one under the other, each as wide as
    // the paper): the paper's width then, whatever the screen's
    const beforePrint = () => {
      if (last === PRINT_CHART_WIDTH) return;
      last = PRINT_CHART_WIDTH;
      void view.width(last).runAsync();
    };
    const afterPrint = () => {
      last = -1;
      fit();
    };
    window.addEventListener('beforeprint', beforePrint);
    window.addEventListener('afterprint', afterPrint);
    print?.addEventListener?.('change', fit);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', beforePrint);
      window.removeEventListener('afterprint', afterPrint);
      print?.removeEventListener?.('change', fit);
    };
  }, [view]);

  // Vega gives the element it draws into its own English roles ('graphics-document', 'visualization'):
  // that element is hidden from assistive technology, and its parent is the pt-BR image.
  return (
    <div className="mirante-chart" data-testid="chart" role="img" aria-label={options.label ?? 'Gráfico'}>
      <div ref={ref} className="mirante-chart-canvas" aria-hidden="true" />
    </div>
  );
}
