import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below (and above) the viewport a deferred panel starts drawing: about one phone screen ahead. */
export const NEAR_MARGIN = '600px 0px';

/**
 * Draws `children` once their place comes within NEAR_MARGIN of the viewport — judged once `settled` (the panels
 * above have their data) — and for printing; until then a box of `minHeight` holds the place. Used for the kinds
 * with a heavy library (table: AG Grid, chart: Vega; see PanelKind.drawsWhenNear), as dashboards such as Grafana load off-screen panels: on a phone the 1325 dashboard's
 * tables and chart are two screens below its cards, and opening it no longer downloads and runs ~330 kB brotli of
 * JavaScript nobody has scrolled to. The data is fetched as before (the screen's calls do not wait for this).
 * Without IntersectionObserver (jsdom) everything is drawn at once.
 */
export function WhenNear({ minHeight, settled, children }: { minHeight: number; settled: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const draw = () => setNear(true);
    const print = window.matchMedia?.('print');
    window.addEventListener('beforeprint', draw);
    print?.addEventListener?.('change', draw);
    // Where the panel is is known once the panels above it have their data: until then nothing is decided.
    const observer = settled ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && draw(), { rootMargin: NEAR_MARGIN }) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      window.removeEventListener('beforeprint', draw);
      print?.removeEventListener?.('change', draw);
    };
  }, [near, settled]);
  if (near) return children;
  return <div ref={ref} className="mirante-panel-deferred" style={{ minHeight }} aria-busy="true" />;
}
