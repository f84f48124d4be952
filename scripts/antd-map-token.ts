/**
 * antd's theme derivation for the portal's seed, done at build time. antd derives ~445 "map" tokens (colour palettes,
 * sizes, radii) from the seed on every page load, inside the first render of its ConfigProvider: ~7 ms in Node, about
 * 30 ms of a 100 ms long task at a phone's 4× CPU (bench/long-tasks.ts on 1325). vite.config.ts's `antdMapToken`
 * plugin serves the result as `virtual:antd-map-token`; src/theme/antdTheme.ts answers antd's algorithm from it.
 */
import { theme } from 'antd';
import { ANTD_THEME } from '../src/theme/palette.ts';
import type { PortalMapToken } from '../src/theme/mapToken.ts';

export type { PortalMapToken };

export function antdMapToken(): PortalMapToken {
  const seed = { ...theme.defaultSeed, ...ANTD_THEME.token } as Record<string, unknown>;
  return { seed, map: theme.defaultAlgorithm(seed as never) as unknown as Record<string, unknown> };
}
