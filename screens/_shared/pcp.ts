/**
 * PCP fragments shared by 1331, 1332 and 1338 (plain data): the five pickers of spec 2 §2 'Picker modals' — one
 * engine kind, five definitions — with their search and code-lookup calls, the lookup filter fields, and the
 * processes table of a production order (spec 1 §3 'OP process'). docs/pcp.md.
 */
import type { CallDefinition } from '../../src/engine/calls/schema.ts';
import type { FilterField } from '../../src/engine/filters/schema.ts';
import type { TableColumnOptions } from '../../src/engine/panels/table/schema.ts';
import type { PickerDefinition } from '../../src/engine/pickers/schema.ts';
import type { PanelDefinition } from '../../src/engine/definition/screen-definition.ts';

type Entity = 'cliente' | 'operador' | 'recurso' | 'processo' | 'produto';

/**
 * The picker of each entity (spec 2 §2 'Picker modals'); its choice writes the row's id into the filter field named
 * like the entity. Filtrar Produtos adds the Tipo produto select: Todos = TO or 'id - nome' of the types, default 04
 * (finished product).
 */
export const PICKERS = {
  cliente: {
    code: '01.82.1336', title: 'Filtrar Clientes', entity: 'cliente', call: 'clienteBusca', idField: 'id_cliente', nameField: 'nome',
    writes: { cliente: 'id_cliente' },
  },
  operador: {
    code: '01.77.1337', title: 'Filtrar Operadores', entity: 'Operador', call: 'operadorBusca', idField: 'id', nameField: 'Nome',
    writes: { operador: 'id' },
  },
  recurso: {
    code: '01.77.1355', title: 'Filtrar Recursos', entity: 'Recurso', call: 'recursoBusca', idField: 'id', nameField: 'Nome',
    writes: { recurso: 'id' },
  },
  processo: {
    code: '01.77.1356', title: 'Filtrar Processos', entity: 'Processo', call: 'processoBusca', idField: 'id', nameField: 'Nome',
    writes: { processo: 'id' },
  },
  produto: {
    code: '01.75.1358', title: 'Filtrar Produtos', entity: 'Produto', call: 'produtoBusca', idField: 'id', nameField: 'Nome',
    writes: { produto: 'id' },
    extra: { label: 'Tipo produto', options: [{ value: 'TO', label: 'Todos' }], optionsFrom: { call: 'tiposProdutos', value: 'id', label: 'nome' }, default: '04' },
  },
} as const satisfies Record<Entity, PickerDefinition>;

/**
 * The calls a picker and its lookup need, per entity: `<entity>Busca` (the picker's list, by code and name) and
 * `<entity>Nome` (the name of a typed code); the product picker also lists the product types. Spread into `calls`.
 */
export const PICKER_CALLS = {
  cliente: {
    clienteBusca: { path: '/empresas/{empresaId}/clientes', params: { id_cliente: '{picker.code}', nome_cliente: '{picker.name}' }, loadOn: 'action' },
    clienteNome: { path: '/empresas/{empresaId}/clientes', params: { id_cliente: '{lookup.code}' }, loadOn: 'action' },
  },
  operador: {
    operadorBusca: { path: '/empresas/{empresaId}/operadores', params: { id: '{picker.code}', Nome: '{picker.name}' }, loadOn: 'action' },
    operadorNome: { path: '/empresas/{empresaId}/operadores', params: { id: '{lookup.code}' }, loadOn: 'action' },
  },
  recurso: {
    recursoBusca: { path: '/empresas/{empresaId}/pcp/recursos', params: { id: '{picker.code}', Nome: '{picker.name}' }, loadOn: 'action' },
    recursoNome: { path: '/empresas/{empresaId}/pcp/recursos', params: { id: '{lookup.code}' }, loadOn: 'action' },
  },
  processo: {
    processoBusca: { path: '/empresas/{empresaId}/pcp/processos', params: { id: '{picker.code}', Nome: '{picker.name}' }, loadOn: 'action' },
    processoNome: { path: '/empresas/{empresaId}/pcp/processos', params: { id: '{lookup.code}' }, loadOn: 'action' },
  },
  produto: {
    produtoBusca: { path: '/empresas/{empresaId}/pcp/produtos', params: { id: '{picker.code}', Nome: '{picker.name}', tipo_produto: '{picker.extra}' }, loadOn: 'action' },
    produtoNome: { path: '/empresas/{empresaId}/pcp/produtos', params: { id: '{lookup.code}' }, loadOn: 'action' },
    tiposProdutos: { path: '/empresas/{empresaId}/pcp/tipos-produtos', loadOn: 'action' },
  },
} as const satisfies Record<Entity, Record<string, CallDefinition>>;

/**
 * The lookup field of each entity: code + read-only name ('<Entidade> não encontrado.') + the picker button. Spread
 * it and add the screen's rule: `{ ...LOOKUP_FIELDS.operador, required: true, example: 1 }`. Spec 2 §8: only the
 * process lookup raises an alert when the code is not found.
 */
export const LOOKUP_FIELDS = {
  cliente: {
    name: 'cliente', label: 'Cliente', widget: 'lookup', requiredMessage: '* Campo obrigatório',
    lookup: { call: 'clienteNome', dataPath: 'response.0.nome', notFound: 'Cliente não encontrado.', picker: 'cliente' },
  },
  operador: {
    name: 'operador', label: 'Operador', widget: 'lookup', requiredMessage: '* Campo obrigatório',
    lookup: { call: 'operadorNome', dataPath: 'response.0.Nome', notFound: 'Operador não encontrado.', picker: 'operador' },
  },
  recurso: {
    name: 'recurso', label: 'Recurso', widget: 'lookup', requiredMessage: '* Campo obrigatório',
    lookup: { call: 'recursoNome', dataPath: 'response.0.Nome', notFound: 'Recurso não encontrado.', picker: 'recurso' },
  },
  processo: {
    name: 'processo', label: 'Processo', widget: 'lookup', requiredMessage: '* Campo obrigatório',
    lookup: { call: 'processoNome', dataPath: 'response.0.Nome', notFound: 'Processo não encontrado.', picker: 'processo', alert: true },
  },
  produto: {
    name: 'produto', label: 'Produto', widget: 'lookup', requiredMessage: '* Campo obrigatório',
    lookup: { call: 'produtoNome', dataPath: 'response.0.Nome', notFound: 'Produto não encontrado.', picker: 'produto' },
  },
} as const satisfies Record<Entity, FilterField>;

/** 'S' → 'Sim' in green (success), anything else 'Não' in red (danger) — spec 1 §4, OP process finalizado. Coloured text, not antd tags: the green/success tags fail the contrast check (axe, 3.4:1). */
export const SIM_NAO_COLOURS = { format: 'flag', color: { map: { S: 'green' }, default: 'red' }, align: 'center' } as const satisfies Partial<TableColumnOptions>;

/** The processes table of a production order (spec 1 §3 'OP process'), quantities with 3 decimals. */
export const PROCESSOS_TABLE: PanelDefinition = {
  id: 'processos',
  kind: 'table',
  call: 'processos',
  pageSize: 20,
  height: 550,
  emptyText: 'Nenhum processo nesta ordem de produção',
  columns: [
    { field: 'descricaoProcesso', header: 'Processo', flex: 2 },
    { field: 'descricaoRecurso', header: 'Recurso', flex: 2 },
    { field: 'dataHoraInicial', header: 'Início', format: 'datetime', width: 150 },
    { field: 'dataHoraPrevistaEntrega', header: 'Previsão Entrega', format: 'datetime', width: 170 },
    { field: 'qtdadeProduzir', header: 'Qtde. Produzir', format: 'quantity', width: 140 },
    { field: 'qtdadeProduziu', header: 'Qtde. Produzida', format: 'quantity', width: 140 },
    { field: 'finalizado', header: 'Finalizado', ...SIM_NAO_COLOURS, width: 120 },
  ],
};

