import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';

/**
 * Planned route of a loading order (spec 3 §7 'GET …/monit/ordem/{orderNumber}/rota': results.polyline,
 * results.markers): drawn by the shared map in 02.78.1523 'Rota e localização' and 02.79.1494 'Detalhes da
 * Viagem'. orderNumber is the order's number (nro_ordem), as the tables show it. An order without a planned route
 * (or of another company) answers polyline null and no markers, which the map reads as "no route" (docs/maps.md).
 */
export default defineReport({
  path: '/v2/logistica/monitoramento-de-cargas/:empresaId/monit/ordem/:orderNumber/rota',
  access: [1369, 1493],
  summary: 'Trajeto planejado de uma ordem de carregamento: polyline codificada (Google, precisão 5) e marcadores rotulados',
  tags: ['frota', 'logistica'],
  params: Type.Object({ orderNumber: param.id() }),
  envelope: 'results',
  shape: {
    fields: { one: 'rota-ordem-polyline.sql', row: Type.Object({ polyline: col.nullable(col.text()) }) },
    object: {
      markers: {
        list: 'rota-ordem-marcadores.sql',
        row: Type.Object({ lat: col.number(), lng: col.number(), label: col.text() }),
      },
    },
  },
  examples: [{ params: { empresaId: 2, orderNumber: 5001 } }, { params: { empresaId: 2, orderNumber: 999999 } }],
});
