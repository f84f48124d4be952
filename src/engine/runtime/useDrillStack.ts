import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { clearDrill, readDrill, writeDrill } from '../drilldowns/drillUrl.ts';
import type { ScreenDefinition } from '../definition/screen-definition.ts';
import type { ActionContext } from '../panels/types.ts';
import type { DrillSelection, InitialDrill } from './controllerTypes.ts';

/** The open drill-down and its stack (the one it was opened from underneath), kept in the URL and history. */
export interface DrillStack {
  drill: DrillSelection | null;
  /** Opens drill-down `id` with the clicked context; `fromDrillId` is the open drill-down the click came from. */
  openDrill(id: string, context: ActionContext & { with?: Record<string, unknown> }, fromDrillId?: string): void;
  /** Closes the open drill-down (`depth` 1) or it and the ones it was opened from (2: its parent too). */
  closeDrill(depth?: number): void;
  /** Where focus goes back when the open drill-down closes (the card, cell or button that opened it). */
  drillOpener(): HTMLElement | null;
}

export function useDrillStack(definition: ScreenDefinition, initialDrill?: InitialDrill): DrillStack {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const openCounter = useMemo(() => ({ n: 0 }), []);
  // A drill-down opened by a click lives in the URL (drillUrl.ts): Back closes it, a link opens it.
  // The one given as initialDrill (Storybook) is local state.
  const location = useLocation();
  const openCounts = useRef(new Map<string, number>());
  const opener = useRef<HTMLElement | null>(null);
  const openDrillRef = useRef<DrillSelection | null>(null);
  const urlDrill = useMemo((): DrillSelection | null => {
    const request = readDrill(searchParams, definition.drilldowns);
    if (!request) return null;
    // Every opening is its own history entry: its key numbers the opening (fetch 'everyOpen').
    let count = openCounts.current.get(location.key);
    if (count === undefined) {
      openCounter.n += 1;
      count = openCounter.n;
      openCounts.current.set(location.key, count);
    }
    // Opened by a click here: the history entry keeps the whole clicked row (nested lists such as
    // `dataPath: 'row.itens'` included); the URL only carries what a pasted link needs.
    const kept = (location.state as { miranteDrill?: boolean; drillId?: string; drillContext?: DrillSelection['context']; drillParent?: DrillSelection } | null);
    const own = kept?.drillId === request.id;
    const context = own && kept.drillContext ? kept.drillContext : request.context;
    const parent = own && kept.drillParent ? { ...kept.drillParent, definition: definition.drilldowns![kept.drillParent.id] } : undefined;
    return { id: request.id, definition: definition.drilldowns![request.id], context, openCount: count, ...(parent?.definition ? { parent } : {}) };
  }, [searchParams, definition, location.key, location.state, openCounter]);
  const [localDrill, setLocalDrill] = useState<DrillSelection | null>(() => {
    const target = initialDrill ? definition.drilldowns?.[initialDrill.id] : undefined;
    if (!initialDrill || !target) return null;
    openCounter.n += 1;
    return { id: initialDrill.id, definition: target, context: { ...initialDrill.context }, openCount: openCounter.n };
  });

  const openDrill = useCallback(
    (id: string, drillContext: ActionContext & { with?: Record<string, unknown> }, fromDrillId?: string) => {
      const target = definition.drilldowns?.[id];
      if (!target) return;
      opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
      // opened from inside an open drill-down (its `place`): that one stays underneath
      const from = fromDrillId && openDrillRef.current?.id === fromDrillId ? openDrillRef.current : null;
      const drillParent = from && from.id !== id ? { id: from.id, context: from.context, openCount: from.openCount, parent: undefined } : undefined;
      setSearchParams((current) => writeDrill(current, id, target, drillContext), { state: { miranteDrill: true, drillId: id, drillContext, drillParent } });
    },
    [definition, setSearchParams],
  );

  const drill = urlDrill ?? localDrill;
  openDrillRef.current = drill;
  const closeDrill = useCallback((depth = 1) => {
    if (!urlDrill) return setLocalDrill(null);
    // Opened by a click here: going back removes its history entry (Back and Escape agree); opened by a link: drop it from the URL.
    if ((location.state as { miranteDrill?: boolean } | null)?.miranteDrill) navigate(-depth);
    else setSearchParams((current) => clearDrill(current), { replace: true });
  }, [urlDrill, location.state, navigate, setSearchParams]);

  return { drill, openDrill, closeDrill, drillOpener: () => opener.current };
}
