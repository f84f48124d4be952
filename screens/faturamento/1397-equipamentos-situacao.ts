import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';

const EQUIPAMENTO = '/empresas/{empresaId}/faturamento/locacao_equipamentos/equipamento/{row.id_equipamento}';

/**
 * Equipamentos por situação (spec 2 §2, §3, §7), opened from the cards of 01.76.1396 with ?id_situacao
 * (default t): the title follows the situation; 'Voltar' goes back to the dashboard; on the left the
 * situation's groups (search 'Pesquisar por grupo...', count and %), on the right the chosen group's
 * equipment (a `set` action keeps the chosen group in {vars.grupo}; the answer carries each group's
 * rows, so no second call) or 'Selecione um grupo...'. The detail action opens 01.76.1398. docs/locacao.md.
 */
export default {
  code: '01.76.1397',
  title: 'Equipamentos',
  titleByQuery: {
    param: 'id_situacao',
    default: 't',
    titles: { t: 'Equipamentos', l: 'Equipamentos Locados', e: 'Equipamentos Estoque', m: 'Equipamentos Manutenção' },
  },
  route: '/faturamento/locacao_equipamentos/equipamentos_situacao',
  accessCode: 1397,

  calls: {
    // No id_situacao in the URL: the parameter is left out and the server answers 't' (its default).
    grupos: { path: '/empresas/{empresaId}/faturamento/locacao_equipamentos/equipamentos/situacao', params: { id_situacao: '{query.id_situacao}' } },
  },

  panels: [
    { id: 'voltar', kind: 'text', text: 'Voltar', to: '/faturamento/locacao_equipamentos/dashboard' },
    {
      id: 'grupos',
      kind: 'list',
      call: 'grupos',
      dataPath: 'result',
      span: 8,
      label: '{row.descGrupo}',
      key: 'id_grupo',
      count: 'quantidade',
      percent: 'percentual',
      search: 'Pesquisar por grupo...',
      action: { type: 'set', var: 'grupo', value: '{row}' },
    },
    {
      id: 'equipamentos',
      kind: 'table',
      dataPath: 'vars.grupo.equipamentos',
      span: 16,
      emptyText: 'Selecione um grupo...',
      pageSize: 20,
      columns: [
        { field: 'id_equipamento', header: 'ID', format: 'integer', width: 90 },
        { field: 'desc_equipamento', header: 'Descrição', flex: 2 },
        { field: 'nro_lacre', header: 'Lacre', width: 120 },
        { field: 'desc_situacao', header: 'Situação', width: 130 },
      ],
      rowActions: [{ label: 'Detalhes', icon: 'eye', action: { type: 'drill', drill: 'equipamento' } }],
    },
  ],

  drilldowns: {
    equipamento: {
      code: '01.76.1398',
      title: 'Detalhes Equipamento',
      width: 900,
      narrowWidth: '95vw',
      calls: { equipamento: { path: EQUIPAMENTO } },
      messages: { loadingText: 'Carregando dados' },
      panels: [
        {
          id: 'equipamento',
          kind: 'descriptions',
          call: 'equipamento',
          dataPath: 'result',
          columns: 2,
          items: [
            { label: 'Equipamento', value: 'desc_equipamento' },
            { label: 'Lacre', value: 'nro_lacre' },
            { label: 'Situação', value: 'desc_situacao' },
            { label: 'Grupo', value: 'desc_grupo' },
            { label: 'Contrato', value: 'id_contrato', hideEmpty: true },
            { label: 'Remessa', value: 'id_remessa', hideEmpty: true },
            { label: 'Cliente', value: 'desc_cliente', hideEmpty: true },
            { label: 'Obra', value: 'desc_obra', hideEmpty: true },
          ],
        },
        {
          id: 'movimentos',
          kind: 'timeline',
          title: 'Movimentações',
          call: 'equipamento',
          dataPath: 'result.movimentos',
          date: 'dt_hr_movimento',
          eventTitle: '{row.desc_situacao}',
          lines: [
            { label: 'Contrato', value: 'id_contrato', hideEmpty: true },
            { label: 'Remessa', value: 'id_remessa', hideEmpty: true },
            { label: 'Cliente', value: 'desc_cliente', hideEmpty: true },
            { label: 'Obra', value: 'desc_obra', hideEmpty: true },
            { label: 'Observação', value: 'observacao', hideEmpty: true },
          ],
        },
      ],
    },
  },
} satisfies ScreenDefinition;
