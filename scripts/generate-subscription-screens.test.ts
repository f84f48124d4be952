import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { outputFile, subscriptionScreens } from './generate-subscription-screens.ts';

it('the screens the server e-mails (server/src/subscriptions/screens.generated.json) are current: run `npm run schemas`', async () => {
  expect(readFileSync(outputFile, 'utf8')).toBe(await subscriptionScreens());
});
