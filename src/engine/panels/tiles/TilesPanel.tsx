import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Empty, Tag, Typography } from 'antd';
import { resolveText } from '../../calls/templates.ts';
import { formatValue } from '../../format/index.ts';
import { DEFAULT_EMPTY_TEXT } from '../../messages/defaults.ts';
import { usePanelEnvironment } from '../../runtime/PanelEnvironment.ts';
import { FieldLines } from '../FieldLines.tsx';
import { tint } from '../colors.ts';
import type { PanelProps } from '../types.ts';
import type { CommonPanel } from '../common.ts';
import type { TileBandOptions, TilesOptions } from './schema.ts';
import { NEGATIVE_TIMER_TEXT } from './defaults.ts';
import { bandFor, filterRows } from './tileLogic.ts';
import { TileTimer } from './TileTimer.tsx';
import { ICONS } from '../shared/icons.tsx';


/** A band's name as a tag in the band's tint (antd's own preset tag text is below 4.5:1 for green and gold). */
function BandTag({ band }: { band: TileBandOptions }) {
  const colors = tint(band.color);
  return <Tag style={colors ? { background: colors.background, borderColor: colors.border, color: colors.text } : undefined}>{band.label}</Tag>;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Seconds since `since`, updated every second while `active` (one interval per panel, not per tile). */
function useElapsedSeconds(since: number, active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!active) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [since, active]);
  return Math.max(0, Math.floor((now - since) / 1000));
}

/** Cards built from rows (see schema.ts for the screens using it). */
export function TilesPanel({ options, data, runAction, canRun }: PanelProps<TilesOptions>) {
  const env = usePanelEnvironment();
  const rows = useMemo(() => (Array.isArray(data) ? data.filter(isRecord) : []), [data]);
  // The timer counts from when these rows arrived.
  const loadedAt = useMemo(() => Date.now(), [rows]); // eslint-disable-line react-hooks/exhaustive-deps
  const elapsed = useElapsedSeconds(loadedAt, Boolean(options.timer) && rows.length > 0);
  const filterValue = options.filterBy ? env.scope.filters?.[options.filterBy] : undefined;
  const shown = useMemo(() => filterRows(rows, options, filterValue), [rows, options, filterValue]);
  const negativeText = options.timer?.negativeText ?? NEGATIVE_TIMER_TEXT;

  return (
    <div className="mirante-tiles" data-panel-kind="tiles">
      {options.title && <Typography.Title level={5}>{options.title}</Typography.Title>}
      {options.legend && (
        <div className="mirante-tiles-legend" aria-label="Legenda">
          {options.legend.bands && options.tone?.bands.map((b) => <BandTag key={b.label} band={b} />)}
          {options.legend.text && <Typography.Text type="secondary">{options.legend.text}</Typography.Text>}
        </div>
      )}
      {shown.length === 0 ? (
        // Also when the client filter leaves no tile (e.g. 'Parado' and none is stopped).
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={(options as CommonPanel).emptyText ?? env.messages?.emptyText ?? DEFAULT_EMPTY_TEXT} />
      ) : (
        <div className="mirante-tiles-grid" style={{ gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${options.tileWidth ?? 260}px), 1fr))` }}>
          {shown.map((row, i) => {
            const band = options.tone ? bandFor(options.tone.bands, row[options.tone.field]) : undefined;
            const colors = tint(band?.color);
            const title = resolveText(options.tileTitle, { ...env.scope, row });
            const clickable = Boolean(options.action && canRun(options.action, { row }));
            const open = () => options.action && clickable && runAction(options.action, { row });
            return (
              <Card
                key={i}
                size="small"
                className={`mirante-tile${clickable ? ' clickable' : ''}`}
                data-tile={title}
                data-band={band?.label}
                style={colors ? { background: colors.background, borderColor: colors.border } : undefined}
                role={clickable ? 'button' : 'group'}
                // A button is named by its content (axe label-content-name-mismatch); a plain group by its title.
                aria-label={clickable ? undefined : title}
                tabIndex={clickable ? 0 : undefined}
                onClick={clickable ? open : undefined}
                onKeyDown={clickable ? (e) => (e.key === 'Enter' || e.key === ' ') && open() : undefined}
                actions={options.actions?.map((b) => (
                  <Button
                    key={b.label}
                    type="link"
                    size="small"
                    icon={b.icon ? ICONS[b.icon] : undefined}
                    disabled={!canRun(b.action, { row })}
                    onClick={(e) => {
                      e.stopPropagation();
                      runAction(b.action, { row });
                    }}
                  >
                    {b.label}
                  </Button>
                ))}
              >
                <div className="mirante-tile-title" style={colors ? { color: colors.text } : undefined}>
                  {title}
                </div>
                {band && options.tone?.tag !== false && <BandTag band={band} />}
                {options.value && (
                  <div className="mirante-tile-value">
                    {formatValue(row[options.value.field], options.value.format ?? 'integer')}
                    {options.value.suffix && <Typography.Text type="secondary"> {options.value.suffix}</Typography.Text>}
                  </div>
                )}
                <FieldLines lines={options.lines} item={row} />
                {options.timer && <TileTimer label={options.timer.label} seconds={row[options.timer.field]} elapsed={elapsed} negativeText={negativeText} />}
              </Card>
            );
          })}
        </div>
      )}
    </div>
  );
}
