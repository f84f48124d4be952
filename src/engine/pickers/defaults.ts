// Values the renderers read at run time, apart from the TypeBox schema (schema.ts): the browser never loads
// the schemas (docs/performance.md).

export const PICKER_EMPTY_TEXT = 'Nenhum Registro Encontrado';

/** 'Operação inválida. Nenhum Operador selecionado.' */
export function nothingSelectedMessage(entity: string): string {
  return `Operação inválida. Nenhum ${entity} selecionado.`;
}
