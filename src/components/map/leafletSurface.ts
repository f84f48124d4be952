import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
// registers the map option `gestureHandling` on window.L (which leaflet sets): Google Maps' 'cooperative' gestures
import 'leaflet-gesture-handling';
import 'leaflet-gesture-handling/dist/leaflet-gesture-handling.css';
import { addBasemap, OFFLINE_SEA } from './basemap.ts';
import { markerIcon } from './icons.ts';
import { DEFAULT_CENTER, DEFAULT_ZOOM } from './settings.ts';
import { popupContent, type MapSurface, type SurfaceMarker } from './surface.ts';
import type { MapRoute } from './types.ts';
import { matchesMedia, REDUCED_MOTION_QUERY } from '../../engine/runtime/useMediaQuery.ts';

declare module 'leaflet' {
  interface MapOptions {
    gestureHandling?: boolean;
    gestureHandlingOptions?: { text: { touch: string; scroll: string; scrollMac: string }; duration?: number };
  }
}

/**
 * A map inside a page that scrolls lets the page scroll past it, as Google's maps do (googleSurface.ts, its 'auto'
 * gestures): the wheel zooms with Ctrl (⌘), a finger pans with another beside it. Without this, a page scrolled with
 * the wheel or a finger over a map zoomed it out to the whole world (1369 at 390 px, the map the screen's width) or
 * panned it, and the page stopped scrolling. The words are pt-BR whatever the browser's language (the plugin's own
 * pt-BR texts).
 */
const GESTURES = {
  text: {
    touch: 'Use dois dedos para mover o mapa',
    scroll: 'Pressione Ctrl e role a tela simultaneamente para aplicar zoom no mapa',
    scrollMac: 'Use ⌘ e role a tela simultaneamente para aplicar zoom no mapa',
  },
};

/**
 * The Leaflet surface: the configured tile server or the offline basemap (basemap.ts) under the markers.
 * `onBasemapError` is told when neither could be drawn (markers still are).
 */
export function leafletSurface(el: HTMLElement, onBasemapError: (error: unknown) => void): MapSurface {
  // 'reduce motion' (as the portal's dialogs, app/layout/ReducedMotion.tsx): zooms and fades jump to their end
  const motion = !matchesMedia(REDUCED_MOTION_QUERY);
  const map = L.map(el, { center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM, zoomControl: true, zoomAnimation: motion, fadeAnimation: motion, markerZoomAnimation: motion, gestureHandling: true, gestureHandlingOptions: GESTURES });
  // Leaflet 1.9.4 finishes a zoom animation from a 250 ms timer that reads the map's panes: a map removed before it
  // fires throws "Cannot read properties of undefined (reading '_leaflet_pos')" (Leaflet issue #9575), e.g. a drawer
  // closed while its map zooms to its points. destroy() waits for such a zoom to end.
  let zooming = false;
  let destroyed = false;
  map.on('zoomanim', () => (zooming = true));
  map.on('zoomend', () => (zooming = false));
  el.style.background = OFFLINE_SEA;
  // the zoom as an attribute: the offline labels' CSS (brasil.css) and the tests read it
  const zoomAttr = () => {
    el.dataset.zoom = String(Math.round(map.getZoom()));
  };
  zoomAttr();
  map.on('zoomend', zoomAttr);
  addBasemap(map, () => destroyed).catch(onBasemapError);
  const groups = new Map<string, L.LayerGroup>();
  const markers = new Map<string, L.Marker>();
  let hidden: ReadonlySet<string> = new Set();
  let routeLayer: L.LayerGroup | undefined;

  const showGroups = () => {
    for (const [cat, group] of groups) {
      if (hidden.has(cat)) group.remove();
      else if (!map.hasLayer(group)) group.addTo(map);
    }
  };
  // a map laid out while hidden (drawer opening, collapsed panel) measures 0 px: re-measure on resize
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => map.invalidateSize());
  observer?.observe(el);

  return {
    setMarkers(list: SurfaceMarker[]) {
      for (const g of groups.values()) g.remove();
      groups.clear();
      markers.clear();
      for (const p of list) {
        let group = groups.get(p.category);
        if (!group) {
          group = L.layerGroup();
          groups.set(p.category, group);
        }
        const marker = L.marker([p.lat, p.lng], { icon: markerIcon(p.color), title: p.title ?? '', alt: p.title ?? '', keyboard: true });
        marker.bindPopup(() => popupContent(p));
        marker.on('add', () => {
          const icon = marker.getElement();
          icon?.setAttribute('data-category', p.category);
          icon?.setAttribute('data-key', p.key);
        });
        marker.addTo(group);
        markers.set(p.key, marker);
      }
      showGroups();
    },
    setHidden(next) {
      hidden = next;
      showGroups();
    },
    setRoute(route: MapRoute | null) {
      routeLayer?.remove();
      routeLayer = undefined;
      if (!route) return;
      const layer = L.layerGroup().addTo(map);
      if (route.path.length > 1) L.polyline(route.path, { color: '#1677ff', weight: 4, opacity: 0.85, className: 'mirante-route' }).addTo(layer);
      for (const m of route.markers) {
        L.marker([m.lat, m.lng], { icon: markerIcon('purple'), title: m.label, alt: m.label })
          .bindTooltip(m.label, { permanent: true, direction: 'top', className: 'mirante-route-label' })
          .addTo(layer);
      }
      routeLayer = layer;
    },
    fit(points, maxZoom) {
      if (points.length > 0) map.fitBounds(L.latLngBounds(points), { padding: [30, 30], maxZoom });
    },
    focus(key, zoom) {
      const marker = markers.get(key);
      if (!marker) return;
      map.setView(marker.getLatLng(), zoom);
      // its group may be added back in the same turn (a hidden category shown again)
      setTimeout(() => {
        if (!destroyed) marker.openPopup();
      }, 0);
    },
    destroy() {
      destroyed = true;
      observer?.disconnect();
      if (zooming) map.once('zoomend', () => map.remove());
      else map.remove();
    },
  };
}
