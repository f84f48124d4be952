import L from 'leaflet';

/**
 * Adds each shape to the map once the view comes near it, never removing it. Leaflet projects and clips every point
 * of every added shape on each zoom, seen or not: the offline basemap's world is ≈ 26 k points, and a map of
 * Santa Catarina's deliveries showed a few hundred of them while a phone projected them all twice (its first view,
 * then the zoom to its markers; docs/performance.md, "2026-12-07 (later): the basemap's shapes added near the view").
 * `padding` is the view's share added on each side (0.5: half a view), so a short pan finds its shapes drawn.
 */
export function addNearView(map: L.Map, features: GeoJSON.Feature[], options: L.GeoJSONOptions, padding = 0.5): L.GeoJSON {
  const layer = L.geoJSON(undefined, options).addTo(map);
  let pending = features.map((feature) => ({ feature, bounds: boundsOf(feature.geometry) }));
  const update = () => {
    const view = map.getBounds().pad(padding);
    const near: typeof pending = [];
    const far: typeof pending = [];
    for (const p of pending) (view.intersects(p.bounds) ? near : far).push(p);
    if (near.length === 0) return;
    pending = far;
    const collection: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: near.map((p) => p.feature) };
    layer.addData(collection);
    if (pending.length === 0) map.off('moveend', update);
  };
  update();
  map.on('moveend', update);
  return layer;
}

/** The lines of a MultiLineString as features of their own, so each is added when the view comes near it. */
export function lineFeatures(lines: GeoJSON.MultiLineString): GeoJSON.Feature[] {
  return lines.coordinates.map((coordinates) => ({ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates } }));
}

function boundsOf(geometry: GeoJSON.Geometry): L.LatLngBounds {
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  const walk = (c: unknown): void => {
    if (typeof (c as number[])[0] === 'number') {
      const [lng, lat] = c as [number, number];
      if (lat < south) south = lat;
      if (lat > north) north = lat;
      if (lng < west) west = lng;
      if (lng > east) east = lng;
    } else (c as unknown[]).forEach(walk);
  };
  if (geometry.type === 'GeometryCollection') geometry.geometries.forEach((g) => walk((g as GeoJSON.Polygon).coordinates));
  else walk(geometry.coordinates);
  return L.latLngBounds([south, west], [north, east]);
}
