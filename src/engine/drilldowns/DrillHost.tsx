import { Suspense, useEffect, useRef } from 'react';
import { loadOnUse } from '../runtime/loadOnUse.ts';
import { useScreen } from '../runtime/ScreenContext.ts';
import { useNarrowScreen } from '../panels/table/useNarrowScreen.ts';

// The modal or drawer (antd Modal, Drawer) and the drill-down's content load when a screen first opens one.
const DrillFrame = loadOnUse(() => import('./DrillFrame.tsx').then((m) => m.DrillFrame));

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
    <Suspense fallback={null}>
      {stack.map((d, i) => (
        <DrillFrame key={d.id} drill={d} narrow={narrow} onClose={() => screen.closeDrill(stack.length - i)} />
      ))}
    </Suspense>
  );
}
