import { CloneType, Type, type Static } from '@sinclair/typebox';
import { ActionRefSchema } from '../../actions/schema.ts';

/**
 * Options of kind 'list': a searchable list of items with a count and a percentage each; a click marks
 * the item and runs `action` with it as `{row.x}` — on a master/detail screen the `set` action (actions
 * registry) stores it in a screen variable that the detail panel's call reads ('{vars.grupo}').
 * Used by 01.76.1397 Equipamentos por situação (left column: 'Pesquisar por grupo...', groups with
 * quantity and % of equipment; the right side shows the chosen group's equipment).
 */
export const schema = Type.Object(
  {
    title: Type.Optional(Type.String({ description: 'Título acima da lista.' })),
    label: Type.String({ minLength: 1, description: "Texto de cada item, com modelos da linha: '{row.descGrupo}'." }),
    key: Type.String({ minLength: 1, description: "Campo que identifica o item (marca o escolhido), ex.: 'id_grupo'." }),
    count: Type.Optional(Type.String({ minLength: 1, description: "Campo da quantidade do item, ex.: 'quantidade'." })),
    percent: Type.Optional(
      Type.String({ minLength: 1, description: "Campo do percentual do item; sem ele, quantidade ÷ total das quantidades × 100 (2 casas, vírgula)." }),
    ),
    search: Type.Optional(Type.String({ description: "Placeholder da pesquisa (sem ele não há pesquisa), ex.: 'Pesquisar por grupo...'." })),
    action: Type.Optional(CloneType(ActionRefSchema, { description: 'O que o clique num item faz, com o item como {row.x} (ex.: set de uma variável da tela).' })),
    height: Type.Optional(Type.Integer({ minimum: 100, description: 'Altura máxima em pixels com rolagem (padrão: cresce com os itens).' })),
  },
  { additionalProperties: false, description: 'Lista pesquisável com quantidade e percentual por item.' },
);

export type ListOptions = Static<typeof schema>;
