import { describe, expect, it } from 'vitest';
import { findEmptyDefaults } from '../../scripts/empty-defaults.ts';

/**
 * Every screen opens with data for every demo company that releases its code, with its default filters, also on a
 * month's first day — where "this month" is one day — at the small scale the tests seed (docs/data-model.md, "Demo
 * scenarios"; 1418, 1519, 1331, 1475 and 1477 were empty there). Company 4's data source is unreachable by design
 * (the 'sem conexão' case): its dashboard answers 503.
 */
describe('default filters on a month\'s first day (small scale, 2026-12-01)', () => {
  it('no screen answers an empty list or an error, but company 4\'s unreachable source', async () => {
    const found = await findEmptyDefaults({ today: '2026-12-01', scale: 'small' });
    expect(found).toEqual([
      '01.74.1325 empresa 4 resumo: HTTP 503',
      '01.74.1325 empresa 4 saldos: HTTP 503',
      '01.74.1325 empresa 4 fluxo: HTTP 503',
    ]);
  }, 120_000);
});
