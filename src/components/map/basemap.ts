import L from 'leaflet';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Natural Earth 1:50m country shapes (world-atlas, public domain) as a separate static file: fetched only when a
// map is drawn, never part of a JavaScript chunk.
import countriesUrl from 'world-atlas/countries-50m.json?url';
import { mapSettings } from './settings.ts';
import { addBrasil, loadBrasil } from './brasil.ts';

let countries: Promise<{ land: GeoJSON.GeoJsonObject; borders: GeoJSON.GeoJsonObject }> | undefined;

function loadCountries() {
  countries ??= fetch(countriesUrl)
    .then((res) => {
      if (!res.ok) throw new Error(`basemap ${res.status}`);
      return res.json() as Promise<Topology<{ countries: GeometryCollection }>>;
    })
    .then((topo) => ({
      land: feature(topo, topo.objects.countries) as GeoJSON.GeoJsonObject,
      borders: mesh(topo, topo.objects.countries, (a, b) => a !== b) as GeoJSON.GeoJsonObject,
    }))
    .catch((error: unknown) => {
      countries = undefined; // a later map may try again
      throw error;
    });
  return countries;
}

/** Sea colour behind the offline land shapes (the container's background). */
export const OFFLINE_SEA = '#cfe3f3';

/**
 * Adds the basemap under the markers: the configured tile server, or land and country borders drawn from the
 * shipped shapes with Brazil's states and cities over them (brasil.ts; no network beyond the portal's own server). Resolves when drawn; rejects when neither works.
 * `removed` says the map was removed meanwhile: the shapes are then not added.
 */
export async function addBasemap(map: L.Map, removed: () => boolean = () => false): Promise<'tiles' | 'offline'> {
  const { tileUrl, tileAttribution } = mapSettings();
  if (tileUrl) {
    L.tileLayer(tileUrl, { maxZoom: 19, attribution: tileAttribution ?? '' }).addTo(map);
    return 'tiles';
  }
  const [{ land, borders }, brasil] = await Promise.all([loadCountries(), loadBrasil()]);
  // the map went while the shapes loaded (its drawer closed): nothing to draw on
  if (removed()) return 'offline';
  map.createPane('basemap').style.zIndex = '200';
  L.geoJSON(land, { pane: 'basemap', interactive: false, style: { color: '#b7b09c', weight: 0.8, fillColor: '#f2efe6', fillOpacity: 1 } }).addTo(map);
  L.geoJSON(borders, { pane: 'basemap', interactive: false, style: { color: '#8c8c8c', weight: 1.2, dashArray: '4 3', fill: false } }).addTo(map);
  map.attributionControl.addAttribution('Natural Earth');
  addBrasil(map, brasil);
  return 'offline';
}
