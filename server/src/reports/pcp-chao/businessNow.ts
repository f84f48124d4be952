import { BUSINESS_TIME_ZONE } from '../../../../common/dates.ts';

/**
 * The business moment of the resource panel: the business date (MIRANTE_TODAY or today in the business time zone)
 * at the wall-clock time of that zone, 'YYYY-MM-DD HH:mm:ss'. With a fixed demo date the clock still runs, so the
 * times in situation grow during the day like on a real shop floor; in production this is simply now in Brasília
 * time. The zone matters: on a server in UTC the machine's hours ran 3 hours ahead of the shop floor.
 */
export function businessNow(today: string, timeZone = BUSINESS_TIME_ZONE, clock: Date = new Date()): string {
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(clock);
  return `${today} ${time}`;
}
