/** Column and card fragments shared by definitions (plain data, spread: `{ field: 'valor', header: 'Valor', ...MONEY }`). */

/** An amount in R$ (pt-BR, 2 decimals). */
export const MONEY = { format: 'currency' } as const;

/** ABC class tag: A green, B yellow, C red (spec 2 §4; 1326, 1328, 1329, 1417 and their detail modals). */
export const ABC_CLASS_COLOURS = { map: { A: 'green', B: 'yellow', C: 'red' }, tag: true } as const;

/** The module-2 ABC (02.76.1417): the tag colour follows the lowercase class, so either case gets its colour. */
export const ABC_CLASS_COLOURS_ANY_CASE = {
  map: { ...ABC_CLASS_COLOURS.map, a: 'green', b: 'yellow', c: 'red' },
  tag: true,
} as const;
