import { Drawer, Modal } from 'antd';
import { DRILL_DEFAULTS } from '../defaults.ts';
import { resolveText } from '../calls/templates.ts';
import { CallMessages } from '../messages/CallMessages.tsx';
import { PanelEnvironmentContext } from '../runtime/PanelEnvironment.ts';
import { PanelList } from '../runtime/PanelList.tsx';
import { useScreen } from '../runtime/ScreenContext.ts';
import { useCalls } from '../runtime/useCalls.ts';
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

/** One open drill-down in a modal or a drawer; `onClose` closes it (and, for one underneath, the ones on top). */
export function DrillFrame({ drill, narrow, onClose }: { drill: DrillSelection; narrow: boolean; onClose(): void }) {
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
