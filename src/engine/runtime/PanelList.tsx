import { Col, Row } from 'antd';
import type { PanelDefinition } from '../../../schemas/screen-definition.ts';
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

/** Panels side by side on a 24-column grid; below 768 px (md) every panel takes the full width. */
export function PanelList({ panels }: { panels: PanelDefinition[] }) {
  return (
    <Row gutter={[16, 16]}>
      {layoutSlots(panels).map((slot) => (
        <Col key={slot.key} xs={24} md={slot.span} className="mirante-panel-col">
          {slot.panels.length > 1 ? <ToggleFrame panels={slot.panels} /> : <PanelFrame panel={slot.panels[0]} />}
        </Col>
      ))}
    </Row>
  );
}
