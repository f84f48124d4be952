import { addDays } from '../../../common/dates.ts';

/**
 * A subscription's schedule (issue 36, docs/subscriptions.md): wall-clock time in the business time zone, so "every
 * day at 07:00" stays 07:00 in São Paulo whatever zone the server runs in and across any change of the zone's offset.
 */
export type Frequency = 'diaria' | 'semanal' | 'mensal';

export interface Schedule {
  frequencia: Frequency;
  /** 'HH:MM', 24 h. */
  horario: string;
  /** ISO weekdays, 1 = segunda … 7 = domingo; weekly only. */
  dias_semana?: number[];
  /** 1..31; monthly only. A month without that day sends on its last day (31 → 30 de abril, 28/29 de fevereiro). */
  dia_mes?: number;
}

/** The zone's offset from UTC at `instant`, in milliseconds (−3 h in São Paulo = −10 800 000). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The UTC instant of wall-clock `date` 'YYYY-MM-DD' at `time` 'HH:MM' in `timeZone`. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // two passes: the offset at the guess, then at the corrected instant (right across an offset change)
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant);
}

/** The calendar date of `instant` in `timeZone`, 'YYYY-MM-DD'. */
const localDate = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

const isoWeekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
const lastDayOfMonth = (date: string) => new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).getUTCDate();

function matches(schedule: Schedule, date: string): boolean {
  if (schedule.frequencia === 'diaria') return true;
  if (schedule.frequencia === 'semanal') return (schedule.dias_semana ?? []).includes(isoWeekday(date));
  const wanted = Math.min(schedule.dia_mes ?? 1, lastDayOfMonth(date));
  return Number(date.slice(8, 10)) === wanted;
}

/**
 * The first sending strictly after `after`. A run missed while the server was down is not replayed slot by slot:
 * the scheduler sends the overdue run once and asks for the next one after now.
 */
export function nextSending(schedule: Schedule, after: Date, timeZone: string): Date {
  let date = addDays(localDate(after, timeZone), -1); // the day before: a zone ahead of UTC may still be "yesterday"
  for (let i = 0; i < 400; i++, date = addDays(date, 1)) {
    if (!matches(schedule, date)) continue;
    const instant = zonedInstant(date, schedule.horario, timeZone);
    if (instant.getTime() > after.getTime()) return instant;
  }
  throw new Error(`agenda sem próximo envio: ${JSON.stringify(schedule)}`);
}
