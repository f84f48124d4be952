import { choiceChecks } from '../choiceChecks.ts';

/** Its options' call must be the screen's (the same check as every choice, choiceChecks.ts). */
export const checks = choiceChecks;
