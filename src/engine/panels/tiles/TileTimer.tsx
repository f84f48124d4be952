import { Typography } from 'antd';
import { timerText } from './tileLogic.ts';

/** The live hh:mm:ss of one tile (the panel owns the one-second clock, see TilesPanel). */
export function TileTimer({ label, seconds, elapsed, negativeText }: { label?: string; seconds: unknown; elapsed: number; negativeText: string }) {
  return (
    <div className="mirante-tile-timer">
      {label && <Typography.Text type="secondary">{label}: </Typography.Text>}
      <span data-timer role="timer" aria-live="off">
        {timerText(seconds, elapsed, negativeText)}
      </span>
    </div>
  );
}
