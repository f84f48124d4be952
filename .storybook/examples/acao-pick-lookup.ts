import type { EngineExample } from '../../src/engine/engineExample.ts';

const company = { id: 1, id_empresa_cliente: 100, nome_fantasia: 'Mirante Alimentos', codigo_modulo: 1 };
const REQUIRED = '* Campo obrigatório';

const lookup = (name: string, label: string, call: string, entity: string, picker: string, def: number) => ({
  name,
  label,
  widget: 'lookup' as const,
  required: true,
  requiredMessage: REQUIRED,
  default: def,
  lookup: { call, notFound: `${entity} não encontrado.`, picker },
});

const apontamentos = [
  { id_operador: 7, nome_operador: 'Maria Souza', desc_maquina: 'Injetora 02', desc_processo: 'Injeção', desc_prod_acabado: 'Tampa rosca 28mm', numero_op: 40211, data_inicio: '2026-11-18T07:02:00', data_final: '2026-11-18T11:40:00', tempo: '04:38:00', tempo_por_qt_previsto: '00:00:14', tempo_por_qt_real: '00:00:13', tempo_real_x_prev: '-00:00:01', qtdade_produziu: 1180, qtdade_perdeu: 12, finalizou_processo: 'S' },
  { id_operador: 7, nome_operador: 'Maria Souza', desc_maquina: 'Injetora 02', desc_processo: 'Injeção', desc_prod_acabado: 'Tampa rosca 28mm', numero_op: 40230, data_inicio: '2026-11-19T13:10:00', data_final: '2026-11-19T17:55:00', tempo: '04:45:00', tempo_por_qt_previsto: '00:00:14', tempo_por_qt_real: '00:00:16', tempo_real_x_prev: '00:00:02', qtdade_produziu: 1050, qtdade_perdeu: 31, finalizou_processo: 'N' },
];

/** The `pick` action's pickers and the `lookup` widget on 1338's filters (operator, resource, process, product). */
export const title = 'Ações/pick + filtro lookup — Apontamentos OP (1338)';

export const examples: EngineExample[] = [
  {
    name: 'Exemplo',
    doc: "Campos lookup (código só dígitos + nome buscado, 'Operador não encontrado.' quando não há) com o botão que abre o seletor (Filtrar Operadores 01.77.1337, Recursos 01.77.1355, Processos 01.77.1356, Produtos 01.75.1358 com Tipo produto). Usados por 1331, 1332, 1338.",
    definition: {
      code: '01.77.1338',
      title: 'Apontamentos OP',
      route: '/apontamentos',
      accessCode: 1338,
      filters: {
        submitLabel: 'Filtrar',
        fields: [
          { name: 'periodo', label: 'Período (Abertura)', widget: 'dateRange', default: 'monthToDate', required: true, presets: ['today', 'thisMonth', 'lastMonth'] },
          lookup('operador', 'Operador', 'operadorNome', 'Operador', 'operadores', 7),
          lookup('recurso', 'Recurso', 'recursoNome', 'Recurso', 'recursos', 3),
          lookup('processo', 'Processo', 'processoNome', 'Processo', 'processos', 12),
          lookup('produto', 'Produto', 'produtoNome', 'Produto', 'produtos', 1045),
        ],
      },
      calls: {
        operadorNome: { path: '/empresas/{empresaId}/operadores', params: { id: '{lookup.code}' }, loadOn: 'action' },
        recursoNome: { path: '/empresas/{empresaId}/pcp/recursos', params: { id: '{lookup.code}' }, loadOn: 'action' },
        processoNome: { path: '/empresas/{empresaId}/pcp/processos', params: { id: '{lookup.code}' }, loadOn: 'action' },
        produtoNome: { path: '/empresas/{empresaId}/pcp/produtos', params: { id: '{lookup.code}' }, loadOn: 'action' },
        operadoresBusca: { path: '/empresas/{empresaId}/operadores', params: { id: '{picker.code}', Nome: '{picker.name}' }, loadOn: 'action' },
        recursosBusca: { path: '/empresas/{empresaId}/pcp/recursos', params: { id: '{picker.code}', Nome: '{picker.name}' }, loadOn: 'action' },
        processosBusca: { path: '/empresas/{empresaId}/pcp/processos', params: { id: '{picker.code}', Nome: '{picker.name}' }, loadOn: 'action' },
        produtosBusca: { path: '/empresas/{empresaId}/pcp/produtos', params: { tipo_produto: '{picker.extra}', id: '{picker.code}', Nome: '{picker.name}' }, loadOn: 'action' },
        tiposProduto: { path: '/empresas/{empresaId}/pcp/tipos-produtos', loadOn: 'action' },
        apontamentos: {
          path: '/empresas/{empresaId}/pcp/apontamento/',
          loadOn: 'submit',
          params: {
            dataInicio: { date: '{filters.periodo.start}', format: 'YYYY-MM-DD' },
            dataFim: { date: '{filters.periodo.end}', format: 'YYYY-MM-DD' },
            id_operador: '{filters.operador}',
            id_recursos: '{filters.recurso}',
            id_processo: '{filters.processo}',
            id_produto: '{filters.produto}',
          },
        },
      },
      pickers: {
        operadores: { code: '01.77.1337', title: 'Filtrar Operadores', entity: 'Operador', call: 'operadoresBusca', writes: { operador: 'id' } },
        recursos: { code: '01.77.1355', title: 'Filtrar Recursos', entity: 'Recurso', call: 'recursosBusca', writes: { recurso: 'id' } },
        processos: { code: '01.77.1356', title: 'Filtrar Processos', entity: 'Processo', call: 'processosBusca', writes: { processo: 'id' } },
        produtos: {
          code: '01.75.1358',
          title: 'Filtrar Produtos',
          entity: 'Produto',
          call: 'produtosBusca',
          extra: { label: 'Tipo produto', options: [{ value: 'TO', label: 'Todos' }], optionsFrom: { call: 'tiposProduto', value: 'id', label: 'nome' }, default: '04' },
          writes: { produto: 'id' },
        },
      },
      panels: [
        {
          id: 'apontamentos',
          kind: 'table',
          call: 'apontamentos',
          columns: [
            { field: 'desc_maquina', header: 'Recurso' },
            { field: 'desc_processo', header: 'Processo' },
            { field: 'desc_prod_acabado', header: 'Produto', flex: 2 },
            { field: 'numero_op', header: 'Numero op', format: 'integer' },
            { field: 'data_inicio', header: 'Data inicial', format: 'datetime' },
            { field: 'data_final', header: 'Data final', format: 'datetime' },
            { field: 'tempo', header: 'Tempo total' },
            { field: 'qtdade_produziu', header: 'Quantidade produzida', format: 'integer' },
            { field: 'qtdade_perdeu', header: 'Quantidade perdida', format: 'integer' },
            { field: 'finalizou_processo', header: 'Finalizou processo', format: 'flag' },
          ],
        },
      ],
    },
    shows: ['Maria Souza', 'Injetora 02', 'Tampa rosca 28mm'],
    answers: {
      'GET /empresas/1/operadores?id=7': { response: [{ id: 7, nome: 'Maria Souza' }] },
      'GET /empresas/1/operadores': { response: [{ id: 7, nome: 'Maria Souza' }, { id: 12, nome: 'João Pereira' }, { id: 15, nome: 'Ana Lima' }] },
      'GET /empresas/1/pcp/recursos?id=3': { response: [{ id: 3, nome: 'Injetora 02' }] },
      'GET /empresas/1/pcp/processos?id=12': { response: [{ id: 12, nome: 'Injeção' }] },
      'GET /empresas/1/pcp/produtos?id=1045': { response: [{ id: 1045, nome: 'Tampa rosca 28mm' }] },
      'GET /empresas/1/pcp/produtos?tipo_produto=04': { response: [{ id: 1045, nome: 'Tampa rosca 28mm' }, { id: 1046, nome: 'Tampa rosca 38mm' }] },
      'GET /empresas/1/pcp/tipos-produtos': { response: [{ id: '01', nome: 'Matéria-prima' }, { id: '04', nome: 'Produto acabado' }] },
      'GET /empresas/1/pcp/apontamento/?dataFim=2026-11-21&dataInicio=2026-11-01&id_operador=7&id_processo=12&id_produto=1045&id_recursos=3': { response: apontamentos },
    },
    company,
  },
];
