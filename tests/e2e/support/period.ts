/** 'YYYY-MM-DD' of `days` days ago in São Paulo (the e2e server's business date zone). */
export function isoDaysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
}

/** A dateRange filter value for a link: the last `days` days through today, e.g. '2026-09-24..2026-11-23'. */
export function lastDays(days: number): string {
  return `${isoDaysAgo(days)}..${isoDaysAgo(0)}`;
}
