import { describe, expect, it } from 'vitest';
import { soak } from '../bench/soak.ts';

/**
 * The soak bench (bench/soak.ts) in short: one real server, 10 s of mixed report reads, approvals and sign-ins
 * from 4 connections, then idle. No error answer, and the server's resident memory back to at most 10 % above what it
 * was at rest before the load (the 10-minute run's figures are in docs/performance.md, "Soak"). The load keeps both
 * cores busy for its whole length, in the middle of the test command: 10 s and not 20 s takes ≈ 20 CPU-s out of every
 * run; a slow leak is the 10-minute bench's to find, this is the smoke test of the same path.
 */
describe('soak (short)', () => {
  it('serves mixed reads, writes and sign-ins without an error, and its memory comes back', async () => {
    const lines: string[] = [];
    const result = await soak({ seconds: 10, connections: 4, settle: 30, growthOnly: true, log: (line) => lines.push(line) });
    const report = lines.join('\n');
    expect(result.errors, report).toEqual([]);
    expect(result.errorCount, report).toBe(0);
    expect(result.byKind.leitura, report).toBeGreaterThan(0);
    expect(result.byKind.aprovacao, report).toBeGreaterThan(0);
    expect(result.byKind.entrada, report).toBeGreaterThan(0);
    // a leak shows as growth; memory given back below the resting figure (−14 % once, under load) is not one, so the
    // settle stops waiting as soon as this holds (growthOnly) rather than for a figure within ±10 %
    expect(result.rssChange, report).toBeLessThanOrEqual(0.1);
  }, 480_000);
});
