const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar date as 'YYYY-MM-DD': the default business date of the server and of the seed CLI. */
export function localDate(date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
