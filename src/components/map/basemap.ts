import L from 'leaflet';
// Land and country borders (scripts/generate-basemap-mundo.ts: Natural Earth via world-atlas, public domain; Latin
// America at 1:50m, the rest of the world at 1:110m) as a separate static file: fetched only when a map is drawn,
// never part of a JavaScript chunk, and already GeoJSON, so the browser decodes nothing.
import mundoUrl from './mundo-basemap.json?url';
import { mapSettings } from './settings.ts';
import { addBrasil, loadBrasil } from './brasil.ts';
import { staticJson } from './staticJson.ts';
import { addNearView, lineFeatures } from './nearView.ts';

interface MundoBasemap {
  land: GeoJSON.FeatureCollection;
  borders: GeoJSON.MultiLineString;
}

const loadMundo = staticJson<MundoBasemap>(mundoUrl);

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
  const [{ land, borders }, brasil] = await Promise.all([loadMundo(), loadBrasil()]);
  // the map went while the shapes loaded (its drawer closed): nothing to draw on
  if (removed()) return 'offline';
  // a pane each, in this order (land, borders, then Brazil's states): shapes come as the view nears them, and a
  // shape added later must not cover one drawn before it
  map.createPane('basemap').style.zIndex = '200';
  map.createPane('basemap-borders').style.zIndex = '201';
  addNearView(map, land.features, { pane: 'basemap', interactive: false, style: { color: '#b7b09c', weight: 0.8, fillColor: '#f2efe6', fillOpacity: 1 } });
  addNearView(map, lineFeatures(borders), { pane: 'basemap-borders', interactive: false, style: { color: '#8c8c8c', weight: 1.2, dashArray: '4 3', fill: false } });
  map.attributionControl.addAttribution('Natural Earth');
  addBrasil(map, brasil);
  return 'offline';
}
