import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';

/**
 * The company's Google Maps key (spec 3 §7 'GET …/configuracoes/google-maps-api-key', answer response.googleApiKey),
 * set with `npm run admin -- configuracao definir` (docs/maps.md). null when none is set: the portal's maps then use
 * the tile server or the offline basemap. Released to the screens that draw maps (1369 and its drawer, 1493 and its
 * drawers): a Maps JavaScript key is a browser key, every map page sends it to the browser anyway.
 */
export default defineReport({
  path: '/empresas/:empresaId/configuracoes/google-maps-api-key',
  access: [1369, 1493],
  summary: 'A chave de API do Google Maps da empresa (null quando não configurada)',
  tags: ['frota'],
  envelope: 'response',
  shape: { one: 'google-maps-api-key.sql', row: Type.Object({ googleApiKey: col.nullable(col.text()) }) },
  examples: [{ params: { empresaId: 2 } }],
});
