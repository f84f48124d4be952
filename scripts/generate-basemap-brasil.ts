/**
 * Writes src/components/map/brasil-basemap.json, the offline basemap's Brazil (docs/maps.md), once, from the
 * npm package `mapa-brasil` (MIT; IBGE's 1:250 000 state and municipality meshes, BRUFE250GC / MUE250GC, drawn as
 * SVG in plain longitude/latitude): the 27 states' outlines with their names and label points, and the cities the
 * map names — every state capital and every municipality of the demo data (server/src/seed/municipios.ts).
 *
 *   npx tsx scripts/generate-basemap-brasil.ts
 *
 * The package's SVGs are unprojected (equal scale on both axes, 1 unit of margin), so a point is put back in degrees
 * from the extremes of Brazil's mainland; the municipality SVGs (one per state, each fitted to its own state) are
 * put back with that state's bounds. The script checks the result: every demo city must fall in its own state.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MUNICIPIOS } from '../server/src/seed/municipios.ts';

const root = resolve(import.meta.dirname, '..');
const data = join(root, 'node_modules', 'mapa-brasil', 'data');
const OUT = join(root, 'src', 'components', 'map', 'brasil-basemap.json');

/** IBGE state code → UF, name and capital (the package names states in capitals only and has no capitals). */
const STATES: Record<string, [uf: string, nome: string, capital: string]> = {
  11: ['RO', 'Rondônia', 'Porto Velho'], 12: ['AC', 'Acre', 'Rio Branco'], 13: ['AM', 'Amazonas', 'Manaus'],
  14: ['RR', 'Roraima', 'Boa Vista'], 15: ['PA', 'Pará', 'Belém'], 16: ['AP', 'Amapá', 'Macapá'],
  17: ['TO', 'Tocantins', 'Palmas'], 21: ['MA', 'Maranhão', 'São Luís'], 22: ['PI', 'Piauí', 'Teresina'],
  23: ['CE', 'Ceará', 'Fortaleza'], 24: ['RN', 'Rio Grande do Norte', 'Natal'], 25: ['PB', 'Paraíba', 'João Pessoa'],
  26: ['PE', 'Pernambuco', 'Recife'], 27: ['AL', 'Alagoas', 'Maceió'], 28: ['SE', 'Sergipe', 'Aracaju'],
  29: ['BA', 'Bahia', 'Salvador'], 31: ['MG', 'Minas Gerais', 'Belo Horizonte'], 32: ['ES', 'Espírito Santo', 'Vitória'],
  33: ['RJ', 'Rio de Janeiro', 'Rio de Janeiro'], 35: ['SP', 'São Paulo', 'São Paulo'], 41: ['PR', 'Paraná', 'Curitiba'],
  42: ['SC', 'Santa Catarina', 'Florianópolis'], 43: ['RS', 'Rio Grande do Sul', 'Porto Alegre'],
  50: ['MS', 'Mato Grosso do Sul', 'Campo Grande'], 51: ['MT', 'Mato Grosso', 'Cuiabá'], 52: ['GO', 'Goiás', 'Goiânia'],
  53: ['DF', 'Distrito Federal', 'Brasília'],
};
/** The extremes of Brazil's mainland (IBGE): Nascente do Rio Moa, Ponta do Seixas, Monte Caburaí, Arroio Chuí. */
const WEST = -73.9905, EAST = -34.7929, NORTH = 5.2719, SOUTH = -33.7507;

type Ring = [number, number][];
type Bounds = { minX: number; maxX: number; minY: number; maxY: number };

/** The <path> elements of one of the package's SVGs, each a list of rings in SVG units. */
function svgPaths(file: string): Ring[][] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/ d="([^"]*)"/g)].map(([, d]) =>
    d!.split('M').slice(1).map((sub) => {
      const n = sub.replace('Z', ' ').trim().split(/\s+/).map(Number);
      const ring: Ring = [];
      for (let i = 0; i + 1 < n.length; i += 2) ring.push([n[i]!, n[i + 1]!]);
      return ring;
    }),
  );
}
const boundsOf = (rings: Ring[]): Bounds => {
  const xs = rings.flat().map((p) => p[0]);
  const ys = rings.flat().map((p) => p[1]);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
};
/** SVG units → [lng, lat] for an SVG whose bounds stand for the given degrees. */
const unproject = (b: Bounds, west: number, east: number, north: number, south: number) => ([x, y]: [number, number]): [number, number] => [
  west + ((x - b.minX) / (b.maxX - b.minX)) * (east - west),
  north - ((y - b.minY) / (b.maxY - b.minY)) * (north - south),
];
const round = (v: number) => Math.round(v * 1000) / 1000;
const ringArea = (r: Ring) => r.reduce((a, p, i) => { const q = r[(i + 1) % r.length]!; return a + p[0] * q[1] - q[0] * p[1]; }, 0) / 2;
/** Area centroid of a ring (the label point of a state: its largest ring's). */
function centroid(r: Ring): [number, number] {
  let a = 0, cx = 0, cy = 0;
  r.forEach((p, i) => {
    const q = r[(i + 1) % r.length]!;
    const f = p[0] * q[1] - q[0] * p[1];
    a += f; cx += (p[0] + q[0]) * f; cy += (p[1] + q[1]) * f;
  });
  return [cx / (3 * a), cy / (3 * a)];
}
const inside = ([x, y]: [number, number], rings: Ring[]) => {
  let c = false;
  for (const r of rings) for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
    const [xi, yi] = r[i]!, [xj, yj] = r[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) c = !c;
  }
  return c;
};

// states: the national SVG, its paths in the order of the package's attribute list
const attrs = JSON.parse(readFileSync(join(data, 'json', 'federacao', 'br_unidades_da_federacao.json'), 'utf8')) as { CD_GEOCUF: string }[];
const paths = svgPaths(join(data, 'svg', 'low', 'federacao', 'br_unidades_da_federacao.svg'));
if (paths.length !== 27 || attrs.length !== 27) throw new Error(`esperados 27 estados: ${paths.length} desenhos, ${attrs.length} atributos`);
const toDegrees = unproject(boundsOf(paths.flat()), WEST, EAST, NORTH, SOUTH);
const states = paths.map((rings, i) => {
  const [uf, nome, capital] = STATES[attrs[i]!.CD_GEOCUF]!;
  const geo = rings.map((r) => r.map(toDegrees));
  const largest = geo.reduce((a, b) => (Math.abs(ringArea(b)) > Math.abs(ringArea(a)) ? b : a));
  return { uf, nome, capital, geo, label: centroid(largest) };
});

// cities: the demo's municipalities where they are in the seed, the other capitals at their municipality's centroid
const cities = MUNICIPIOS.map((m) => ({ nome: m.nome, uf: m.uf, lat: m.latitude, lng: m.longitude, capital: states.some((s) => s.uf === m.uf && s.capital === m.nome) }));
for (const s of states) {
  if (cities.some((c) => c.uf === s.uf && c.nome === s.capital)) continue;
  const uf = s.uf.toLowerCase();
  const names = JSON.parse(readFileSync(join(data, 'json', 'municipios', `${uf}_municipios.json`), 'utf8')) as { NM_MUNICIP: string }[];
  const shapes = svgPaths(join(data, 'svg', 'low', 'municipios', `${uf}_municipios.svg`));
  const i = names.findIndex((n) => n.NM_MUNICIP === s.capital.toUpperCase());
  if (i < 0 || !shapes[i]) throw new Error(`capital não encontrada no pacote: ${s.capital}/${s.uf}`);
  const b = boundsOf(s.geo);
  const toDeg = unproject(boundsOf(shapes.flat()), b.minX, b.maxX, b.maxY, b.minY);
  const largest = shapes[i]!.reduce((a, r) => (Math.abs(ringArea(r)) > Math.abs(ringArea(a)) ? r : a));
  const [lng, lat] = centroid(largest.map(toDeg));
  cities.push({ nome: s.capital, uf: s.uf, lat: round(lat), lng: round(lng), capital: true });
}

// check: each city in its own state (the island capitals, Florianópolis and Vitória, may sit just off the coast)
const misplaced = cities.filter((c) => !states.find((s) => s.uf === c.uf)!.geo.some((r) => inside([c.lng, c.lat], [r])));
const offshore = misplaced.filter((c) => states.some((s) => s.uf !== c.uf && s.geo.some((r) => inside([c.lng, c.lat], [r]))));
if (offshore.length > 0) throw new Error(`cidades dentro de outro estado: ${offshore.map((c) => `${c.nome}/${c.uf}`).join(', ')}`);
if (misplaced.length > 0) console.log(`fora do contorno simplificado (no litoral): ${misplaced.map((c) => `${c.nome}/${c.uf}`).join(', ')}`);

const basemap = {
  source: 'IBGE, malhas BRUFE250GC e MUE250GC, via o pacote npm mapa-brasil 1.0.6 (MIT); cidades da demonstração: server/src/seed/municipios.ts',
  states: {
    type: 'FeatureCollection',
    features: states.map((s) => ({
      type: 'Feature',
      properties: { uf: s.uf, nome: s.nome, label: [round(s.label[1]), round(s.label[0])] },
      geometry: { type: 'MultiPolygon', coordinates: s.geo.map((r) => [r.map(([x, y]) => [round(x), round(y)])]) },
    })),
  },
  // capitals first, then the seed's order (its most used towns first): the order in which names claim space on the map
  cities: cities.sort((a, b) => Number(b.capital) - Number(a.capital)),
};
writeFileSync(OUT, `${JSON.stringify(basemap)}\n`);
console.log(`${OUT}: ${states.length} estados, ${cities.length} cidades, ${(JSON.stringify(basemap).length / 1024).toFixed(0)} kB`);
