import type { MarkerColor } from './colors.ts';
import type { MapRoute } from './types.ts';

/** A located marker as every surface draws it: a 40×40 pin of its colour, a popup of title and lines. */
export interface SurfaceMarker {
  key: string;
  lat: number;
  lng: number;
  /** '' when the map has no categories. */
  category: string;
  color: MarkerColor;
  title?: string;
  lines?: string[];
}

/**
 * What MapView asks of a map library (leafletSurface.ts for the tile server and the offline basemap,
 * googleSurface.ts for Google Maps): one interface, so markers, popups, selection, legend and route behave the
 * same whichever draws them.
 */
export interface MapSurface {
  setMarkers(markers: SurfaceMarker[]): void;
  /** Categories whose markers are off the map (the legend's toggles). */
  setHidden(hidden: ReadonlySet<string>): void;
  setRoute(route: MapRoute | null): void;
  /** Fits the view to the points (padding 30 px, at most `maxZoom`). */
  fit(points: [number, number][], maxZoom?: number): void;
  /** Centres on a marker at `zoom` and opens its popup. */
  focus(key: string, zoom: number): void;
  destroy(): void;
}

/** Popup content as DOM text (no HTML from the data), shared by both surfaces. */
export function popupContent(m: Pick<SurfaceMarker, 'title' | 'lines'>): HTMLElement {
  const box = document.createElement('div');
  box.className = 'mirante-map-popup';
  if (m.title) {
    const title = document.createElement('strong');
    title.textContent = m.title;
    box.append(title);
  }
  for (const line of m.lines ?? []) {
    const div = document.createElement('div');
    div.textContent = line;
    box.append(div);
  }
  return box;
}
