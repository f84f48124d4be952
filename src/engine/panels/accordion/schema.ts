import { Type, type Static } from '@sinclair/typebox';
import { ColorName, FieldLineSchema } from '../fields.ts';
import { DerivedField, NestedColumn, RowButton } from '../shared/columns.ts';

/** One table of an opened item's details (e.g. its CT-es, or its NF-es). */
const DetailSection = Type.Object(
  {
    title: Type.Optional(Type.String({ description: "Título da tabela, ex.: 'CT-e'." })),
    dataPath: Type.String({ minLength: 1, description: "Onde está a lista na resposta da chamada, ex.: 'results.ctes'." }),
    columns: Type.Array(NestedColumn, { minItems: 1, description: 'Colunas da tabela.' }),
    expand: Type.Optional(
      Type.Object(
        {
          rowsField: Type.String({ minLength: 1, description: "Campo da linha com a sua lista, ex.: 'nfes' (as NF-es de um CT-e)." }),
          columns: Type.Array(NestedColumn, { minItems: 1, description: 'Colunas da lista de cada linha.' }),
        },
        { additionalProperties: false, description: 'Cada linha abre a sua lista abaixo dela.' },
      ),
    ),
    rowActions: Type.Optional(Type.Array(RowButton, { minItems: 1, description: "Botões por linha (coluna 'Ação'), com a linha da tabela." })),
  },
  { additionalProperties: false, description: 'Uma tabela do detalhe; sem linhas ela não aparece.' },
);

/**
 * Options of kind 'accordion': a list of items (the panel's call), each a header (title, coloured tag, lines) that
 * opens to the answer of another call made for that item — tables of its own, rows expandable, with row buttons.
 * Used by 02.79.1494 'Detalhes da Viagem': the deliveries, each opening to its documents (CT-e with its NF-es, or
 * NF-e) and their 'Comprovantes' button.
 */
export const schema = Type.Object(
  {
    title: Type.Optional(Type.String({ description: 'Título acima da lista.' })),
    itemTitle: Type.String({ minLength: 1, description: "Título de cada item, com modelos da linha: '{row.nome_recebedor}'." }),
    tag: Type.Optional(
      Type.Object(
        {
          field: Type.String({ minLength: 1, description: "Campo mostrado como etiqueta, ex.: 'situacao_comprovacao'." }),
          colors: Type.Record(Type.String(), ColorName, { description: "Valor → cor, ex.: { Comprovado: 'green' }." }),
        },
        { additionalProperties: false, description: 'Etiqueta colorida no cabeçalho do item.' },
      ),
    ),
    lines: Type.Optional(Type.Array(FieldLineSchema, { description: 'Linhas rótulo: valor no cabeçalho do item.' })),
    derived: Type.Optional(Type.Array(DerivedField, { minItems: 1, description: 'Campos calculados por item (como na tabela).' })),
    detail: Type.Object(
      {
        call: Type.String({ minLength: 1, description: "Chamada do lugar feita quando o item abre (loadOn 'action'); lê o item como '{with.x}'." }),
        with: Type.Record(Type.String(), Type.String({ minLength: 1 }), { description: "Valores do item entregues à chamada: { entrega: 'id_entrega' } → '{with.entrega}'." }),
        itemFields: Type.Optional(
          Type.Array(Type.String({ minLength: 1 }), {
            description: "Campos do item copiados para cada linha do detalhe (os botões podem testá-los), ex.: ['ctes_entregues'].",
          }),
        ),
        sections: Type.Array(DetailSection, { minItems: 1, description: 'Tabelas do detalhe, na ordem.' }),
        emptyText: Type.Optional(Type.String({ description: "Texto quando nenhuma tabela tem linhas (padrão 'Nenhum registro encontrado')." })),
        errorText: Type.Optional(Type.String({ description: "Texto de falha quando o servidor não manda mensagem, ex.: 'Erro ao buscar as viagens em andamento'." })),
      },
      { additionalProperties: false, description: 'O que o item mostra ao abrir.' },
    ),
    emptyText: Type.Optional(Type.String({ description: "Texto sem itens (padrão 'Nenhum registro encontrado')." })),
  },
  { additionalProperties: false, description: 'Lista de itens que abrem para tabelas buscadas por item.' },
);

export type AccordionOptions = Static<typeof schema>;
export type DetailSectionOptions = Static<typeof DetailSection>;
