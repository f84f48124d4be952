import { getPath } from '../../engine/calls/templates.ts';
import { formatValue, type ValueFormat } from '../../engine/format/formatValue.ts';
import { decodePolyline } from '../../../common/polyline.ts';
import { isMarkerColor, type MarkerColor } from './colors.ts';
import type { MapCategory, MapPoint, MapRoute } from './types.ts';

/**
 * Reading the hosted map's props (docs/maps.md). Component props are plain strings, so lists are written
 * 'a=b;c=d': `categories: 'Atrasado=red;Dentro do Prazo=green'`, `popupFields: 'Situação=situacao_veiculo'`.
 * A popup field may name its format after a bar, as a table column does: `'Última localização=data_ultima_localizacao|datetime'`
 * shows '07/12/2026 06:28', not the answer's '2026-12-07T06:28:00'.
 */
export function parsePairs(text: unknown): [string, string][] {
  if (typeof text !== 'string') return [];
  return text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const i = part.lastIndexOf('=');
      return i < 0 ? [part, ''] : [part.slice(0, i).trim(), part.slice(i + 1).trim()];
    });
}

export function parseCategories(text: unknown): MapCategory[] {
  return parsePairs(text).map(([value, color]) => ({ value, color: isMarkerColor(color) ? color : 'grey' }));
}

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const num = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/** One popup field's text: 'campo' as it came, or 'campo|formato' through the engine's formats (pt-BR dates, numbers). */
function popupText(row: Record<string, unknown>, spec: string): string {
  const bar = spec.indexOf('|');
  if (bar < 0) return str(row[spec]);
  const value = row[spec.slice(0, bar).trim()];
  return value === null || value === undefined || value === '' ? '' : formatValue(value, spec.slice(bar + 1).trim() as ValueFormat);
}

export interface PointFields {
  latField: string;
  lngField: string;
  keyField: string;
  categoryField?: string;
  titleFields?: string[];
  popupFields?: [string, string][];
}

/** Rows (a list, or one record such as a drawer's row) → map points. */
export function rowsToPoints(data: unknown, f: PointFields): MapPoint[] {
  const rows = Array.isArray(data) ? data : data && typeof data === 'object' ? [data] : [];
  return rows.map((raw, i) => {
    const row = raw as Record<string, unknown>;
    return {
      key: str(row[f.keyField]) || String(i),
      lat: num(row[f.latField]),
      lng: num(row[f.lngField]),
      category: f.categoryField ? str(row[f.categoryField]) : undefined,
      title: f.titleFields?.map((x) => str(row[x])).filter(Boolean).join(' - '),
      lines: f.popupFields?.map(([label, spec]) => `${label}: ${popupText(row, spec) || '-'}`),
    };
  });
}

/** A route answer `{ polyline, markers: [{ lat, lng, label }] }` → decoded path and markers; null when absent. */
export function readRoute(data: unknown, dataPath: string | undefined): MapRoute | null {
  const value = getPath(data, dataPath) as { polyline?: unknown; markers?: unknown } | null | undefined;
  if (!value || typeof value !== 'object') return null;
  const path = typeof value.polyline === 'string' && value.polyline !== '' ? decodePolyline(value.polyline) : [];
  const markers = (Array.isArray(value.markers) ? value.markers : [])
    .map((m: Record<string, unknown>) => ({ lat: num(m.lat), lng: num(m.lng), label: str(m.label) }))
    .filter((m): m is { lat: number; lng: number; label: string } => m.lat !== null && m.lng !== null);
  if (path.length === 0 && markers.length === 0) return null;
  return { path, markers };
}

export const markerColor = (v: unknown): MarkerColor | undefined => (typeof v === 'string' && isMarkerColor(v) ? v : undefined);
