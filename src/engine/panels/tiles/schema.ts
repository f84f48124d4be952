import { CloneType, Type, type Static } from '@sinclair/typebox';
import { ActionRefSchema } from '../../actions/schema.ts';
import { ColorName, FieldLineSchema } from '../fields.ts';
import { Scalar } from '../../conditions/schema.ts';
import { IconName } from '../shared/vocabulary.ts';

/**
 * Options of kind 'tiles': one card per row of the panel's call, coloured by a value range, with an
 * optional live timer, a client-side filter read from a filter field, a legend and several actions.
 * Used by 01.77.1330 Painel de Recursos (resource cards: 0 Ocioso green, 1 Produzindo yellow, ≥ 2 Parado red,
 * time in situation ticking, 'Sempre Parada' when negative; buttons to 01.77.1339 and 01.77.1366) and
 * 01.76.1396 Dashboard Locação (one card per situation, each a link to 01.76.1397).
 */


export const TileBand = Type.Object(
  {
    upTo: Type.Optional(Type.Number({ description: 'Vale quando o valor é ≤ este número (testado na ordem; ex.: 0, depois 1).' })),
    equals: Type.Optional(CloneType(Scalar, { description: "Vale quando o valor é igual a este (ex.: 'l' para Locado; 1 e '1' são iguais)." })),
    color: ColorName,
    label: Type.String({ minLength: 1, description: "Nome da faixa na legenda, ex.: 'Ocioso'." }),
    value: Type.Optional(Type.String({ minLength: 1, description: "Valor do filtro que mostra só esta faixa, ex.: 'ocioso'." })),
  },
  { additionalProperties: false, description: 'Uma faixa de cor. Sem upTo nem equals vale para qualquer valor (a última, ex.: ≥ 2 Parado).' },
);

export const TileButton = Type.Object(
  {
    label: Type.String({ minLength: 1, description: "Texto do botão, ex.: 'Detalhes OP'." }),
    icon: Type.Optional(CloneType(IconName, { description: 'Ícone à esquerda do texto.' })),
    action: CloneType(ActionRefSchema, { description: 'O que o botão faz, com a linha do cartão.' }),
  },
  { additionalProperties: false, description: 'Um botão no rodapé do cartão.' },
);

export const schema = Type.Object(
  {
    title: Type.Optional(Type.String({ description: 'Título acima dos cartões.' })),
    tileTitle: Type.String({ minLength: 1, description: "Título de cada cartão, com modelos da linha: '{row.id_recurso} - {row.desc_recurso}'." }),
    lines: Type.Optional(Type.Array(FieldLineSchema, { description: 'Linhas rótulo: valor de cada cartão.' })),
    value: Type.Optional(
      Type.Object(
        {
          field: Type.String({ minLength: 1, description: "Campo do número em destaque, ex.: 'quantidade'." }),
          format: Type.Optional(FieldLineSchema.properties.format),
          suffix: Type.Optional(Type.String({ description: "Texto depois do número, ex.: 'equipamentos'." })),
        },
        { additionalProperties: false, description: 'Número grande no cartão (ex.: quantidade de equipamentos).' },
      ),
    ),
    tone: Type.Optional(
      Type.Object(
        {
          field: Type.String({ minLength: 1, description: "Campo que escolhe a cor, ex.: 'codigo_situacao_recurso'." }),
          bands: Type.Array(TileBand, { minItems: 1, description: 'Faixas na ordem de teste; a primeira que vale dá a cor.' }),
          tag: Type.Optional(
            Type.Boolean({ description: 'false: não mostra a etiqueta da faixa no cartão (quando o título já diz a faixa, ex.: 1396). Padrão true.' }),
          ),
        },
        { additionalProperties: false, description: 'Cor do cartão por faixa de valor (0 verde, 1 amarelo, ≥ 2 vermelho).' },
      ),
    ),
    timer: Type.Optional(
      Type.Object(
        {
          field: Type.String({ minLength: 1, description: "Campo com segundos na situação ao carregar, ex.: 'tempo_na_situacao'." }),
          label: Type.Optional(Type.String({ description: "Rótulo do relógio, ex.: 'Tempo na situação'." })),
          negativeText: Type.Optional(Type.String({ description: "Texto quando os segundos são negativos (padrão 'Sempre Parada')." })),
        },
        { additionalProperties: false, description: 'Relógio hh:mm:ss que avança a cada segundo a partir dos segundos da linha.' },
      ),
    ),
    filterBy: Type.Optional(
      Type.String({
        minLength: 1,
        description: "Nome de um filtro da tela cujo valor escolhe a faixa mostrada (value da faixa); outro valor (ex.: 'todos') mostra todos. Filtra no navegador, sem nova chamada.",
      }),
    ),
    legend: Type.Optional(
      Type.Object(
        {
          bands: Type.Optional(Type.Boolean({ description: 'true: mostra as faixas (cor + nome).' })),
          text: Type.Optional(Type.String({ description: "Texto da legenda, ex.: 'Dia / Hora'." })),
        },
        { additionalProperties: false, description: 'Legenda acima dos cartões.' },
      ),
    ),
    action: Type.Optional(CloneType(ActionRefSchema, { description: 'Clique no cartão inteiro (ex.: link para a lista da situação).' })),
    actions: Type.Optional(Type.Array(TileButton, { minItems: 1, description: 'Botões no rodapé de cada cartão.' })),
    tileWidth: Type.Optional(Type.Integer({ minimum: 160, maximum: 600, description: 'Largura mínima de um cartão em pixels (padrão 260); a grade se ajusta à tela.' })),
  },
  { additionalProperties: false, description: 'Cartões montados das linhas de uma chamada.' },
);

export type TilesOptions = Static<typeof schema>;
export type TileBandOptions = Static<typeof TileBand>;
