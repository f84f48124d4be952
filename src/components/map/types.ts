import type { MarkerColor } from './colors.ts';

/** One marker: `lat`/`lng` null = no position (left off the map, still counted in its category). */
export interface MapPoint {
  key: string;
  lat: number | null;
  lng: number | null;
  category?: string;
  title?: string;
  lines?: string[];
}
export interface MapCategory {
  value: string;
  label?: string;
  color: MarkerColor;
}
export interface MapRoute {
  path: [number, number][];
  markers: { lat: number; lng: number; label: string }[];
}
