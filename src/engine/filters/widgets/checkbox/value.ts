import type { FilterValueRules } from '../valueRules.ts';

/** A checkbox is true or false, says its own label, and is printed 'Sim' / 'Não'. */
export default {
  boolean: true,
  parseUrl: (_field, raw) => raw === 'true',
  inWords: (_field, value) => (value === true || value === 'true' ? 'Sim' : 'Não'),
} satisfies FilterValueRules;
