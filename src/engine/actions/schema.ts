import { Type, type Static } from '@sinclair/typebox';

/**
 * What a click on a card, a cell or a row button does (ActionRef). Plain data: the engine core
 * runs it (src/engine/actions/runAction.ts). No React here: the schema generator and node tests import it.
 */

const Scalar = Type.Union([Type.String(), Type.Number(), Type.Boolean()]);

/** A condition on the clicked value or row that must hold for the action to run. */
export const ActionCondition = Type.Union(
  [
    Type.Literal('positive', { description: "'positive': só quando o valor clicado é um número > 0 (um cartão zerado não abre)." }),
    Type.Literal('nonEmpty', { description: "'nonEmpty': só quando o valor clicado não é vazio (ex.: linha sem centro de custo não abre)." }),
    Type.Object(
      {
        field: Type.String({ minLength: 1, description: 'Campo da linha testado, ex.: programada.' }),
        equals: Type.Optional(Type.Union([Scalar, Type.Null()], { description: 'A ação só roda quando o campo é igual a este valor.' })),
        notEquals: Type.Optional(Type.Union([Scalar, Type.Null()], { description: 'A ação só roda quando o campo é diferente deste valor.' })),
      },
      { additionalProperties: false, description: 'Condição sobre um campo da linha.' },
    ),
  ],
  { description: 'Quando a ação pode rodar; fora dela o cartão/célula/botão fica sem clique (desabilitado).' },
);

export const DrillAction = Type.Object(
  {
    type: Type.Literal('drill', { description: "'drill': abre um detalhe (modal ou drawer) da tela." }),
    drill: Type.String({ minLength: 1, description: 'Id de um detalhe da tela (chave em drilldowns).' }),
    with: Type.Optional(
      Type.Record(Type.String(), Scalar, { description: "Valores fixos entregues aos modelos do detalhe como '{with.nome}'." }),
    ),
    when: Type.Optional(ActionCondition),
  },
  { additionalProperties: false, description: 'Abre um detalhe (modal/drawer) com a linha/valor clicado.' },
);

export const PdfAction = Type.Object(
  {
    type: Type.Literal('pdf', { description: "'pdf': busca um PDF em base64 e abre numa nova janela." }),
    call: Type.String({ minLength: 1, description: "Id de uma chamada (loadOn 'action') cuja resposta traz o PDF em base64." }),
    dataPath: Type.String({ minLength: 1, description: "Caminho do texto base64 na resposta, ex.: 'response.pdf_base64'." }),
    emptyMessage: Type.String({ minLength: 1, description: 'Mensagem mostrada quando o PDF volta vazio.' }),
    when: Type.Optional(ActionCondition),
  },
  { additionalProperties: false, description: 'Abre o PDF devolvido por uma chamada numa nova janela.' },
);

export const LinkAction = Type.Object(
  {
    type: Type.Literal('link', { description: "'link': navega para outra rota do portal." }),
    to: Type.String({ pattern: '^/', description: "Rota de destino com modelos, ex.: '/faturamento/locacao_equipamentos/equipamentos_situacao?id_situacao={row.id_situacao}'." }),
    when: Type.Optional(ActionCondition),
  },
  { additionalProperties: false, description: 'Navega para outra tela do portal.' },
);

export const ActionRefSchema = Type.Union([DrillAction, PdfAction, LinkAction], {
  // Written once under $defs/ActionRef by the schema generator (used by cards, cells, row buttons).
  'x-def': 'ActionRef',
  description: 'O que um clique faz: abrir um detalhe, abrir um PDF ou navegar.',
});

export type ActionCondition = Static<typeof ActionCondition>;
export type ActionRef = Static<typeof ActionRefSchema>;
