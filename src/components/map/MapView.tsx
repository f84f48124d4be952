import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Checkbox, Empty, Spin } from 'antd';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { addBasemap, OFFLINE_SEA } from './basemap.ts';
import { markerIcon } from './icons.ts';
import { MARKER_SWATCH, type MarkerColor } from './colors.ts';
import type { MapCategory, MapPoint, MapRoute } from './types.ts';
import { DEFAULT_CENTER, DEFAULT_ZOOM, FOCUS_ZOOM } from './settings.ts';

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
}

export const MAP_MESSAGES = {
  loadError: 'Erro ao carregar o mapa',
  noLocation: 'Nenhuma localização disponível para exibir no mapa.',
  routeError: 'Erro ao carregar o trajeto',
} as const;

const hasPosition = (p: MapPoint): p is MapPoint & { lat: number; lng: number } =>
  typeof p.lat === 'number' && typeof p.lng === 'number' && Number.isFinite(p.lat) && Number.isFinite(p.lng);

/** Popup text built as DOM text (no HTML from the data). */
function popupContent(p: MapPoint): HTMLElement {
  const box = document.createElement('div');
  if (p.title) {
    const title = document.createElement('strong');
    title.textContent = p.title;
    box.append(title);
  }
  for (const line of p.lines ?? []) {
    const div = document.createElement('div');
    div.textContent = line;
    box.append(div);
  }
  return box;
}

/**
 * The shared Leaflet map (spec 3 §9): markers coloured by category with a legend of per-category visibility
 * toggles and counts (all visible at start), an optional route (decoded polyline + labelled markers) and a
 * focus that zooms to one marker. Drawn over the offline basemap unless a tile URL is configured (basemap.ts).
 */
export function MapView({ points, categories, color = 'blue', route, routeError, focus, fit, height = '50vh', loading, label = 'Mapa', legend = true, emptyText = MAP_MESSAGES.noLocation }: MapViewProps) {
  const box = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const groups = useRef(new Map<string, L.LayerGroup>());
  const markers = useRef(new Map<string, L.Marker>());
  const [failed, setFailed] = useState(false);
  const [hidden, setHidden] = useState<Set<string>>(() => new Set());

  const colorOf = useMemo(() => {
    const byValue = new Map((categories ?? []).map((c) => [c.value, c.color]));
    return (p: MapPoint) => (p.category !== undefined && byValue.get(p.category)) || color;
  }, [categories, color]);
  const located = useMemo(() => points.filter(hasPosition), [points]);

  // the map itself, once per mount
  useEffect(() => {
    if (!box.current) return;
    let map: L.Map;
    try {
      map = L.map(box.current, { center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM, zoomControl: true });
    } catch (error) {
      console.error(error);
      setFailed(true);
      return;
    }
    box.current.style.background = OFFLINE_SEA;
    mapRef.current = map;
    addBasemap(map).catch((error: unknown) => {
      console.error(error);
      setFailed(true);
    });
    // a map laid out while hidden (drawer opening, collapsed panel) measures 0 px: re-measure on resize
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => map.invalidateSize());
    observer?.observe(box.current);
    return () => {
      observer?.disconnect();
      map.remove();
      mapRef.current = null;
      groups.current.clear();
      markers.current.clear();
    };
  }, []);

  // markers, one layer group per category
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    for (const g of groups.current.values()) g.remove();
    groups.current.clear();
    markers.current.clear();
    for (const p of located) {
      const cat = p.category ?? '';
      let group = groups.current.get(cat);
      if (!group) {
        group = L.layerGroup();
        groups.current.set(cat, group);
      }
      const marker = L.marker([p.lat, p.lng], { icon: markerIcon(colorOf(p)), title: p.title ?? '', alt: p.title ?? '', keyboard: true });
      marker.bindPopup(() => popupContent(p));
      marker.on('add', () => {
        const el = marker.getElement();
        el?.setAttribute('data-category', cat);
        el?.setAttribute('data-key', p.key);
      });
      marker.addTo(group);
      markers.current.set(p.key, marker);
    }
    if (fit === 'points' && located.length > 0) map.fitBounds(L.latLngBounds(located.map((p) => [p.lat, p.lng])), { padding: [30, 30], maxZoom: FOCUS_ZOOM });
  }, [located, colorOf, fit]);

  // visibility per category
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    for (const [cat, group] of groups.current) {
      if (hidden.has(cat)) group.remove();
      else if (!map.hasLayer(group)) group.addTo(map);
    }
  }, [hidden, located, colorOf]);

  // the route: polyline plus labelled markers
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !route) return;
    const layer = L.layerGroup().addTo(map);
    if (route.path.length > 1) L.polyline(route.path, { color: '#1677ff', weight: 4, opacity: 0.85, className: 'mirante-route' }).addTo(layer);
    for (const m of route.markers) {
      L.marker([m.lat, m.lng], { icon: markerIcon('purple'), title: m.label, alt: m.label })
        .bindTooltip(m.label, { permanent: true, direction: 'top', className: 'mirante-route-label' })
        .addTo(layer);
    }
    const all: [number, number][] = [...route.path, ...route.markers.map((m) => [m.lat, m.lng] as [number, number])];
    if (fit === 'route' && all.length > 0) map.fitBounds(L.latLngBounds(all), { padding: [30, 30] });
    return () => {
      layer.remove();
    };
  }, [route, fit]);

  // focus: show its category, zoom 13 on it, open its popup
  useEffect(() => {
    if (!focus) return;
    const p = located.find((x) => x.key === focus.key);
    const map = mapRef.current;
    if (!p || !map) return;
    const cat = p.category ?? '';
    setHidden((h) => {
      if (!h.has(cat)) return h;
      const next = new Set(h);
      next.delete(cat);
      return next;
    });
    map.setView([p.lat, p.lng], FOCUS_ZOOM);
    box.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    // the group is added back by the visibility effect first
    setTimeout(() => markers.current.get(p.key)?.openPopup(), 0);
  }, [focus, located]);

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

  const showEmpty = !loading && located.length === 0 && !route;
  return (
    <div className="mirante-map">
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
        <div ref={box} role="region" aria-label={label} style={{ height, minHeight: 200, width: '100%', zIndex: 0 }} />
        {loading && (
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
