/**
 * What the build's antd theme derivation gives the portal (scripts/antd-map-token.ts writes it, vite.config.ts serves
 * it as `virtual:antd-map-token`). Declared here, on the portal's side, so the portal imports nothing from scripts/.
 */
export interface PortalMapToken {
  /** The seed the map was derived from: antd's default seed with the portal's tokens over it, in antd's order. */
  seed: Record<string, unknown>;
  map: Record<string, unknown>;
}
