import { CloneType, Type, type Static } from '@sinclair/typebox';
import { ActionRefSchema } from '../../actions/schema.ts';
import { DecimalsSchema, LabelsSchema, UnitSchema, ValueFormatSchema } from '../../format/schema.ts';
import { DERIVED_RULE_NAMES } from './derivedRules.ts';
import { fieldCondition } from '../../conditions/schema.ts';
import { IconName } from './vocabulary.ts';

/**
 * What the kinds that show rows share (table, accordion, and the nested table of an expanded row): columns with
 * their formats and colours, row buttons, row conditions and derived fields. Plain data, no React: the schema
 * generator, the definition checks and the renderers import it. A kind reaches these through this module, never
 * through another kind's folder (docs/boundaries.md).
 */

/** The format options, from the format registry (src/engine/format/schema.ts). */
export const CellFormat = ValueFormatSchema;
export const UnitOption = UnitSchema;
export const LabelsOption = LabelsSchema;

/** A condition on a field of the row (row buttons: disable or show), in the one condition language. */
export const RowCondition = fieldCondition('Campo da linha testado, ex.: usa_aprovacao.', 'Condição sobre um campo da linha.');

export const ColorOption = Type.Union(
  [
    Type.Literal('sign', { description: "'sign': positivo verde (#237804), negativo vermelho (#cf1322), zero na cor padrão. Textos que começam com '-' são negativos." }),
    Type.Literal('negativeRed', { description: "'negativeRed': vermelho quando negativo, senão verde — zero é verde (\"red when negative, otherwise green\"). Textos que começam com '-' são negativos; vazio na cor padrão." }),
    Type.Object(
      {
        threshold: Type.Number({ description: 'Abaixo deste número vermelho, a partir dele verde (ex.: 100 para % da meta).' }),
      },
      { additionalProperties: false, description: 'Cor por limite: abaixo vermelho, igual ou acima verde.' },
    ),
    Type.Object(
      {
        map: Type.Record(Type.String(), Type.String(), {
          description: "Valor bruto → cor: nomes do antd (green, gold, red, blue, orange...) ou cor CSS. Ex.: { A: 'green', B: 'gold', C: 'red' }.",
        }),
        default: Type.Optional(Type.String({ description: 'Cor dos valores fora do mapa (ex.: red para tudo que não é S).' })),
        tag: Type.Optional(Type.Boolean({ description: 'true: mostra o valor como etiqueta (Tag) colorida em vez de texto colorido.' })),
        icon: Type.Optional(
          Type.Union([Type.Literal('environment'), Type.Literal('flag'), Type.Literal('info')], {
            description: "Mostra um ícone colorido pelo mapa no lugar do texto; o texto vira a dica (tooltip) e o nome acessível (1369: ícone da rota). Vazio: nada.",
          }),
        ),
        lowercase: Type.Optional(Type.Boolean({ description: 'true: procura o valor em minúsculas no mapa (ex.: classe a/b/c).' })),
        field: Type.Optional(Type.String({ minLength: 1, description: "Procura no mapa o valor deste outro campo da linha, não o da coluna (ex.: a versão em vermelho quando 'versao_desatualizada' é S)." })),
      },
      { additionalProperties: false, description: 'Cor por valor (ex.: classe ABC).' },
    ),
  ],
  { description: 'Cor do texto da célula.' },
);

export const columnFields = {
  field: Type.String({ minLength: 1, description: 'Campo da linha mostrado na coluna (nome da API, ex.: valor_total_liquido).' }),
  header: Type.String({ description: "Título da coluna, exatamente como na spec (ex.: 'Valor Total Vendas')." }),
  format: Type.Optional(CellFormat),
  decimals: Type.Optional(DecimalsSchema),
  width: Type.Optional(Type.Integer({ minimum: 30, description: 'Largura fixa inicial em pixels.' })),
  flex: Type.Optional(Type.Number({ minimum: 0, description: 'Peso na divisão da largura livre (sem width: padrão 1, mínimo 110 px).' })),
  minWidth: Type.Optional(
    Type.Integer({ minimum: 30, description: 'Largura mínima em pixels (padrão 90, ou 110 com flex): um nome que quem decide precisa ler (ex.: fornecedor, 200).' }),
  ),
  align: Type.Optional(Type.Union([Type.Literal('left'), Type.Literal('center'), Type.Literal('right')], { description: 'Alinhamento; números já vêm à direita.' })),
  color: Type.Optional(ColorOption),
  unit: Type.Optional(UnitOption),
  labels: Type.Optional(LabelsOption),
  hint: Type.Optional(
    Type.String({
      minLength: 1,
      description: 'A regra da medida em palavras, num ícone de informação ao lado do título da coluna (dica ao passar o mouse ou focar), ex.: o que a soma inclui ou deixa de fora.',
    }),
  ),
  // on nested columns too: a list of columns shared by an expanded row (not sortable) and a drawer's table (sortable)
  // stays one plain list (1475/1477's detail lines)
  sortField: Type.Optional(Type.String({ minLength: 1, description: "Ordena por outro campo da linha (ex.: horas em segundos para uma coluna de texto HH:mm:ss); numa coluna aninhada, vale onde a mesma lista de colunas serve uma tabela ordenável." })),
};

export const NestedColumn = Type.Object(columnFields, { additionalProperties: false, description: 'Coluna da tabela aninhada de uma linha expandida.' });

export const RowButton = Type.Object(
  {
    label: Type.String({ minLength: 1, description: "Texto do botão, ex.: 'Detalhes', 'NF-e', 'Aprovar'." }),
    icon: Type.Optional(
      CloneType(IconName, { description: 'Ícone (@ant-design/icons) à esquerda do texto.' }),
    ),
    action: CloneType(ActionRefSchema, { description: 'O que o botão faz, com a linha dele.' }),
    disabledWhen: Type.Optional(RowCondition),
    visibleWhen: Type.Optional(RowCondition),
    danger: Type.Optional(Type.Boolean({ description: 'true: botão em vermelho (ex.: Desaprovar).' })),
  },
  { additionalProperties: false, description: "Botão por linha na coluna 'Ação' (fixa à direita). Fica desabilitado quando a ação não pode rodar." },
);

/** A field computed for each row before the table shows it (sortable, searchable and colourable like any other). */
export const DerivedField = Type.Union(
  [
    Type.Object(
      {
        field: Type.String({ minLength: 1, description: 'Nome do campo criado na linha.' }),
        percent: Type.Object(
          {
            part: Type.String({ minLength: 1, description: 'Campo da parte, ex.: entregas_realizadas.' }),
            whole: Type.String({ minLength: 1, description: 'Campo do todo, ex.: total_entregas (zero ou vazio → campo vazio).' }),
          },
          { additionalProperties: false, description: 'parte ÷ todo × 100.' },
        ),
      },
      { additionalProperties: false, description: 'Percentual entre dois campos da linha (1493: % entregue).' },
    ),
    Type.Object(
      {
        field: Type.String({ minLength: 1, description: 'Nome do campo criado na linha.' }),
        versionBelow: Type.Object(
          {
            version: Type.String({ minLength: 1, description: 'Campo da versão da linha, ex.: versao_app_copiloto.' }),
            current: Type.String({ minLength: 1, description: 'Campo da versão atual, ex.: versao_atual_copiloto.' }),
          },
          { additionalProperties: false, description: "'S' quando a versão é menor que a atual (números separados por ponto); 'N' senão ou com uma delas vazia." },
        ),
        unless: Type.Optional(CloneType(RowCondition, { description: "Quando vale, o campo é 'N' (1493: viagens Finalizadas)." })),
      },
      { additionalProperties: false, description: "Versão desatualizada ('S'/'N') de uma linha (1493: versão do app)." },
    ),
    Type.Object(
      {
        field: Type.String({ minLength: 1, description: 'Nome do campo criado na linha.' }),
        rule: Type.Union(DERIVED_RULE_NAMES.map((r) => Type.Literal(r)), {
          description: "Regra de negócio compartilhada com o servidor (common/): 'situacaoEntrega' → 'Comprovado' | 'Nenhum documento comprovado' | 'Comprovação parcial' (1494).",
        }),
      },
      { additionalProperties: false, description: 'Campo calculado por uma regra de common/.' },
    ),
  ],
  { description: 'Campo calculado por linha.' },
);

export type NestedColumnOptions = Static<typeof NestedColumn>;
export type RowButtonOptions = Static<typeof RowButton>;
export type RowConditionOptions = Static<typeof RowCondition>;
export type ColorOptions = Static<typeof ColorOption>;
export type DerivedFieldOptions = Static<typeof DerivedField>;
