import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayIso } from '../engine/calls/templates.ts';
import { serverToday } from './businessDate.ts';

afterEach(() => vi.unstubAllGlobals());

describe("the server's business date from /config.js", () => {
  it('is the engine business date when the server gives one', () => {
    vi.stubGlobal('window', { __MIRANTE__: { apiBaseUrl: '/api', today: '2027-01-03' } });
    expect(serverToday()).toBe('2027-01-03');
    expect(todayIso()).toBe('2027-01-03');
  });

  it("falls back to the browser's date without one (or with a broken one)", () => {
    vi.stubGlobal('window', { __MIRANTE__: { apiBaseUrl: '/api', today: '2027-02-30' } });
    expect(serverToday()).toBeUndefined();
    expect(todayIso()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    vi.stubGlobal('window', {});
    expect(serverToday()).toBeUndefined();
  });
});
