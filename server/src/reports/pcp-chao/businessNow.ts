/**
 * The business moment of the resource panel: the business date (MIRANTE_TODAY or the server's date) at the server's
 * wall-clock time, 'YYYY-MM-DD HH:mm:ss'. With a fixed demo date the clock still runs, so the times in situation
 * grow during the day like on a real shop floor; in production the business date is the server's date and this is
 * simply now.
 */
export function businessNow(today: string, clock: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${today} ${pad(clock.getHours())}:${pad(clock.getMinutes())}:${pad(clock.getSeconds())}`;
}
