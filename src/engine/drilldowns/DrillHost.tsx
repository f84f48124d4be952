import { useEffect, useRef } from 'react';
import { Drawer, Modal } from 'antd';
import { DRILL_DEFAULTS } from '../defaults.ts';
import { resolveText } from '../calls/templates.ts';
import { CallMessages } from '../messages/CallMessages.tsx';
import { PanelEnvironmentContext } from '../runtime/PanelEnvironment.ts';
import { PanelList } from '../runtime/PanelList.tsx';
import { useScreen } from '../runtime/ScreenContext.ts';
import { useCalls } from '../runtime/useCalls.ts';
import { useNarrowScreen } from '../panels/table/useNarrowScreen.ts';
import type { PanelDefinition } from '../definition/screen-definition.ts';
import type { DrillSelection } from '../runtime/useScreenController.ts';

/** The content of an open drill-down: its own calls (scope: row, value, with) and panels. */
function DrillContent({ drill }: { drill: DrillSelection }) {
  const screen = useScreen();
  const def = drill.definition;
  const scope = screen.scope({ row: drill.context.row, value: drill.context.value, with: drill.context.with });
  const calls = useCalls(def.calls, scope, {
    submitted: true,
    submitNonce: 0,
    openNonce: (def.fetch ?? DRILL_DEFAULTS.fetch) === 'once' ? 0 : drill.openCount,
    once: (def.fetch ?? DRILL_DEFAULTS.fetch) === 'once',
    today: screen.today,
  });
  const env = { calls: { ...screen.calls, ...calls }, callDefinitions: { ...screen.definition.calls, ...def.calls }, scope, messages: def.messages, drillId: drill.id };
  return (
    <PanelEnvironmentContext.Provider value={env}>
      <CallMessages calls={calls} messages={def.messages} />
      <PanelList panels={def.panels as PanelDefinition[]} />
    </PanelEnvironmentContext.Provider>
  );
}

/**
 * When a drill-down closes, focus goes back to what opened it (card, cell, button); when that is gone
 * (opened by a link, or the grid redrew the row) to the page's heading, never to the document body.
 */
function useFocusReturn(depth: number, opener: () => HTMLElement | null) {
  const wasDepth = useRef(depth);
  useEffect(() => {
    if (depth < wasDepth.current) {
      const target = opener();
      const fallback = document.querySelector<HTMLElement>('#conteudo h1[tabindex="-1"]');
      (target?.isConnected ? target : fallback)?.focus();
    }
    wasDepth.current = depth;
  }, [depth, opener]);
}

/** One open drill-down in a modal or a drawer; `onClose` closes it (and, for one underneath, the ones on top). */
function DrillFrame({ drill, narrow, onClose }: { drill: DrillSelection; narrow: boolean; onClose(): void }) {
  const screen = useScreen();
  const def = drill.definition;
  const scope = screen.scope({ row: drill.context.row, value: drill.context.value, with: drill.context.with });
  const title = [def.code, resolveText(def.title, scope)].filter(Boolean).join(' ');
  const width = (narrow ? def.narrowWidth : undefined) ?? def.width ?? DRILL_DEFAULTS.width;
  const content = <DrillContent key={`${drill.id}`} drill={drill} />;
  if ((def.container ?? DRILL_DEFAULTS.container) === 'drawer') {
    return (
      <Drawer open title={title} size={width} placement="right" keyboard mask={{ closable: true }} destroyOnHidden onClose={onClose} data-drill={drill.id} data-width={String(width)}>
        {content}
      </Drawer>
    );
  }
  return (
    <Modal open title={title} width={width} footer={null} keyboard mask={{ closable: true }} destroyOnHidden onCancel={onClose} data-drill={drill.id}>
      {content}
    </Modal>
  );
}

/**
 * The open drill-down, on top of the one it was opened from (1495 over 1494); Escape and a click on the backdrop
 * close the top one. Keyed by id, so the one underneath keeps its state (opened items, scroll) while another covers it.
 */
export function DrillHost() {
  const screen = useScreen();
  // Drawers of 60vw become 95vw on phones (1493/1494), as the spec's responsive widths say.
  const narrow = useNarrowScreen(768);
  const drill = screen.drill;
  useFocusReturn(drill ? (drill.parent ? 2 : 1) : 0, screen.drillOpener);
  if (!drill) return null;
  const stack = drill.parent ? [drill.parent, drill] : [drill];
  return (
    <>
      {stack.map((d, i) => (
        <DrillFrame key={d.id} drill={d} narrow={narrow} onClose={() => screen.closeDrill(stack.length - i)} />
      ))}
    </>
  );
}
