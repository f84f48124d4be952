import { theme, type ThemeConfig } from 'antd';
import built from 'virtual:antd-map-token';
import { ANTD_THEME } from './palette.ts';

type Algorithm = typeof theme.defaultAlgorithm;

/** Whether antd asks for the seed the build derived (same keys, same values). */
function isBuiltSeed(seed: Record<string, unknown>): boolean {
  const keys = Object.keys(built.seed);
  return Object.keys(seed).length === keys.length && keys.every((key) => Object.is(seed[key], built.seed[key]));
}

/**
 * antd's default algorithm, answered from the build for the portal's own seed (scripts/antd-map-token.ts): the
 * derivation is not redone in the browser on every page load. Any other seed (a nested theme) is derived as usual.
 */
export const portalAlgorithm: Algorithm = (seed) =>
  isBuiltSeed(seed as unknown as Record<string, unknown>) ? (built.map as unknown as ReturnType<Algorithm>) : theme.defaultAlgorithm(seed);

/** The portal's antd theme: its palette (theme/palette.ts) with the derivation done at build time. */
export const PORTAL_ANTD_THEME: ThemeConfig = { ...ANTD_THEME, algorithm: portalAlgorithm };
