import { useMemo } from 'react';
import type { HostedComponentProps } from '../../engine/panels/component/types.ts';
import { useGoogleMapsKey } from './googleKey.ts';
import { MapView } from './MapView.tsx';
import { markerColor, parseCategories, parsePairs, readRoute, rowsToPoints } from './options.ts';

const text = (v: unknown, fallback?: string) => (typeof v === 'string' && v !== '' ? v : fallback);

/**
 * The map as a definition panel: `{ kind: 'component', component: 'map', call?, dataPath?, props }` (docs/maps.md).
 * Props: latField/lngField (default latitude/longitude), keyField (codigo), categoryField + categories
 * ('Valor=cor;…', colours red green yellow orange blue purple grey), titleFields ('placa,nome_motorista'),
 * popupFields ('Rótulo=campo;…'), color (no categories), routeCall + routeDataPath ('results'): a call answering
 * { polyline, markers }, focusVar: a screen variable holding the key to zoom to ('Ver no mapa'), fit
 * ('points' | 'route'), height ('50vh'), label (the region's accessible name), legend (false hides it),
 * emptyText (nothing to draw; 1495 'Local de comprovação não registrado'), keyErrorDetail (a second line under
 * 'Ocorreu um erro ao carregar a chave de API do Google Maps': 1369's 'key not set' text).
 * The provider (Google with the company's key, else the tile server or the offline basemap) is the map's own
 * choice: the definition does not name it.
 */
export default function MapComponent({ props, data, loading, calls, vars, scope }: HostedComponentProps) {
  const empresaId = scope.empresaId === undefined || scope.empresaId === null || scope.empresaId === '' ? undefined : String(scope.empresaId);
  const key = useGoogleMapsKey(empresaId);
  const fields = useMemo(
    () => ({
      latField: text(props.latField, 'latitude')!,
      lngField: text(props.lngField, 'longitude')!,
      keyField: text(props.keyField, 'codigo')!,
      categoryField: text(props.categoryField),
      titleFields: text(props.titleFields)?.split(',').map((s) => s.trim()),
      popupFields: parsePairs(props.popupFields),
    }),
    [props.latField, props.lngField, props.keyField, props.categoryField, props.titleFields, props.popupFields],
  );
  const points = useMemo(() => rowsToPoints(data, fields), [data, fields]);
  const categories = useMemo(() => (props.categories ? parseCategories(props.categories) : undefined), [props.categories]);

  const routeCall = text(props.routeCall);
  const routeState = routeCall ? calls[routeCall] : undefined;
  const route = useMemo(() => readRoute(routeState?.data, text(props.routeDataPath, 'results')), [routeState?.data, props.routeDataPath]);

  const focusVar = text(props.focusVar);
  const focusValue = focusVar ? vars[focusVar] : undefined;
  // a new object on every 'set' (the vars object changes even when the same row is chosen twice)
  const focus = useMemo(() => (focusValue === undefined || focusValue === null || focusValue === '' ? null : { key: String(focusValue) }), [focusValue, vars]);

  const fit = props.fit === 'points' || props.fit === 'route' ? props.fit : undefined;
  return (
    <MapView
      points={points}
      categories={categories}
      color={markerColor(props.color)}
      route={route}
      routeError={Boolean(routeState?.error)}
      focus={focus}
      fit={fit}
      height={text(props.height, '50vh')}
      loading={loading || Boolean(routeState?.loading)}
      label={text(props.label, 'Mapa')}
      legend={props.legend !== false}
      emptyText={text(props.emptyText)}
      googleKey={key.status === 'ready' ? key.key : null}
      keyPending={key.status === 'loading'}
      keyError={key.status === 'error'}
      keyErrorDetail={text(props.keyErrorDetail)}
    />
  );
}
