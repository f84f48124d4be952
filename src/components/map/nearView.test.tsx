/**
 * The offline basemap's shapes are added as the view comes near them (nearView.ts): Leaflet projects every added
 * shape on each zoom, seen or not. Leaflet under jsdom, its SVG renderer drawing each added shape as a path.
 */
import { afterEach, describe, expect, it } from 'vitest';
import L from 'leaflet';
import { addNearView, lineFeatures } from './nearView.ts';

const square = (lng: number, lat: number, name: string): GeoJSON.Feature => ({
  type: 'Feature',
  properties: { name },
  geometry: { type: 'Polygon', coordinates: [[[lng - 1, lat - 1], [lng + 1, lat - 1], [lng + 1, lat + 1], [lng - 1, lat + 1], [lng - 1, lat - 1]]] },
});
const florianopolis: [number, number] = [-27.6, -48.5];
const lisboa: [number, number] = [38.7, -9.1];

let map: L.Map | undefined;
afterEach(() => {
  map?.remove();
  document.body.replaceChildren();
});

function mapAt(center: [number, number]): L.Map {
  const element = document.createElement('div');
  document.body.append(element);
  // jsdom lays nothing out: the map's box as a phone's (Leaflet reads its size from these)
  Object.defineProperties(element, { clientWidth: { value: 390 }, clientHeight: { value: 400 } });
  map = L.map(element, { center, zoom: 6 });
  return map;
}

describe('shapes added near the view', () => {
  it('adds what is near the view at once, the rest once the view comes near it, and keeps what it added', () => {
    const m = mapAt(florianopolis);
    const layer = addNearView(m, [square(-48.5, -27.6, 'santa catarina'), square(-9.1, 38.7, 'portugal')], { interactive: false });
    const names = () => layer.getLayers().map((l) => (l as L.Polygon).feature?.properties.name);
    expect(names()).toEqual(['santa catarina']);
    expect(document.querySelectorAll('.leaflet-overlay-pane path')).toHaveLength(1);

    m.setView(lisboa, 6); // a pan across the ocean: moveend
    expect(names().sort()).toEqual(['portugal', 'santa catarina']);
    m.setView(florianopolis, 6);
    expect(document.querySelectorAll('.leaflet-overlay-pane path')).toHaveLength(2);
  });

  it("splits a MultiLineString's lines, each added near the view", () => {
    const m = mapAt(florianopolis);
    const borders: GeoJSON.MultiLineString = { type: 'MultiLineString', coordinates: [[[-49, -28], [-48, -27]], [[-9, 38], [-8, 39]]] };
    const layer = addNearView(m, lineFeatures(borders), { interactive: false });
    expect(layer.getLayers()).toHaveLength(1);
    m.setView(lisboa, 6);
    expect(layer.getLayers()).toHaveLength(2);
  });
});
