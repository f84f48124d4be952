import type { EngineExample } from '../../src/engine/engineExample.ts';

const company = { id: 1, id_empresa_cliente: 100, nome_fantasia: 'Mirante Alimentos', codigo_modulo: 1 };

/** The `set` action: 1397's group list sets '{vars.grupo}', the equipment table of that group reads it. */
export const title = 'Ações/set — Equipamentos por grupo (1397)';

export const examples: EngineExample[] = [
  {
    name: 'Exemplo',
    doc: "Ação 'set': a linha do grupo grava '{vars.grupo}', que a chamada dos equipamentos lê (mestre/detalhe numa tela); '{query.id_situacao}' vem da URL. Usada por 1397.",
    definition: {
      code: '01.76.1397',
      title: 'Equipamentos',
      route: '/faturamento/locacao_equipamentos/equipamentos_situacao',
      accessCode: 1397,
      calls: {
        grupos: { path: '/empresas/{empresaId}/faturamento/locacao_equipamentos/equipamentos/grupos', params: { id_situacao: '{query.id_situacao}' } },
        equipamentos: {
          path: '/empresas/{empresaId}/faturamento/locacao_equipamentos/equipamentos/situacao',
          params: { id_situacao: '{query.id_situacao}', id_grupo: '{vars.grupo}' },
          requires: ['id_grupo'],
        },
      },
      panels: [
        {
          id: 'grupos',
          kind: 'table',
          title: 'Grupos',
          call: 'grupos',
          span: 8,
          search: true,
          columns: [
            { field: 'descGrupo', header: 'Grupo', flex: 2 },
            { field: 'quantidade', header: 'Qtd.', format: 'integer' },
            { field: 'percentual', header: '%', format: 'percent' },
          ],
          rowAction: { type: 'set', var: 'grupo', value: '{row.id_grupo}' },
        },
        {
          id: 'equipamentos',
          kind: 'table',
          title: 'Equipamentos do grupo',
          call: 'equipamentos',
          span: 16,
          emptyText: 'Selecione um grupo...',
          columns: [
            { field: 'id_equipamento', header: 'ID', format: 'integer' },
            { field: 'desc_equipamento', header: 'Descrição', flex: 2 },
            { field: 'nro_lacre', header: 'Lacre' },
            { field: 'desc_situacao', header: 'Situação' },
          ],
        },
      ],
    },
    shows: ['Betoneiras 400 L', 'Selecione um grupo...'],
    answers: {
      'GET /empresas/1/faturamento/locacao_equipamentos/equipamentos/grupos': {
        response: [
          { id_grupo: 3, descGrupo: 'Andaimes tubulares', quantidade: 42, percentual: 52.5 },
          { id_grupo: 4, descGrupo: 'Betoneiras 400 L', quantidade: 23, percentual: 28.75 },
          { id_grupo: 7, descGrupo: 'Compactadores de solo', quantidade: 15, percentual: 18.75 },
        ],
      },
      'GET /empresas/1/faturamento/locacao_equipamentos/equipamentos/situacao?id_grupo=4': {
        response: [
          { id_equipamento: 4101, desc_equipamento: 'Betoneira 400 L CSM', nro_lacre: 'L-20931', id_situacao: 'l', desc_situacao: 'Locado' },
          { id_equipamento: 4102, desc_equipamento: 'Betoneira 400 L Menegotti', nro_lacre: 'L-20932', id_situacao: 'e', desc_situacao: 'Estoque' },
        ],
      },
    },
    company,
  },
];
