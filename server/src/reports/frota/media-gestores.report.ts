import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';
import { dashboardPeriodo } from '../faturamento/dashboardPeriodo.ts';

const VALUES = { valor_faturamento: col.number(), perc_faturamento: col.number(), valor_reentrega: col.number(), valor_total_geral: col.number() };

/**
 * 'Faturamento por Gestor' of the Dashboard Frota (02.78.1416) — spec 3 §3 'Manager averages', §7: the month's freights
 * by the vehicle's fleet manager, each with its orders in `detalhes` (the expandable rows).
 */
export default defineReport({
  path: '/empresas/:empresaId/intercarg/faturamento/mediaGestores',
  access: [1416],
  summary: 'Faturamento do mês por gestor de frota, com as ordens de cada gestor (detalhes)',
  tags: ['frota'],
  query: Type.Object({ periodo: param.date() }),
  bind: ({ query, today }) => {
    const { inicio, fim } = dashboardPeriodo(query.periodo, today);
    return { inicio, fim };
  },
  envelope: 'response',
  shape: {
    list: 'media-gestores.sql',
    row: Type.Object({ id_gestor: col.integer(), descricao_gestor: col.text(), ...VALUES }),
    nest: {
      detalhes: {
        list: 'media-gestores-detalhes.sql',
        parentKey: 'id_gestor',
        childKey: 'id_gestor',
        omitKey: true,
        row: Type.Object({ nro_ordem: col.integer(), placa: col.text(), nome_motorista: col.text(), marca: col.text(), descricao_tipo_rodado: col.nullable(col.text()), ...VALUES }),
      },
    },
  },
  examples: [{ params: { empresaId: 2 }, query: { periodo: '{today}' } }, { params: { empresaId: 2 }, query: { periodo: '2015-01-01' } }],
});
