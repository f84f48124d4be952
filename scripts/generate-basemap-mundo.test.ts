import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildMundo, OUT } from './generate-basemap-mundo.ts';

/** Every [lng, lat] of a geometry's coordinates. */
function points(coordinates: unknown): number[][] {
  const out: number[][] = [];
  const walk = (v: unknown) => (typeof (v as unknown[])[0] === 'number' ? out.push(v as number[]) : (v as unknown[]).forEach(walk));
  walk(coordinates);
  return out;
}

describe('the offline basemap of the world (mundo-basemap.json)', () => {
  const built = buildMundo();
  const committed = JSON.parse(readFileSync(OUT, 'utf8')) as { land: GeoJSON.FeatureCollection; borders: GeoJSON.MultiLineString };

  it('is what scripts/generate-basemap-mundo.ts writes from world-atlas', () => {
    expect(committed).toEqual({ land: built.land, borders: built.borders });
  });

  it('has every continent, Latin America in detail, in a fraction of the 1:50m world', () => {
    const land = committed.land.features.flatMap((f) => points((f.geometry as GeoJSON.MultiPolygon).coordinates));
    const inBox = (w: number, e: number, s: number, n: number) => land.filter(([x, y]) => x! >= w && x! <= e && y! >= s && y! <= n).length;
    // Brazil's coast near Florianópolis, Africa, Europe, Asia, Australia: land is drawn there
    for (const [w, e, s, n] of [[-49, -48, -28, -27], [10, 40, -35, 35], [-10, 30, 36, 60], [70, 140, 10, 60], [113, 154, -39, -10]]) expect(inBox(w!, e!, s!, n!)).toBeGreaterThan(0);
    // 1:50m in the region (3 decimals), 1:110m elsewhere (2): Brazil's box holds far more points per degree than Africa's
    expect(inBox(-74, -34, -34, 5) / (40 * 39)).toBeGreaterThan(5 * (inBox(-18, 52, -35, 37) / (70 * 72)));
    expect(built.detailed).toBeGreaterThan(40);
    expect(land.length + points(committed.borders.coordinates).length).toBeLessThan(30_000); // the 1:50m world: ≈ 118 k
  });
});
