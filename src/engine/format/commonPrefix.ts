/**
 * A column whose values all start alike ('Intercarg Transportes - Matriz', 'Intercarg Transportes - Filial
 * Curitiba') spends its width repeating the company: the engine shows what differs ('Matriz', 'Filial Curitiba')
 * and keeps the whole text in the cell's tooltip, the search and the exports.
 */

/** Where a prefix may end: right after a separator between words (' - ', ' – ', ' / ', ': ', ' | '). */
const SEPARATOR_END = /(\s[-–—/|]\s+|:\s+)/g;

/**
 * The longest prefix every value shares that ends after a separator, or '' when there is none, when fewer than
 * two values differ, or when some value would be left empty. Only whole separators count, not any word: 'Posto'
 * in 'Posto Shell' and 'Posto Ipiranga' is part of the name, while 'Intercarg Transportes - ' is the company.
 */
export function commonPrefix(values: readonly unknown[]): string {
  const texts = [...new Set(values.filter((v) => v !== null && v !== undefined && v !== '').map(String))];
  if (texts.length < 2) return '';
  let common = texts[0]!;
  for (const t of texts) {
    let i = 0;
    while (i < common.length && i < t.length && common[i] === t[i]) i++;
    common = common.slice(0, i);
    if (!common) return '';
  }
  let end = 0;
  for (const match of texts[0]!.matchAll(SEPARATOR_END)) {
    const after = match.index + match[0].length;
    if (after <= common.length) end = after;
  }
  const prefix = texts[0]!.slice(0, end);
  if (!prefix.trim() || texts.some((t) => t.length <= prefix.length || !t.slice(prefix.length).trim())) return '';
  return prefix;
}

/** The value without the prefix (as text), or the value itself when it does not start with it. */
export function withoutPrefix(value: unknown, prefix: string): unknown {
  if (!prefix || typeof value !== 'string' || !value.startsWith(prefix)) return value;
  return value.slice(prefix.length);
}
