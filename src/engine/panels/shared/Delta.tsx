import { formatValue, type FormatOptions, type ValueFormat } from '../../format/index.ts';
import { changeOf, changeTone, type UpIs } from './delta.ts';

/** What a card or tile shows of the earlier period: its answer's state and value. */
export interface PreviousValue {
  /** 'Período anterior' or 'Ano anterior' (the line's label). */
  label: string;
  loading: boolean;
  failed: boolean;
  value: unknown;
}

export interface DeltaProps extends PreviousValue {
  current: unknown;
  format: ValueFormat;
  options?: FormatOptions;
  upIs?: UpIs;
}

const ARROW = { up: '▲', down: '▼' } as const;
const WORD = { up: 'alta de', down: 'queda de', same: 'sem variação' } as const;

/**
 * The line under a card's value when the screen compares: 'Período anterior: R$ 3.100,00 ▲ 19,00%'. The change is
 * a percent of the earlier value, or — from zero, where no ratio exists — the difference in the figure's own format
 * ('▲ R$ 1.200,00'); a percentage's change is in percentage points ('▲ 20,00 p.p.'); an earlier period without a
 * value reads 'sem dados' and no change. The arrow is for the eye; a screen reader hears 'alta de 19,00%' (the arrow
 * characters would be read as 'triângulo preto').
 */
export function Delta({ label, loading, failed, value, current, format, options, upIs }: DeltaProps) {
  if (loading) {
    return (
      <div className="mirante-delta" data-delta="loading">
        <span className="mirante-text-hint">{label}: </span>…
      </div>
    );
  }
  const change = failed ? ({ kind: 'no-data' } as const) : changeOf(current, value);
  if (change.kind === 'no-data') {
    return (
      <div className="mirante-delta" data-delta="no-data">
        <span className="mirante-text-hint">{label}: </span>
        <span data-previous>{failed ? 'indisponível' : 'sem dados'}</span>
      </div>
    );
  }
  // a percentage compares in points (50% → 70%: 20,00 p.p., not 40%); other figures as a percent of the earlier value
  const amount =
    format === 'percent'
      ? `${formatValue(Math.abs(change.difference), 'number', { decimals: options?.decimals ?? 2 })} p.p.`
      : change.percent !== null
        ? formatValue(Math.abs(change.percent), 'percent')
        : formatValue(Math.abs(change.difference), format, options);
  const tone = changeTone(change, upIs);
  return (
    <div className="mirante-delta" data-delta={change.direction}>
      <span className="mirante-text-hint">{label}: </span>
      <span data-previous>{formatValue(value, format, options)}</span>{' '}
      <span className={`mirante-delta-change${tone ? ` tone-delta-${tone}` : ''}`} data-change>
        {change.direction === 'same' ? (
          WORD.same
        ) : (
          <>
            <span aria-hidden="true">{ARROW[change.direction]} </span>
            <span className="mirante-visually-hidden">{WORD[change.direction]} </span>
            {amount}
          </>
        )}
      </span>
    </div>
  );
}
