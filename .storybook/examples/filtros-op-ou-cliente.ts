import type { EngineExample } from '../../src/engine/engineExample.ts';

const company = { id: 1, id_empresa_cliente: 100, nome_fantasia: 'Mirante Alimentos', codigo_modulo: 1 };

/** 1332's either-or rule: the order number alone, or customer + period ('* Campo obrigatório' under each). */
export const title = 'Filtros/regras — número da OP ou cliente + período (1332)';

export const examples: EngineExample[] = [
  {
    name: 'Exemplo',
    doc: "requiredUnless: Cliente e Período obrigatórios só sem número da OP ('* Campo obrigatório'); allow: dígitos, espaço, hífen e barra; o código do cliente recebe o foco; lookup com o seletor Filtrar Clientes. Usado por 1332.",
    definition: {
      code: '01.77.1332',
      title: 'OP Situação',
      route: '/ordem_producao_situacao',
      accessCode: 1332,
      filters: {
        submitLabel: 'Filtrar',
        fields: [
          { name: 'numero_op', label: 'Número OP', widget: 'text', width: 140, allow: ['digits', 'space', 'hyphen', 'slash'] },
          { name: 'periodo', label: 'Período (Abertura)', widget: 'dateRange', default: 'today', requiredUnless: ['numero_op'], requiredMessage: '* Campo obrigatório', presets: ['today', 'thisMonth'] },
          {
            name: 'cliente',
            label: 'Cliente',
            widget: 'lookup',
            autoFocus: true,
            default: 3,
            requiredUnless: ['numero_op'],
            requiredMessage: '* Campo obrigatório',
            lookup: { call: 'clienteNome', notFound: 'Cliente não encontrado.', picker: 'clientes' },
          },
          {
            name: 'programada',
            label: 'Programada',
            widget: 'select',
            default: 'T',
            options: [
              { value: 'T', label: 'Todas' },
              { value: 'S', label: 'Programadas' },
              { value: 'N', label: 'Não Programadas' },
            ],
          },
        ],
      },
      calls: {
        clienteNome: { path: '/empresas/{empresaId}/clientes', params: { id_cliente: '{lookup.code}' }, loadOn: 'action' },
        clientesBusca: { path: '/empresas/{empresaId}/clientes', params: { id_cliente: '{picker.code}', nome_cliente: '{picker.name}' }, loadOn: 'action' },
        ops: {
          path: '/empresas/{empresaId}/pcp/ordem_producao_status',
          loadOn: 'submit',
          params: {
            idOrdem: '{filters.numero_op}',
            idCliente: '{filters.cliente}',
            dataAberturaInicio: { date: '{filters.periodo.start}', format: 'YYYY/MM/DD' },
            dataAberturaFinal: { date: '{filters.periodo.end}', format: 'YYYY/MM/DD' },
            programada: '{filters.programada}',
          },
        },
      },
      pickers: {
        clientes: { code: '01.82.1336', title: 'Filtrar Clientes', entity: 'cliente', call: 'clientesBusca', writes: { cliente: 'id' } },
      },
      panels: [
        {
          id: 'ops',
          kind: 'table',
          call: 'ops',
          pageSize: 20,
          columns: [
            { field: 'numero_op', header: 'Número OP', format: 'integer' },
            { field: 'codigo_produto', header: 'Código Produto' },
            { field: 'descricao_produto', header: 'Descrição Produto', flex: 2 },
            { field: 'quantidade', header: 'Quantidade', format: 'quantity' },
            { field: 'unid_medida', header: 'Unid.' },
            { field: 'data_abertura', header: 'Data Abertura', format: 'date' },
            { field: 'situacao', header: 'Situação' },
            { field: 'programada', header: 'Programada', format: 'flag' },
          ],
        },
      ],
    },
    shows: ['Braga Comércio', 'Pote 500 ml'],
    answers: {
      'GET /empresas/1/clientes?id_cliente=3': { response: [{ id_cliente: 3, nome: 'Braga Comércio' }] },
      'GET /empresas/1/pcp/ordem_producao_status?dataAberturaFinal=2026%2F11%2F21&dataAberturaInicio=2026%2F11%2F21&idCliente=3&programada=T': {
        response: [
          { numero_op: 40211, codigo_produto: '1045', descricao_produto: 'Tampa rosca 28mm', quantidade: 1200, unid_medida: 'UN', data_abertura: '2026-11-21', situacao: 'Iniciada', programada: 'S' },
          { numero_op: 40212, codigo_produto: '2210', descricao_produto: 'Pote 500 ml', quantidade: 350.5, unid_medida: 'KG', data_abertura: '2026-11-21', situacao: 'Aberta', programada: 'N' },
        ],
      },
    },
    company,
  },
];
