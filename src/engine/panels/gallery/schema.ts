import { Type, type Static } from '@sinclair/typebox';
import { ColorName, FieldLineSchema } from '../fields.ts';

/**
 * Options of kind 'gallery': one card per item with its photo (fetched with the sign-in, a click enlarges it),
 * a label coloured by a field and 'Rótulo: valor' lines. Used by 02.79.1495 'Comprovantes do documento' (the proof
 * photos with avarias, receiver document and name, note).
 */
export const schema = Type.Object(
  {
    image: Type.String({ minLength: 1, description: "Caminho da imagem na API, com modelos do item: '/v2/…/comprovantes/{row.id}/imagem'." }),
    imageField: Type.Optional(Type.String({ minLength: 1, description: "Campo que diz que há imagem (ex.: 'nome_arquivo'); vazio → 'noImageText' em vez da foto." })),
    noImageText: Type.Optional(Type.String({ description: "Texto de um item sem imagem (padrão 'Nenhuma mídia anexada')." })),
    caption: Type.Optional(Type.String({ description: "Título do cartão e texto alternativo da foto, com modelos do item: '{row.nome_arquivo}'." })),
    label: Type.Optional(
      Type.Object(
        {
          field: Type.String({ minLength: 1, description: "Campo mostrado como etiqueta, ex.: 'avarias'." }),
          texts: Type.Optional(Type.Record(Type.String(), Type.String(), { description: "Valor → texto mostrado, ex.: { SEM_AVARIAS: 'Sem avarias' }." })),
          colors: Type.Optional(Type.Record(Type.String(), ColorName, { description: "Valor → cor, ex.: { AVARIAS_TOTAL: 'red' }." })),
        },
        { additionalProperties: false, description: 'Etiqueta colorida do item.' },
      ),
    ),
    lines: Type.Optional(Type.Array(FieldLineSchema, { description: 'Linhas rótulo: valor de cada item.' })),
    emptyText: Type.Optional(Type.String({ description: "Texto sem itens (padrão 'Nenhum registro encontrado'), ex.: 'Nenhum anexo registrado'." })),
    columns: Type.Optional(Type.Integer({ minimum: 1, maximum: 4, description: 'Cartões por linha em telas largas (padrão 2; 1 abaixo de 768 px).' })),
  },
  { additionalProperties: false, description: 'Fotos com etiqueta e linhas rótulo: valor; clique amplia a foto.' },
);

export type GalleryOptions = Static<typeof schema>;
