import type { AllowedChars } from '../schema.ts';

/** The characters a text or lookup field keeps as it is typed (`allow`), shared by both widgets. */
const CLASSES: Record<AllowedChars, string> = {
  digits: '0-9',
  letters: 'A-Za-zÀ-ÿ',
  space: ' ',
  hyphen: '\\-',
  slash: '/',
  dot: '.',
};

/** Keeps only the allowed characters ('12/a-3 b' with digits+slash+hyphen → '12/-3'). */
export function keepAllowed(text: string, allow: AllowedChars[] | undefined): string {
  if (!allow?.length) return text;
  const pattern = new RegExp(`[^${allow.map((c) => CLASSES[c]).join('')}]+`, 'g');
  return text.replace(pattern, '');
}
