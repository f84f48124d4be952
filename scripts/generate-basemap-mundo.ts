/**
 * Writes src/components/map/mundo-basemap.json, the offline basemap's land and country borders (docs/maps.md), from
 * the npm package `world-atlas` (Natural Earth, public domain): Latin America and the Caribbean at 1:50m, where the
 * portal's maps look (vehicles, routes and deliveries are in Brazil and its neighbours), the rest of the world at
 * 1:110m, so a map zoomed out still shows every continent. As GeoJSON, decoded at build time: the browser no longer
 * fetches the whole world at 1:50m (756 kB) and decodes its TopoJSON, and Leaflet projects ≈ 26 k points instead of
 * ≈ 118 k on every draw (1369 on a phone: docs/performance.md, "2026-12-02: the offline basemap's world, one grid theme").
 *
 *   npx tsx scripts/generate-basemap-mundo.ts
 *
 * A country is in the detailed region when the mean point of its largest ring lies in it (the United States' Hawaii
 * and Alaska would put a bounding box test everywhere). Borders between two countries use the finer shapes when
 * either of them is in the region, so a border is drawn once and meets the coast it ends on.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

const root = resolve(import.meta.dirname, '..');
export const OUT = join(root, 'src', 'components', 'map', 'mundo-basemap.json');
/** The detailed region, in degrees: Mexico to Tierra del Fuego, the Pacific coast to the Atlantic islands. */
const REGION = { west: -120, east: -25, south: -60, north: 33 };

type Countries = Topology<{ countries: GeometryCollection<{ name: string }> }>;
const read = (file: string) => JSON.parse(readFileSync(join(root, 'node_modules', 'world-atlas', file), 'utf8')) as Countries;

/** The mean point of a country's largest ring (its mainland). */
function mainland(geometry: GeoJSON.Polygon | GeoJSON.MultiPolygon): [number, number] {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let ring = polygons[0]![0]!;
  for (const polygon of polygons) if (polygon[0]!.length > ring.length) ring = polygon[0]!;
  return [ring.reduce((s, p) => s + p[0]!, 0) / ring.length, ring.reduce((s, p) => s + p[1]!, 0) / ring.length];
}

/** Coordinates rounded to `digits` decimals (3: ≈ 100 m, finer than 1:50m; 2: ≈ 1 km, finer than 1:110m). */
function rounded<T>(value: T, digits: number): T {
  const k = 10 ** digits;
  const walk = (v: unknown): unknown => (typeof v === 'number' ? Math.round(v * k) / k : Array.isArray(v) ? v.map(walk) : v);
  return walk(value) as T;
}

/** Land and borders as written to OUT, with the number of countries drawn at 1:50m. */
export function buildMundo(): { land: GeoJSON.FeatureCollection; borders: GeoJSON.MultiLineString; detailed: number } {
  const fine = read('countries-50m.json');
  const coarse = read('countries-110m.json');
  const inRegion = new Set<string>();
  for (const f of feature(fine, fine.objects.countries).features) {
    if (!f.geometry) continue;
    const [lng, lat] = mainland(f.geometry as GeoJSON.Polygon | GeoJSON.MultiPolygon);
    if (lng > REGION.west && lng < REGION.east && lat > REGION.south && lat < REGION.north) inRegion.add(String(f.id));
  }
  const regional = (g: { id?: string | number }) => inRegion.has(String(g.id));

  const land: GeoJSON.Feature[] = [];
  for (const [topology, digits, keep] of [[fine, 3, true], [coarse, 2, false]] as const) {
    for (const f of feature(topology, topology.objects.countries).features) {
      if (f.geometry && regional(f) === keep) land.push({ type: 'Feature', properties: {}, geometry: { ...f.geometry, coordinates: rounded((f.geometry as GeoJSON.Polygon).coordinates, digits) } as GeoJSON.Geometry });
    }
  }
  const borders: GeoJSON.MultiLineString = {
    type: 'MultiLineString',
    coordinates: [
      ...rounded(mesh(fine, fine.objects.countries, (a, b) => a !== b && (regional(a) || regional(b))).coordinates, 3),
      ...rounded(mesh(coarse, coarse.objects.countries, (a, b) => a !== b && !regional(a) && !regional(b)).coordinates, 2),
    ],
  };

  if (!inRegion.has('076')) throw new Error('Brazil (076) is not in the detailed region');
  return { land: { type: 'FeatureCollection', features: land }, borders, detailed: inRegion.size };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { land, borders, detailed } = buildMundo();
  const text = JSON.stringify({ land, borders });
  writeFileSync(OUT, `${text}\n`);
  console.log(`${OUT}: ${land.features.length} countries (${detailed} at 1:50m), ${(text.length / 1024).toFixed(0)} kB`);
}
