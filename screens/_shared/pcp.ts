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
 * Per picker: code, title, the warning's entity word, the list path, its code/name params and the answer's code/name
 * fields (spec 2 §3 'Lookups': customer id_cliente, nome; operator, resource, process, product id, Nome).
 */
const ENTITIES = {
  cliente: { code: '01.82.1336', title: 'Filtrar Clientes', entity: 'cliente', path: '/empresas/{empresaId}/clientes', id: 'id_cliente', name: 'nome_cliente', idField: 'id_cliente', nameField: 'nome', label: 'Cliente', notFound: 'Cliente não encontrado.' },
  operador: { code: '01.77.1337', title: 'Filtrar Operadores', entity: 'Operador', path: '/empresas/{empresaId}/operadores', id: 'id', name: 'Nome', idField: 'id', nameField: 'Nome', label: 'Operador', notFound: 'Operador não encontrado.' },
  recurso: { code: '01.77.1355', title: 'Filtrar Recursos', entity: 'Recurso', path: '/empresas/{empresaId}/pcp/recursos', id: 'id', name: 'Nome', idField: 'id', nameField: 'Nome', label: 'Recurso', notFound: 'Recurso não encontrado.' },
  processo: { code: '01.77.1356', title: 'Filtrar Processos', entity: 'Processo', path: '/empresas/{empresaId}/pcp/processos', id: 'id', name: 'Nome', idField: 'id', nameField: 'Nome', label: 'Processo', notFound: 'Processo não encontrado.' },
  produto: { code: '01.75.1358', title: 'Filtrar Produtos', entity: 'Produto', path: '/empresas/{empresaId}/pcp/produtos', id: 'id', name: 'Nome', idField: 'id', nameField: 'Nome', label: 'Produto', notFound: 'Produto não encontrado.' },
} as const;

/** The picker of an entity; its choice writes the row's id into the filter field named like the entity. */
export function picker(e: Entity): PickerDefinition {
  const x = ENTITIES[e];
  return {
    code: x.code,
    title: x.title,
    entity: x.entity,
    call: `${e}Busca`,
    idField: x.idField,
    nameField: x.nameField,
    writes: { [e]: x.idField },
    // Filtrar Produtos: Tipo produto select, Todos = TO or 'id - nome' of the types; default 04 (finished product)
    ...(e === 'produto'
      ? { extra: { label: 'Tipo produto', options: [{ value: 'TO', label: 'Todos' }], optionsFrom: { call: 'tiposProdutos', value: 'id', label: 'nome' }, default: '04' } }
      : {}),
  };
}

/** The calls a picker and its lookup need: `<entity>Busca` (picker list) and `<entity>Nome` (name of a typed code). */
export function pickerCalls(e: Entity): Record<string, CallDefinition> {
  const x = ENTITIES[e];
  const extra = e === 'produto' ? { tipo_produto: '{picker.extra}' } : {};
  return {
    [`${e}Busca`]: { path: x.path, params: { [x.id]: '{picker.code}', [x.name]: '{picker.name}', ...extra }, loadOn: 'action' },
    [`${e}Nome`]: { path: x.path, params: { [x.id]: '{lookup.code}' }, loadOn: 'action' },
    ...(e === 'produto' ? { tiposProdutos: { path: '/empresas/{empresaId}/pcp/tipos-produtos', loadOn: 'action' } } : {}),
  };
}

/** The lookup field of an entity: code + read-only name ('<Entidade> não encontrado.') + the picker button. */
export function lookupField(e: Entity, rule: Pick<FilterField, 'required' | 'requiredUnless' | 'autoFocus' | 'example' | 'allow'>): FilterField {
  const x = ENTITIES[e];
  return {
    name: e,
    label: x.label,
    widget: 'lookup',
    requiredMessage: '* Campo obrigatório',
    ...rule,
    // spec 2 §8: only the process lookup raises an alert when the code is not found
    lookup: { call: `${e}Nome`, dataPath: `response.0.${x.nameField}`, notFound: x.notFound, picker: e, ...(e === 'processo' ? { alert: true } : {}) },
  };
}

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

/** The processes call of an order, by the clicked row's order number field. */
export const processosCall = (field: string): CallDefinition => ({ path: `/empresas/{empresaId}/pcp/ordem_producao/{row.${field}}/processos` });
