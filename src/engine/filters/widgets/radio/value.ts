import { optionsAreNumbers, type FilterValueRules } from '../valueRules.ts';

/** The option's value: a number when the options are numbers. */
export default { isNumeric: optionsAreNumbers } satisfies FilterValueRules;
