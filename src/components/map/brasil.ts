import L from 'leaflet';
// Brazil's states and the map's cities (scripts/generate-basemap-brasil.ts: IBGE meshes via the npm package
// mapa-brasil, MIT; docs/maps.md), a separate static file fetched only when an offline map is drawn.
import brasilUrl from './brasil-basemap.json?url';
import './brasil.css';
import { staticJson } from './staticJson.ts';
import { addNearView } from './nearView.ts';

export interface BrasilBasemap {
  states: GeoJSON.FeatureCollection<GeoJSON.MultiPolygon, { uf: string; nome: string; label: [number, number] }>;
  cities: { nome: string; uf: string; lat: number; lng: number; capital: boolean }[];
}

export const loadBrasil = staticJson<BrasilBasemap>(brasilUrl);

/** A text label on the map: plain DOM text (found by name), never a click target. */
const label = (lat: number, lng: number, text: string, className: string, pane: string) =>
  L.marker([lat, lng], {
    pane,
    interactive: false,
    keyboard: false,
    icon: L.divIcon({ className, html: '', iconSize: undefined }),
  }).on('add', (e) => {
    const el = (e.target as L.Marker).getElement();
    if (!el) return;
    // the element is a 0×0 box on the point; the text is a child laid out around it (brasil.css)
    const span = document.createElement('span');
    span.textContent = text;
    el.replaceChildren(span);
    // not a marker for whoever counts the map's markers (tests, the pins' CSS): brasil.css places it instead
    el.classList.remove('leaflet-marker-icon');
  });

/**
 * Draws Brazil over the world's land: state outlines, state names, city dots and names. Which labels show
 * depends on the zoom (brasil.css, by the container's data-zoom, which leafletSurface.ts keeps): capitals and states always, the other cities
 * from zoom 6, so the country view stays readable.
 */
export function addBrasil(map: L.Map, { states, cities }: BrasilBasemap): void {
  map.createPane('basemap-states').style.zIndex = '202';
  map.createPane('basemap-labels').style.zIndex = '350';
  addNearView(map, states.features, { pane: 'basemap-states', interactive: false, style: { color: '#8f887a', weight: 1, fillColor: '#faf7ef', fillOpacity: 1 } });
  const fixed: Placed[] = [];
  for (const f of states.features) {
    const [lat, lng] = f.properties.label;
    fixed.push({ marker: label(lat, lng, f.properties.nome, 'mirante-basemap-state', 'basemap-labels').addTo(map), text: f.properties.nome, kind: 'state' });
  }
  const minor: Placed[] = [];
  for (const c of cities) {
    const marker = label(c.lat, c.lng, c.nome, c.capital ? 'mirante-basemap-city mirante-basemap-capital' : 'mirante-basemap-city', 'basemap-labels').addTo(map);
    (c.capital ? fixed : minor).push({ marker, text: c.nome, kind: 'city' });
  }
  const declutter = () => hideOverlaps(map, fixed, minor);
  declutter();
  map.on('zoomend', declutter);
  map.attributionControl.addAttribution('IBGE');
}

interface Placed {
  marker: L.Marker;
  text: string;
  kind: 'state' | 'city';
}

/** The label's box in layer pixels, estimated from its text (11 px type; state names are spaced capitals). */
function boxOf(map: L.Map, { marker, text, kind }: Placed) {
  const p = map.latLngToLayerPoint(marker.getLatLng());
  if (kind === 'state') {
    const w = text.length * 8.5;
    return { x: p.x - w / 2, y: p.y - 7, w, h: 14 };
  }
  return { x: p.x - 4, y: p.y - 7, w: text.length * 6.5 + 10, h: 14 };
}

/**
 * States and capitals are always named; another city only where its name would not cover one already placed
 * (Itajaí, Navegantes and Balneário Camboriú are a few km apart), and from zoom 6 (brasil.css).
 */
function hideOverlaps(map: L.Map, fixed: Placed[], minor: Placed[]) {
  const placed = fixed.map((l) => boxOf(map, l));
  for (const l of minor) {
    const b = boxOf(map, l);
    const free = !placed.some((o) => b.x < o.x + o.w && o.x < b.x + b.w && b.y < o.y + o.h && o.y < b.y + b.h);
    const el = l.marker.getElement();
    if (el) el.style.visibility = free ? '' : 'hidden';
    if (free) placed.push(b);
  }
}
