import { memo, type CSSProperties } from 'react';
import type { PanelDefinition } from '../definition/screen-definition.ts';
import { PanelFrame, ToggleFrame } from './PanelFrame.tsx';

type Slot = { key: string; span: number; panels: PanelDefinition[] };

/** Groups panels of the same toggle group into one slot, at the position of the first of them. */
export function layoutSlots(panels: PanelDefinition[]): Slot[] {
  const slots: Slot[] = [];
  const byGroup = new Map<string, Slot>();
  panels.forEach((panel, i) => {
    const group = panel.toggle?.group;
    const existing = group ? byGroup.get(group) : undefined;
    if (existing) {
      existing.panels.push(panel);
      return;
    }
    const slot = { key: panel.id ?? `${panel.kind}-${i}`, span: panel.span ?? 24, panels: [panel] };
    if (group) byGroup.set(group, slot);
    slots.push(slot);
  });
  return slots;
}

/**
 * Panels side by side on a 24-column grid; below 768 px (md) every panel takes the full width. A CSS grid (engine.css
 * `.mirante-grid`) rather than antd's Row/Col: each Row subscribes to the window's breakpoints on mount and draws its
 * columns a second time, synchronously — on a phone the screen's first drawing was one long task (docs/performance.md
 * "Phones").
 */
export const PanelList = memo(function PanelList({ panels }: { panels: PanelDefinition[] }) {
  return (
    <div className="mirante-grid mirante-panel-grid">
      {layoutSlots(panels).map((slot) => (
        <div key={slot.key} className="mirante-panel-col" style={{ '--md': slot.span } as CSSProperties}>
          {slot.panels.length > 1 ? <ToggleFrame panels={slot.panels} /> : <PanelFrame panel={slot.panels[0]} />}
        </div>
      ))}
    </div>
  );
});
