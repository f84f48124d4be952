// Values the renderers read at run time, apart from the TypeBox schema (schema.ts): the browser never loads
// the schemas (docs/performance.md).

/** Defaults the renderer applies (spec 1 §9: page size 20; spec 2/3: options 5…50). */
export const TABLE_DEFAULTS = {
  pageSize: 20,
  pageSizes: [5, 10, 20, 30, 40, 50],
  emptyText: 'Nenhum registro encontrado',
  totalsLabel: 'Total',
  actionsHeader: 'Ação',
  searchDebounceMs: 500,
  /** 'Baixar CSV' and 'Baixar XLSX' on every table unless its definition says `exports: false`. */
  exports: true,
  /** Spec 1 §9: "CSV export: semicolon-separated, UTF-8 with byte-order mark, file name 'arquivo'." */
  csvFileName: 'arquivo',
  csvSeparator: ';',
  detailLabel: 'Detalhes',
} as const;
