import { describe, expect, it } from 'vitest';
import { mapTileOrigin, mapTileSettings } from './mapTiles.ts';
import { contentSecurityPolicy } from './portal.ts';

describe('map tile setting (docs/maps.md)', () => {
  it('is absent by default: the portal draws the offline basemap and the CSP allows no other image origin', () => {
    expect(mapTileSettings({})).toEqual({});
    expect(contentSecurityPolicy('/api', mapTileOrigin({}))).toContain("img-src 'self' data: blob:;");
  });

  it('gives the tile URL and attribution, and its origin joins img-src', () => {
    const s = mapTileSettings({ MIRANTE_MAP_TILE_URL: 'https://tiles.example.com/osm/{z}/{x}/{y}.png', MIRANTE_MAP_TILE_ATTRIBUTION: '© OpenStreetMap' });
    expect(s).toEqual({ mapTileUrl: 'https://tiles.example.com/osm/{z}/{x}/{y}.png', mapTileAttribution: '© OpenStreetMap' });
    expect(contentSecurityPolicy('/api', mapTileOrigin(s))).toContain("img-src 'self' data: blob: https://tiles.example.com;");
  });

  it('turns {s} subdomains into a wildcard and stops the start on a value that is not http(s)', () => {
    expect(mapTileOrigin({ mapTileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' })).toBe('https://*.tile.example.org');
    expect(() => mapTileSettings({ MIRANTE_MAP_TILE_URL: 'javascript:alert(1)' })).toThrow("MIRANTE_MAP_TILE_URL inválido: 'javascript:alert(1)'. Use um endereço http(s)://…/{z}/{x}/{y}.png.");
  });
});
