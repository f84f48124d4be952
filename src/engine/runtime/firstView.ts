import type { PanelDefinition, ScreenDefinition } from '../definition/screen-definition.ts';

/** The panel kinds whose renderer brings a heavy library (table: AG Grid ~195 kB br, chart: Vega ~132 kB br). */
export const HEAVY_KINDS = ['table', 'chart'] as const;
export type HeavyKind = (typeof HEAVY_KINDS)[number];

/**
 * From this viewport width on, every table and chart a screen draws at open is within reach of its first view: the
 * lowest of the built screens at 1280×800, 1327's daily chart, starts at 1,393 px, within WhenNear's 600 px margin
 * (docs/performance.md "Phones"). antd's `lg` breakpoint.
 */
export const WIDE_VIEWPORT_PX = 992;

const isHeavy = (kind: string): kind is HeavyKind => (HEAVY_KINDS as readonly string[]).includes(kind);

/**
 * The heavy kinds a screen draws in its first view when it opens: what the first-view JS guard counts
 * (scripts/first-view-js.ts; a fetch of their scripts with the engine's was measured and not kept, docs/performance.md
 * "Phones"). Counted: a top-level
 * table or chart that is drawn at open — not a panel of a closed collapsible, not a toggle group's second view, not
 * one whose call waits for 'Filtrar' (loadOn 'submit' and no filters in the link: the panel asks for 'Filtrar' until
 * then) or for an action — and, on a
 * narrow viewport, only when no panel above it has a call of its own besides tables and charts (cards whose height
 * is known only with their data push it down: 1325's tables start 1,525 px down on a phone, where WhenNear does not
 * draw them until the user scrolls). Drill-downs open on a click: never counted.
 */
export function heavyKindsAtOpen(definition: ScreenDefinition, { wide, filtersInUrl }: { wide: boolean; filtersInUrl: boolean }): HeavyKind[] {
  const found = new Set<HeavyKind>();
  const togglesSeen = new Set<string>();
  let pushedDown = false;
  for (const panel of definition.panels ?? []) {
    const group = panel.toggle?.group;
    if (group && togglesSeen.has(group)) continue;
    if (group) togglesSeen.add(group);
    const drawn = !(panel.collapsible && panel.collapsible.open === false) && !waitsAtOpen(definition, panel, filtersInUrl);
    if (isHeavy(panel.kind)) {
      if (drawn && (wide || !pushedDown)) found.add(panel.kind);
    } else if (panel.call) {
      pushedDown = true;
    }
  }
  return HEAVY_KINDS.filter((k) => found.has(k));
}

/** A 'submit' call runs at open when the form has no button or the link carries filters (useFilterState). */
function waitsAtOpen(definition: ScreenDefinition, panel: PanelDefinition, filtersInUrl: boolean): boolean {
  const loadOn = panel.call ? definition.calls?.[panel.call]?.loadOn : undefined;
  if (loadOn === 'action') return true;
  return loadOn === 'submit' && Boolean(definition.filters?.submitLabel) && !filtersInUrl;
}
