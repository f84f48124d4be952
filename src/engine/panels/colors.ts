/**
 * Colour names of definitions → the CSS a tinted card needs (background, border, text). antd's preset
 * names (green, gold, red, ...) map to their light/border/dark shades; any other string is used as a CSS colour.
 */
export interface Tint {
  background: string;
  border: string;
  text: string;
}

const PRESETS: Record<string, Tint> = {
  green: { background: '#f6ffed', border: '#b7eb8f', text: '#389e0d' },
  gold: { background: '#fffbe6', border: '#ffe58f', text: '#d48806' },
  yellow: { background: '#feffe6', border: '#fadb14', text: '#ad8b00' },
  red: { background: '#fff1f0', border: '#ffa39e', text: '#cf1322' },
  blue: { background: '#e6f4ff', border: '#91caff', text: '#0958d9' },
  orange: { background: '#fff7e6', border: '#ffd591', text: '#d46b08' },
  purple: { background: '#f9f0ff', border: '#d3adf7', text: '#531dab' },
  cyan: { background: '#e6fffb', border: '#87e8de', text: '#08979c' },
  gray: { background: '#fafafa', border: '#d9d9d9', text: 'rgba(0, 0, 0, 0.65)' },
};

export function tint(color: string | undefined): Tint | undefined {
  if (!color) return undefined;
  return PRESETS[color] ?? { background: '#fff', border: color, text: color };
}
