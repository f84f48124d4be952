// Values the renderers read at run time, apart from the TypeBox schema (schema.ts): the browser never loads
// the schemas (docs/performance.md).
export const SERVER_DOWN_MESSAGE = 'Erro 500, servidor não respondendo contate o suporte!';
export const DEFAULT_EMPTY_TEXT = 'Nenhum registro encontrado';
export const DEFAULT_LOADING_TEXT = 'Carregando...';
