import { describe, expect, it } from 'vitest';
import { formatValue as portalFormat } from '../../src/engine/format/formatValue.ts';
import { formatValue as messageFormat } from '../../server/src/subscriptions/values.ts';

// A subscription's message shows a card's figure as the screen shows it: the server formats with the portal's rules
// from common/ (numberFormat.ts, dateFormat.ts), so the same value and format give the same text on both sides.
describe("the message's values as the portal shows them", () => {
  const values = [0, 1234.5, -1234.567, 0.004, -0.004, 12_345_678.9, '987.6', null, undefined, ''];
  for (const format of ['currency', 'number', 'quantity', 'percent', 'integer'] as const) {
    it(format, () => {
      for (const value of values) expect(messageFormat(value, { format }), `${format} ${String(value)}`).toBe(portalFormat(value, format));
      expect(messageFormat(45.678, { format, decimals: 1 })).toBe(portalFormat(45.678, format, { decimals: 1 }));
    });
  }
  it('date', () => {
    for (const value of ['2026-11-21', '2026-11-21T10:30:00', null]) expect(messageFormat(value, { format: 'date' })).toBe(portalFormat(value, 'date'));
  });
});
