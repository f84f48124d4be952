/**
 * The map's tile server, a runtime setting (docs/maps.md): MIRANTE_MAP_TILE_URL (e.g.
 * 'https://tile.openstreetmap.org/{z}/{x}/{y}.png') and MIRANTE_MAP_TILE_ATTRIBUTION. Unset (the default) the
 * portal's maps draw the offline basemap shipped with the portal, so they work on networks that reach no map
 * service. Handed to the portal in GET /config.js; the tile origin joins the CSP's img-src.
 */
export interface MapTileSettings {
  mapTileUrl?: string;
  mapTileAttribution?: string;
}

/** From the environment (read by config.ts); a URL that is not http(s) stops the start. */
export function mapTileSettings(env: NodeJS.ProcessEnv): MapTileSettings {
  const url = env.MIRANTE_MAP_TILE_URL?.trim();
  if (!url) return {};
  if (!/^https?:\/\//i.test(url)) throw new Error(`MIRANTE_MAP_TILE_URL inválido: '${url}'. Use um endereço http(s)://…/{z}/{x}/{y}.png.`);
  return { mapTileUrl: url, mapTileAttribution: env.MIRANTE_MAP_TILE_ATTRIBUTION?.trim() || undefined };
}

/** The tile server's origin for the CSP ('' without one). '{s}' subdomains become a wildcard. */
export function mapTileOrigin(settings: MapTileSettings): string {
  if (!settings.mapTileUrl) return '';
  try {
    const u = new URL(settings.mapTileUrl.replace('{s}', 'a'));
    return settings.mapTileUrl.includes('{s}.') ? `${u.protocol}//*.${u.host.split('.').slice(1).join('.')}` : u.origin;
  } catch {
    return '';
  }
}
