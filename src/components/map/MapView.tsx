import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Checkbox, Empty, Spin } from 'antd';
import { MARKER_SWATCH, type MarkerColor } from './colors.ts';
import { leafletSurface } from './leafletSurface.ts';
import { FOCUS_ZOOM } from './settings.ts';
import type { MapSurface, SurfaceMarker } from './surface.ts';
import type { MapCategory, MapPoint, MapRoute } from './types.ts';

export interface MapViewProps {
  /** Text shown when there is nothing to draw (default 'Nenhuma localização disponível para exibir no mapa.'). */
  emptyText?: string;
  points: MapPoint[];
  /** Colour and legend entry per category, in legend order; without it every marker is `color`. */
  categories?: MapCategory[];
  color?: MarkerColor;
  route?: MapRoute | null;
  /** Shows 'Erro ao carregar o trajeto' above the map. */
  routeError?: boolean;
  /** A changed object re-centres on `key` (zoom 13), showing its category if hidden. */
  focus?: { key: string } | null;
  /** 'points' fits the view to the markers, 'route' to the route; default: spec's centre and zoom. */
  fit?: 'points' | 'route';
  height?: string;
  loading?: boolean;
  label?: string;
  /** false: no legend (a single vehicle in the route drawer); default true when there are categories. */
  legend?: boolean;
  /** The company's Google Maps key: the map is Google's; without one, the tile server or the offline basemap. */
  googleKey?: string | null;
  /** The key is still being asked for: nothing is drawn yet. */
  keyPending?: boolean;
  /** The key call failed: 'Ocorreu um erro ao carregar a chave de API do Google Maps' (and `keyErrorDetail`). */
  keyError?: boolean;
  keyErrorDetail?: string;
}

/** Spec 3 §8. */
export const MAP_MESSAGES = {
  keyError: 'Ocorreu um erro ao carregar a chave de API do Google Maps',
  loadError: 'Erro ao carregar o mapa',
  noLocation: 'Nenhuma localização disponível para exibir no mapa.',
  routeError: 'Erro ao carregar o trajeto',
} as const;

const hasPosition = (p: MapPoint): p is MapPoint & { lat: number; lng: number } =>
  typeof p.lat === 'number' && typeof p.lng === 'number' && Number.isFinite(p.lat) && Number.isFinite(p.lng);

/** Google's surface is its own chunk: a map without a key never downloads Google's loader. */
const loadGoogleSurface = () => import('./googleSurface.ts').then((m) => m.googleSurface);

/**
 * The one map of every screen (spec 3 §9): markers coloured by category with a legend of per-category visibility
 * toggles and counts (all visible at start), an optional route (decoded polyline + labelled markers) and a focus
 * that zooms to one marker. Drawn by Google Maps when the company has a key, else by Leaflet over the tile server
 * or the offline basemap (surface.ts); when Google cannot load, it says so and falls back to Leaflet.
 */
export function MapView({
  points, categories, color = 'blue', route, routeError, focus, fit, height = '50vh', loading, label = 'Mapa', legend = true,
  emptyText = MAP_MESSAGES.noLocation, googleKey, keyPending, keyError, keyErrorDetail,
}: MapViewProps) {
  const box = useRef<HTMLDivElement>(null);
  const [surface, setSurface] = useState<MapSurface | null>(null);
  const [failed, setFailed] = useState(false);
  // Google could not load here: Leaflet draws this map from now on
  const [googleFailed, setGoogleFailed] = useState(false);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());

  const colorOf = useMemo(() => {
    const byValue = new Map((categories ?? []).map((c) => [c.value, c.color]));
    return (p: MapPoint) => (p.category !== undefined && byValue.get(p.category)) || color;
  }, [categories, color]);
  const located = useMemo(() => points.filter(hasPosition), [points]);
  const google = googleKey && !googleFailed ? googleKey : null;

  // the surface, once per mount and provider
  useEffect(() => {
    const el = box.current;
    if (!el || keyPending) return;
    let live = true;
    let made: MapSurface | null = null;
    const fail = (error: unknown) => {
      console.error(error);
      if (live) setFailed(true);
    };
    if (google) {
      const fallBack = (error: unknown) => {
        fail(error);
        if (live) setGoogleFailed(true);
      };
      loadGoogleSurface()
        .then((make) => make(el, google, fallBack))
        .then((s) => {
          if (live) setSurface((made = s));
          else s.destroy();
        }, fallBack);
    } else {
      try {
        made = leafletSurface(el, fail);
        setSurface(made);
      } catch (error) {
        fail(error);
      }
    }
    return () => {
      live = false;
      made?.destroy();
      setSurface(null);
    };
  }, [google, keyPending]);

  // markers (and the view fitted to them)
  useEffect(() => {
    if (!surface) return;
    const list: SurfaceMarker[] = located.map((p) => ({ key: p.key, lat: p.lat, lng: p.lng, category: p.category ?? '', color: colorOf(p), title: p.title, lines: p.lines }));
    surface.setMarkers(list);
    if (fit === 'points') surface.fit(located.map((p) => [p.lat, p.lng]), FOCUS_ZOOM);
  }, [surface, located, colorOf, fit]);

  useEffect(() => {
    surface?.setHidden(hidden);
  }, [surface, hidden]);

  // the route: polyline plus labelled markers
  useEffect(() => {
    if (!surface) return;
    surface.setRoute(route ?? null);
    if (route && fit === 'route') surface.fit([...route.path, ...route.markers.map((m) => [m.lat, m.lng] as [number, number])]);
  }, [surface, route, fit]);

  // focus: show its category, zoom 13 on it, open its popup
  useEffect(() => {
    if (!focus || !surface) return;
    const p = located.find((x) => x.key === focus.key);
    if (!p) return;
    const cat = p.category ?? '';
    setHidden((h) => {
      if (!h.has(cat)) return h;
      const next = new Set(h);
      next.delete(cat);
      return next;
    });
    surface.focus(p.key, FOCUS_ZOOM);
    box.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [focus, located, surface]);

  const toggle = (value: string, visible: boolean) =>
    setHidden((h) => {
      const next = new Set(h);
      if (visible) next.delete(value);
      else next.add(value);
      return next;
    });

  const counts = useMemo(() => {
    const c = new Map<string, number>();
    for (const p of points) c.set(p.category ?? '', (c.get(p.category ?? '') ?? 0) + 1);
    return c;
  }, [points]);

  const busy = loading || keyPending || !surface;
  const showEmpty = !loading && located.length === 0 && !route;
  return (
    <div className="mirante-map">
      {keyError && <Alert type="error" showIcon title={MAP_MESSAGES.keyError} description={keyErrorDetail} style={{ marginBottom: 8 }} />}
      {failed && <Alert type="error" showIcon title={MAP_MESSAGES.loadError} style={{ marginBottom: 8 }} />}
      {routeError && <Alert type="error" showIcon title={MAP_MESSAGES.routeError} style={{ marginBottom: 8 }} />}
      {legend && categories && categories.length > 0 && (
        <div className="mirante-map-legend" role="group" aria-label="Legenda do mapa" style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', marginBottom: 8 }}>
          {categories.map((c) => (
            <Checkbox key={c.value} checked={!hidden.has(c.value)} onChange={(e) => toggle(c.value, e.target.checked)} data-category={c.value}>
              <span aria-hidden style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 6, marginRight: 6, background: MARKER_SWATCH[c.color], border: '1px solid #595959', verticalAlign: -1 }} />
              {c.label ?? c.value} ({counts.get(c.value) ?? 0})
            </Checkbox>
          ))}
        </div>
      )}
      <div style={{ position: 'relative' }}>
        <div ref={box} role="region" aria-label={label} data-provider={surface ? (google ? 'google' : 'leaflet') : undefined} style={{ height, minHeight: 200, width: '100%', zIndex: 0 }} />
        {busy && !failed && (
          <div style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', background: 'rgba(255,255,255,0.5)', zIndex: 500 }}>
            <Spin />
          </div>
        )}
        {showEmpty && (
          <div style={{ position: 'absolute', left: 0, right: 0, top: 8, display: 'grid', placeItems: 'center', zIndex: 500, pointerEvents: 'none' }}>
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} style={{ background: 'rgba(255,255,255,0.9)', padding: 8, borderRadius: 6 }} />
          </div>
        )}
      </div>
    </div>
  );
}
