/// <reference types="google.maps" />
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { MARKER_IMAGES } from './icons.ts';
import { DEFAULT_CENTER, DEFAULT_ZOOM } from './settings.ts';
import { popupContent, type MapSurface, type SurfaceMarker } from './surface.ts';
import type { MapRoute } from './types.ts';

/**
 * The Google Maps surface (the company's key, GET …/configuracoes/google-maps-api-key), through Google's own
 * loader `@googlemaps/js-api-loader` (docs/maps.md). The page can load the Maps JavaScript API once, with one key:
 * the first key wins until the page reloads. Classic markers with the same 40×40 pins as the Leaflet surface
 * (AdvancedMarkerElement would need a cloud Map ID per company).
 */
let loading: { key: string; maps: Promise<google.maps.MapsLibrary> } | undefined;
/** A key refused by Google (gm_authFailure) or a script that never loads: every later map goes straight to the fallback. */
let broken: Error | undefined;
const LOAD_TIMEOUT_MS = 15_000;

function loadMaps(key: string): Promise<google.maps.MapsLibrary> {
  if (broken) return Promise.reject(broken);
  if (!loading) {
    setOptions({ key, v: 'weekly', language: 'pt-BR', region: 'BR' });
    // Google calls this global when it refuses the key (after the script loaded)
    (window as { gm_authFailure?: () => void }).gm_authFailure = () => {
      broken = new Error('Google Maps recusou a chave');
      for (const listener of authListeners) listener(broken);
    };
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('Google Maps não respondeu')), LOAD_TIMEOUT_MS));
    const maps = Promise.race([importLibrary('maps'), timeout]).catch((error: unknown) => {
      broken = error instanceof Error ? error : new Error(String(error));
      throw broken;
    });
    loading = { key, maps };
  }
  return loading.maps;
}
const authListeners = new Set<(error: Error) => void>();

const icon = (m: Pick<SurfaceMarker, 'color'>): google.maps.Icon => ({
  url: MARKER_IMAGES[m.color],
  scaledSize: new google.maps.Size(40, 40),
  anchor: new google.maps.Point(20, 39),
  labelOrigin: new google.maps.Point(20, -8),
});

/** Resolves once Google's library is there and the map is made; rejects when it cannot load (no network, CSP, key). */
export async function googleSurface(el: HTMLElement, key: string, onError: (error: unknown) => void): Promise<MapSurface> {
  const { Map: GoogleMap, InfoWindow, Polyline } = await loadMaps(key);
  const { Marker } = (await importLibrary('marker')) as google.maps.MarkerLibrary;
  const map = new GoogleMap(el, { center: { lat: DEFAULT_CENTER[0], lng: DEFAULT_CENTER[1] }, zoom: DEFAULT_ZOOM, clickableIcons: false, streetViewControl: false });
  authListeners.add(onError);
  const zoomAttr = () => {
    el.dataset.zoom = String(map.getZoom() ?? '');
  };
  map.addListener('zoom_changed', zoomAttr);
  zoomAttr();
  const info = new InfoWindow();
  const markers = new Map<string, { marker: google.maps.Marker; data: SurfaceMarker }>();
  let hidden: ReadonlySet<string> = new Set();
  let route: { line?: google.maps.Polyline; pins: google.maps.Marker[] } | undefined;
  const open = (m: { marker: google.maps.Marker; data: SurfaceMarker }) => {
    info.setContent(popupContent(m.data));
    info.open({ map, anchor: m.marker });
  };

  return {
    setMarkers(list) {
      for (const { marker } of markers.values()) marker.setMap(null);
      markers.clear();
      info.close();
      for (const data of list) {
        const marker = new Marker({ position: { lat: data.lat, lng: data.lng }, icon: icon(data), title: data.title ?? '', map: hidden.has(data.category) ? null : map });
        const entry = { marker, data };
        marker.addListener('click', () => open(entry));
        markers.set(data.key, entry);
      }
    },
    setHidden(next) {
      hidden = next;
      for (const { marker, data } of markers.values()) marker.setMap(hidden.has(data.category) ? null : map);
    },
    setRoute(next: MapRoute | null) {
      route?.line?.setMap(null);
      for (const pin of route?.pins ?? []) pin.setMap(null);
      route = undefined;
      if (!next) return;
      route = {
        line: next.path.length > 1 ? new Polyline({ map, path: next.path.map(([lat, lng]) => ({ lat, lng })), strokeColor: '#1677ff', strokeWeight: 4, strokeOpacity: 0.85 }) : undefined,
        pins: next.markers.map((m) => new Marker({ map, position: { lat: m.lat, lng: m.lng }, icon: icon({ color: 'purple' }), title: m.label, label: { text: m.label, fontSize: '12px', fontWeight: '600' } })),
      };
    },
    fit(points, maxZoom) {
      if (points.length === 0) return;
      const bounds = new google.maps.LatLngBounds();
      for (const [lat, lng] of points) bounds.extend({ lat, lng });
      map.fitBounds(bounds, 30);
      if (maxZoom !== undefined) {
        google.maps.event.addListenerOnce(map, 'idle', () => {
          if ((map.getZoom() ?? 0) > maxZoom) map.setZoom(maxZoom);
        });
      }
    },
    focus(key, zoom) {
      const entry = markers.get(key);
      if (!entry) return;
      entry.marker.setMap(map);
      map.setCenter(entry.marker.getPosition()!);
      map.setZoom(zoom);
      open(entry);
    },
    destroy() {
      authListeners.delete(onError);
      info.close();
      for (const { marker } of markers.values()) marker.setMap(null);
      route?.line?.setMap(null);
      for (const pin of route?.pins ?? []) pin.setMap(null);
      google.maps.event.clearInstanceListeners(map);
      el.replaceChildren();
    },
  };
}
