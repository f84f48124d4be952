import L from 'leaflet';
// Brazil's states and the map's cities (scripts/generate-basemap-brasil.ts: IBGE meshes via the npm package
// mapa-brasil, MIT; docs/maps.md), a separate static file fetched only when an offline map is drawn.
import brasilUrl from './brasil-basemap.json?url';
import './brasil.css';

export interface BrasilBasemap {
  states: GeoJSON.FeatureCollection<GeoJSON.MultiPolygon, { uf: string; nome: string; label: [number, number] }>;
  cities: { nome: string; uf: string; lat: number; lng: number; capital: boolean }[];
}

let brasil: Promise<BrasilBasemap> | undefined;

export function loadBrasil(): Promise<BrasilBasemap> {
  brasil ??= fetch(brasilUrl)
    .then((res) => {
      if (!res.ok) throw new Error(`basemap ${res.status}`);
      return res.json() as Promise<BrasilBasemap>;
    })
    .catch((error: unknown) => {
      brasil = undefined; // a later map may try again
      throw error;
    });
  return brasil;
}

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
    el.textContent = text;
    // not a marker for whoever counts the map's markers (tests, the pins' CSS): brasil.css places it instead
    el.classList.remove('leaflet-marker-icon');
  });

/**
 * Draws Brazil over the world's land: state outlines, state names, city dots and names. Which labels show
 * depends on the zoom (brasil.css, by the container's data-zoom, which leafletSurface.ts keeps): capitals and states always, the other cities
 * from zoom 6, so the country view stays readable.
 */
export function addBrasil(map: L.Map, { states, cities }: BrasilBasemap): void {
  map.createPane('basemap-labels').style.zIndex = '350';
  L.geoJSON(states, { pane: 'basemap', interactive: false, style: { color: '#8f887a', weight: 1, fillColor: '#faf7ef', fillOpacity: 1 } }).addTo(map);
  for (const f of states.features) label(f.properties.label[0], f.properties.label[1], f.properties.nome, 'mirante-basemap-state', 'basemap-labels').addTo(map);
  for (const c of cities) {
    label(c.lat, c.lng, c.nome, c.capital ? 'mirante-basemap-city mirante-basemap-capital' : 'mirante-basemap-city', 'basemap-labels').addTo(map);
  }
  map.attributionControl.addAttribution('IBGE');
}
