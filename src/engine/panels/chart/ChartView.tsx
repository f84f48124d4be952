import { useMemo } from 'react';
import { VegaEmbed } from 'react-vega';
import { expressionInterpreter } from 'vega-interpreter';
import type { EmbedOptions, VisualizationSpec } from 'vega-embed';
import type { PanelProps } from '../types.ts';
import type { ChartOptions } from './schema.ts';
import { PT_BR_FORMAT_LOCALE, PT_BR_TIME_LOCALE } from './locale.ts';

/**
 * Renders the definition's Vega-Lite spec with the panel's rows as data.values.
 * `ast: true` + the expression interpreter: the portal's CSP has no 'unsafe-eval', so Vega must not
 * compile expressions with `new Function`.
 */
const EMBED_OPTIONS: EmbedOptions = {
  actions: false,
  renderer: 'svg',
  ast: true,
  expr: expressionInterpreter,
  formatLocale: PT_BR_FORMAT_LOCALE as unknown as EmbedOptions['formatLocale'],
  timeFormatLocale: PT_BR_TIME_LOCALE as unknown as EmbedOptions['timeFormatLocale'],
};

export default function ChartView({ options, data }: PanelProps<ChartOptions>) {
  const spec = useMemo(
    () =>
      ({
        $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
        width: 'container',
        height: options.height ?? 300,
        autosize: { type: 'fit-x', contains: 'padding' },
        ...options.spec,
        data: { values: Array.isArray(data) ? data : [] },
      }) as VisualizationSpec,
    [options.spec, options.height, data],
  );
  return <VegaEmbed className="mirante-chart" data-testid="chart" role="img" aria-label={options.label ?? 'Gráfico'} spec={spec} options={EMBED_OPTIONS} />;
}
