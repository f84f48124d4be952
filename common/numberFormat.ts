/**
 * pt-BR number formatting shared by the whole engine (tables, cards, charts' tooltips).
 * Spec: Brazilian style, 2 decimals for values and percentages, 3 for quantities, '--' when empty.
 */

/** What every formatter shows for null, undefined, '' and values that are not numbers/dates. */
export const EMPTY = '--';

const cache = new Map<number, Intl.NumberFormat>();

function numberFormat(decimals: number): Intl.NumberFormat {
  let format = cache.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: true });
    cache.set(decimals, format);
  }
  return format;
}

/**
 * `n` (already rounded to `decimals`) as pt-BR writes it: '1.234,56'. Written from `toFixed`'s digits rather than by
 * `Intl.NumberFormat`, whose first use on a page loads ICU's number data: ~90 ms of main thread on a phone, inside the
 * task that draws a screen's first values (Lighthouse TBT, docs/performance.md "Phones"). Up to 15 significant digits
 * the digits are the same (numbers.test.ts compares both on many values); beyond, where `toFixed` shows a double's
 * binary digits, Intl.
 */
function formatFixed(n: number, decimals: number): string {
  if (Math.abs(n) >= 10 ** (15 - decimals)) return numberFormat(decimals).format(n);
  const [int, fraction] = Math.abs(n).toFixed(decimals).split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+$)/g, '.');
  return `${n < 0 ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/**
 * Reads a number from what APIs send: numbers, numeric strings ('1234.5'), pt-BR strings ('1.234,50'),
 * bigint. Returns null for empty/invalid input so callers can show '--'.
 */
export function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string') return parseNumber(value);
  return null;
}

/**
 * Parses a number typed or sent as text: '1234.56', '1.234,56', '1234,56', 'R$ 1.234,56', '-12,5%'.
 * A comma is the decimal separator when present; dots are then thousands separators.
 * With dots only, a single dot followed by 1-2 or 4+ digits, or several dots, decide the meaning.
 */
export function parseNumber(text: string): number | null {
  let s = text.trim().replace(/^R\$\s*/, '').replace(/%$/, '').replace(/\s/g, '');
  if (s === '') return null;
  if (s.includes(',')) {
    s = s.replace(/\./g, '').replace(',', '.');
  } else {
    const dots = s.split('.').length - 1;
    // '1.234.567' is grouping; '1.234' stays a decimal (how APIs send numbers as text).
    if (dots > 1) s = s.replace(/\./g, '');
  }
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/** '1.234,56' with the given decimals (default 2); '--' when empty. */
export function formatNumber(value: unknown, decimals = 2): string {
  const n = toNumber(value);
  if (n === null) return EMPTY;
  // Avoid '-0,00' for tiny negatives that round to zero.
  const rounded = Number(n.toFixed(decimals));
  return formatFixed(rounded === 0 ? 0 : rounded, decimals);
}

/** 'R$ 1.234,56' (negative: '-R$ 1.234,56'); '--' when empty. */
export function formatCurrency(value: unknown, decimals = 2): string {
  const n = toNumber(value);
  if (n === null) return EMPTY;
  const text = formatNumber(Math.abs(n), decimals);
  const negative = Number(n.toFixed(decimals)) < 0;
  return `${negative ? '-' : ''}R$ ${text}`;
}

/** Quantities: 3 decimals, '1.234,500'. */
export function formatQuantity(value: unknown): string {
  return formatNumber(value, 3);
}

/** Percent of a value that is already in percent units: 45.678 → '45,68%'. */
export function formatPercent(value: unknown, decimals = 2): string {
  const text = formatNumber(value, decimals);
  return text === EMPTY ? EMPTY : `${text}%`;
}

/** Whole numbers with grouping: 12345 → '12.345'. */
export function formatInteger(value: unknown): string {
  return formatNumber(value, 0);
}
