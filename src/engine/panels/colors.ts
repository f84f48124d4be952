/**
 * Colour names of definitions → the CSS a tinted card needs (background, border, text). antd's preset
 * names (green, gold, red, ...) map to their light/border/dark shades; any other string is used as a CSS colour.
 * The text shade is the darkest needed for 4.5:1 contrast on the light background (WCAG AA, the e2e axe check):
 * antd's 7th shade where it reaches it (red, blue, purple), its 8th or 9th otherwise (green 3.4 → 5.4:1,
 * gold 2.8 → 6.5:1, yellow, orange, cyan).
 */
export interface Tint {
  background: string;
  border: string;
  text: string;
}

const PRESETS: Record<string, Tint> = {
  green: { background: '#f6ffed', border: '#b7eb8f', text: '#237804' },
  gold: { background: '#fffbe6', border: '#ffe58f', text: '#874d00' },
  yellow: { background: '#feffe6', border: '#fadb14', text: '#614700' },
  red: { background: '#fff1f0', border: '#ffa39e', text: '#cf1322' },
  blue: { background: '#e6f4ff', border: '#91caff', text: '#0958d9' },
  orange: { background: '#fff7e6', border: '#ffd591', text: '#ad4e00' },
  purple: { background: '#f9f0ff', border: '#d3adf7', text: '#531dab' },
  cyan: { background: '#e6fffb', border: '#87e8de', text: '#006d75' },
  gray: { background: '#fafafa', border: '#d9d9d9', text: 'rgba(0, 0, 0, 0.65)' },
};

export function tint(color: string | undefined): Tint | undefined {
  if (!color) return undefined;
  return PRESETS[color] ?? { background: '#fff', border: color, text: color };
}
