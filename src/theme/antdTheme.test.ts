import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import built from 'virtual:antd-map-token';
import { PORTAL_ANTD_THEME, portalAlgorithm } from './antdTheme.ts';
import { ANTD_THEME, PALETTE } from './palette.ts';

const portalSeed = () => ({ ...theme.defaultSeed, ...ANTD_THEME.token });

describe('the portal theme derived at build time', () => {
  it("gives every design token antd's own derivation gives", () => {
    expect(theme.getDesignToken(PORTAL_ANTD_THEME)).toEqual(theme.getDesignToken(ANTD_THEME));
    expect(theme.getDesignToken(PORTAL_ANTD_THEME).colorPrimary).toBe(PALETTE.primary);
  });

  it("answers the portal's seed from the build, without deriving it again", () => {
    expect(portalAlgorithm(portalSeed())).toBe(built.map);
    expect(built.map).toEqual(theme.defaultAlgorithm(portalSeed()));
  });

  it('derives any other seed as antd does', () => {
    const other = { ...portalSeed(), colorPrimary: '#722ed1' };
    expect(portalAlgorithm(other)).not.toBe(built.map);
    expect(portalAlgorithm(other)).toEqual(theme.defaultAlgorithm(other));
    expect(portalAlgorithm(other).colorPrimary).toBe('#722ed1');
  });
});
