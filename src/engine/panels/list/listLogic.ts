import { toNumber } from '../../format/index.ts';
import type { ListOptions } from './schema.ts';

/** Percent of each item: its own field, or its count over the total of counts × 100 (0 when the total is 0). */
export function itemPercents(rows: Record<string, unknown>[], options: Pick<ListOptions, 'count' | 'percent'>): Array<number | null> {
  if (options.percent) return rows.map((r) => toNumber(r[options.percent!]));
  if (!options.count) return rows.map(() => null);
  const counts = rows.map((r) => toNumber(r[options.count!]) ?? 0);
  const total = counts.reduce((a, b) => a + b, 0);
  return counts.map((c) => (total > 0 ? (c / total) * 100 : 0));
}

/** Case- and accent-insensitive 'contains' (the search box). */
export function matchesSearch(text: string, search: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  return fold(text).includes(fold(search.trim()));
}
