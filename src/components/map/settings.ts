/**
 * Map settings that depend on the network where the portal runs (docs/maps.md). The server hands them in
 * GET /config.js (`window.__MIRANTE__.mapTileUrl`, from MIRANTE_MAP_TILE_URL): with a tile URL a map without a
 * Google key (googleKey.ts) draws those tiles; without one (the default, and any network that reaches no map
 * service) it draws the offline basemap of basemap.ts.
 */
export interface MapSettings {
  tileUrl?: string;
  tileAttribution?: string;
}

export function mapSettings(): MapSettings {
  const cfg = typeof window !== 'undefined' ? (window as { __MIRANTE__?: { mapTileUrl?: string; mapTileAttribution?: string } }).__MIRANTE__ : undefined;
  return { tileUrl: cfg?.mapTileUrl || undefined, tileAttribution: cfg?.mapTileAttribution || undefined };
}

/** Spec 3 §9: default centre about (-27.24, -48.63), zoom 10; 13 when a vehicle is selected. */
export const DEFAULT_CENTER: [number, number] = [-27.24, -48.63];
export const DEFAULT_ZOOM = 10;
export const FOCUS_ZOOM = 13;
