import { Typography } from 'antd';
import { tint } from '../colors.ts';
import { resolveText } from '../../calls/templates.ts';
import { usePanelEnvironment } from '../../runtime/PanelEnvironment.ts';
import { FieldLines } from '../FieldLines.tsx';
import type { PanelProps } from '../types.ts';
import type { TimelineOptions } from './schema.ts';
import { eventWhen, orderEvents } from './timelineLogic.ts';

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Dated events (see schema.ts for the screens using it). */
export function TimelinePanel({ options, data }: PanelProps<TimelineOptions>) {
  const env = usePanelEnvironment();
  const events = orderEvents(Array.isArray(data) ? data.filter(isRecord) : [], options);
  // A plain list with dots (antd's Timeline is built on Steps: ~35 kB more in the screen chunk for this).
  const dot = tint(options.color ?? 'blue')?.text;
  return (
    <ol className="mirante-timeline" data-panel-kind="timeline">
      {events.map((row, i) => (
        <li key={i} className="mirante-timeline-event" data-event={i}>
          <span className="mirante-timeline-dot" style={{ borderColor: dot }} aria-hidden />
          <Typography.Text strong>{resolveText(options.eventTitle, { ...env.scope, row })}</Typography.Text>
          <div>
            <Typography.Text type="secondary" data-event-when>
              {eventWhen(row, options)}
            </Typography.Text>
          </div>
          <FieldLines lines={options.lines} item={row} />
        </li>
      ))}
    </ol>
  );
}
