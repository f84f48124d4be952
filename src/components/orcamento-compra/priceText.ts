/**
 * The text of a quotation price field (01.75.1365) and the number it means.
 *
 * spec 2 §5 keeps only digits, dot, '?' and '!' in these fields and reads the dot as the decimal separator: a
 * Brazilian supplier typing `12,50` had the comma dropped and saved 1250 (issue 28). The page keeps the rule's
 * purpose (letters and other characters are dropped as typed) and reads pt-BR numbers: the comma is the decimal
 * separator and dots before it group thousands. Without a comma a dot is still decimal (`12.50`), as the spec's
 * rule reads it, except where it can only be a thousands dot (`1.234.567`) or cannot be told apart (`1.234`):
 * that one is refused with a hint instead of guessing a price 1000× off. Decision in docs/compras.md.
 */

/** What the field keeps as typed: the spec's characters plus the comma. */
export const keepPriceCharacters = (text: string): string => text.replace(/[^0-9.,?!]/g, '');

export const PRICE_HINTS = {
  invalid: 'Valor inválido: use vírgula para os centavos, ex.: 12,50',
  ambiguous: (text: string) => `Valor ambíguo: escreva ${text},00 para milhar ou ${text.replace('.', ',')} para decimal`,
} as const;

export type PriceReading = { value: number } | { problem: string };

const WITH_COMMA = /^(?:\d{1,3}(?:\.\d{3})+|\d*),\d*$/; // 12,50 · 1.234,56 · ,5 · 12, (typing in progress)
const PLAIN = /^\d+\.?$/; // 12 · 12.
const DOT_DECIMAL = /^\d*\.\d+$/; // 12.50 · .5 · 0.125
const DOT_THOUSANDS = /^[1-9]\d{0,2}(?:\.\d{3}){2,}$/; // 1.234.567: two dots can only group thousands
const AMBIGUOUS = /^[1-9]\d{0,2}\.\d{3}$/; // 1.234: 1234 in pt-BR, 1.234 by the spec's rule

/** The number a field's text means: '' is 0 (not typed yet); anything that is not a number names the problem. */
export function readPrice(raw: string): PriceReading {
  const text = raw.trim();
  if (text === '') return { value: 0 };
  if (text.includes(',')) {
    if (!WITH_COMMA.test(text) || text === ',') return { problem: PRICE_HINTS.invalid };
    return { value: Number(text.replace(/\./g, '').replace(',', '.').replace(/\.$/, '') || '0') };
  }
  if (AMBIGUOUS.test(text)) return { problem: PRICE_HINTS.ambiguous(text) };
  if (DOT_THOUSANDS.test(text)) return { value: Number(text.replace(/\./g, '')) };
  if (PLAIN.test(text) || DOT_DECIMAL.test(text)) return { value: Number(text.replace(/\.$/, '')) };
  return { problem: PRICE_HINTS.invalid };
}

const PT_BR = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A stored number as the field shows it (`1.234,56`); 0 shows empty, so a price not typed yet reads as empty. */
export const priceText = (value: number): string => (value ? PT_BR.format(value) : '');
