import { NO_CODE } from '../../definition/screen-meta.ts';
import type { EngineExample } from '../../engineExample.ts';

/** Groups of 01.76.1397 (spec 2 Group: descGrupo, quantidade, percentual) and their equipment. */
const GRUPOS = [
  { id_grupo: 12, descGrupo: 'ANDAIMES', quantidade: 160 },
  { id_grupo: 14, descGrupo: 'ESCORAS METÁLICAS', quantidade: 95 },
  { id_grupo: 20, descGrupo: 'BETONEIRAS', quantidade: 18 },
  { id_grupo: 31, descGrupo: 'COMPACTADORES', quantidade: 14 },
];
const EQUIPAMENTOS = [
  { id_equipamento: 3187, desc_equipamento: 'ANDAIME TUBULAR 1,5 X 1,0 M', nro_lacre: 'L-004512', desc_situacao: 'Locado' },
  { id_equipamento: 3188, desc_equipamento: 'ANDAIME TUBULAR 1,5 X 1,0 M', nro_lacre: 'L-004513', desc_situacao: 'Locado' },
  { id_equipamento: 3204, desc_equipamento: 'ANDAIME FACHADEIRO 2,0 M', nro_lacre: null, desc_situacao: 'Locado' },
];

export const examples: EngineExample[] = [
  {
    name: 'Grupos de equipamentos (1397)',
    doc: "Lista pesquisável ('Pesquisar por grupo...') com quantidade e % (quantidade ÷ total × 100) por grupo; o clique escolhe o grupo e abre seus equipamentos. Na tela 1397 o clique será a ação set (variável {vars.grupo}) lida pela tabela ao lado.",
    definition: {
      code: NO_CODE,
      title: 'Exemplo: list',
      route: '/exemplos/list',
      accessCode: null,
      calls: { grupos: { path: '/empresas/{empresaId}/locacao/equipamentos/grupos' } },
      panels: [
        {
          kind: 'list',
          span: 10,
          call: 'grupos',
          title: 'Equipamentos Locados',
          label: '{row.descGrupo}',
          key: 'id_grupo',
          count: 'quantidade',
          search: 'Pesquisar por grupo...',
          action: { type: 'drill', drill: 'grupo' },
        },
        { kind: 'text', span: 14, text: 'Selecione um grupo...', style: 'hint' },
      ],
      drilldowns: {
        grupo: {
          title: 'Equipamentos do grupo {row.descGrupo}',
          container: 'drawer',
          width: '60vw',
          narrowWidth: '95vw',
          calls: { equipamentos: { path: '/empresas/{empresaId}/locacao/equipamentos/grupos/{row.id_grupo}' } },
          panels: [
            {
              kind: 'table',
              call: 'equipamentos',
              columns: [
                { field: 'id_equipamento', header: 'ID', width: 90 },
                { field: 'desc_equipamento', header: 'Descrição', flex: 2 },
                { field: 'nro_lacre', header: 'Lacre' },
                { field: 'desc_situacao', header: 'Situação' },
              ],
            },
          ],
        },
      },
    },
    answers: {
      'GET /empresas/1/locacao/equipamentos/grupos': { response: GRUPOS },
      'GET /empresas/1/locacao/equipamentos/grupos/12': { response: EQUIPAMENTOS },
    },
    shows: ['ANDAIMES', '55,75%', 'ESCORAS METÁLICAS', 'Selecione um grupo...'],
  },
];
