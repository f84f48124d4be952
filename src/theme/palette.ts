/**
 * The portal's colours, chosen to reach WCAG AA (4.5:1) on white and on antd's light tints, with the
 * meaning the spec gives them kept (green positive, red negative, amber due today, blue primary).
 * antd's defaults (#1677ff 4.1:1, #389e0d 3.46:1, #d48806 2.86:1, secondary #8c8c8c 3.36:1) do not.
 * CSS files that cannot import this repeat the hex values with a pointer here.
 */
import type { ThemeConfig } from 'antd';

export const PALETTE = {
  /** antd blue-7: 6.2:1 on white, 5.5:1 on the selected menu item's #e6f4ff. */
  primary: '#0958d9',
  /** green-8: 5.6:1 on white. */
  positive: '#237804',
  /** red-7 (antd's own): 5.6:1 on white. */
  negative: '#cf1322',
  /** gold-9: amber text ('Vence Hoje'), 6.3:1 on white. */
  warning: '#874d00',
  /** orange-8. */
  orange: '#ad4e00',
  /** yellow-9 (yellow text on white is never readable: dark olive keeps the hue). */
  yellow: '#614700',
  /** cyan-8. */
  cyan: '#006d75',
  purple: '#531dab',
  /** blue-8, what a hovered link or button shows: 8.6:1 on white (antd derives a lighter blue, ≈ 3.5:1, that axe
   *  refuses when the pointer rests on a link, e.g. a Home link under where 'Entrar' was clicked). */
  primaryHover: '#003eb3',
  /** Secondary text: 7:1 on white, 6.4:1 on the layout's #f5f5f5. */
  secondaryText: '#595959',
} as const;

/** antd seed tokens of the portal; the app and Storybook use them through theme/antdTheme.ts (derived at build time). */
export const ANTD_THEME: ThemeConfig = {
  token: {
    colorPrimary: PALETTE.primary,
    colorLink: PALETTE.primary,
    colorLinkHover: PALETTE.primaryHover,
    colorPrimaryHover: PALETTE.primaryHover,
    colorSuccess: PALETTE.positive,
    colorWarning: PALETTE.warning,
    colorError: PALETTE.negative,
    colorTextSecondary: PALETTE.secondaryText,
    colorTextDescription: PALETTE.secondaryText,
    colorTextTertiary: PALETTE.secondaryText,
    colorTextPlaceholder: '#707070',
  },
  // A fixed scope for antd's CSS variables (antd's default is React's useId): the build writes their <style>
  // elements into index.html under this key (scripts/antd-css-vars.ts), so antd finds them there on every load.
  cssVar: { key: 'css-var-mirante' },
};
