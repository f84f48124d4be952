import { CloneType, Type, type Static } from '@sinclair/typebox';
import { ActionRefSchema } from '../../actions/schema.ts';
import { VALUE_FORMATS } from '../../format/formatValue.ts';
import { DERIVED_RULE_NAMES } from './derivedRules.ts';

/**
 * Options of the 'table' panel kind (AG Grid community). Plain data, no React: the schema generator,
 * definition checks (node) and the renderer all import this file. Every field's description is what
 * an analyst's editor shows.
 */

const Scalar = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);

export const CellFormat = Type.Union(
  VALUE_FORMATS.map((f) => Type.Literal(f)),
  {
    description:
      "Formato pt-BR do valor: text, currency ('R$ 1.234,56'), number (2 casas), quantity (3 casas), percent ('45,68%', valor já em %), integer, date (DD/MM/YYYY), datetime (DD/MM/YYYY HH:mm), time (HH:mm), weekday, flag ('S' = Sim, resto Não), duration (segundos → '1d 02h 03min'). Vazio mostra '--'.",
  },
);

/** A condition on a field of the row (row buttons: disable or show). */
export const RowCondition = Type.Object(
  {
    field: Type.String({ minLength: 1, description: 'Campo da linha testado, ex.: usa_aprovacao.' }),
    equals: Type.Optional(Type.Union([Scalar, Type.Array(Scalar)], { description: 'Vale quando o campo é igual a este valor (ou a um da lista).' })),
    empty: Type.Optional(Type.Boolean({ description: 'true: vale quando o campo é vazio (null, undefined, texto vazio ou lista vazia).' })),
  },
  { additionalProperties: false, description: 'Condição sobre um campo da linha.' },
);

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

const columnFields = {
  field: Type.String({ minLength: 1, description: 'Campo da linha mostrado na coluna (nome da API, ex.: valor_total_liquido).' }),
  header: Type.String({ description: "Título da coluna, exatamente como na spec (ex.: 'Valor Total Vendas')." }),
  format: Type.Optional(CellFormat),
  decimals: Type.Optional(Type.Integer({ minimum: 0, maximum: 6, description: 'Casas decimais (substitui o padrão de number/quantity/percent/currency).' })),
  width: Type.Optional(Type.Integer({ minimum: 30, description: 'Largura fixa inicial em pixels.' })),
  flex: Type.Optional(Type.Number({ minimum: 0, description: 'Peso na divisão da largura livre (sem width: padrão 1, mínimo 110 px).' })),
  minWidth: Type.Optional(
    Type.Integer({ minimum: 30, description: 'Largura mínima em pixels (padrão 90, ou 110 com flex): um nome que quem decide precisa ler (ex.: fornecedor, 200).' }),
  ),
  align: Type.Optional(Type.Union([Type.Literal('left'), Type.Literal('center'), Type.Literal('right')], { description: 'Alinhamento; números já vêm à direita.' })),
  color: Type.Optional(ColorOption),
};

/** A condition on a filter of the screen (columns shown only for some filter values, 1329 Tipo valor/quantidade). */
export const FilterCondition = Type.Object(
  {
    filter: Type.String({ minLength: 1, description: "Nome do filtro da tela, ex.: 'tipo'." }),
    equals: Type.Union([Scalar, Type.Array(Scalar)], { description: "A coluna aparece quando o filtro vale isto (ou um da lista), ex.: 'valor'." }),
  },
  { additionalProperties: false, description: 'A coluna só aparece quando o filtro tem este valor (ex.: colunas de valor ou de quantidade).' },
);

export const NestedColumn = Type.Object(columnFields, { additionalProperties: false, description: 'Coluna da tabela aninhada de uma linha expandida.' });

export const TableColumn = Type.Object(
  {
    ...columnFields,
    pinned: Type.Optional(Type.Union([Type.Literal('left'), Type.Literal('right')], { description: "Fixa a coluna à esquerda ou à direita na rolagem horizontal (ex.: 'Placa')." })),
    hidden: Type.Optional(Type.Boolean({ description: "true: começa oculta; o usuário pode mostrá-la pelo menu 'Colunas'." })),
    searchable: Type.Optional(Type.Boolean({ description: 'Entra na pesquisa de texto (padrão true; false para tirar a coluna da pesquisa).' })),
    sortable: Type.Optional(Type.Boolean({ description: 'Clique no título ordena asc/desc pelo valor bruto (padrão true).' })),
    showWhen: Type.Optional(FilterCondition),
    sortField: Type.Optional(Type.String({ minLength: 1, description: 'Ordena por outro campo da linha (ex.: horas em segundos para uma coluna de texto HH:mm:ss).' })),
    action: Type.Optional(
      CloneType(ActionRefSchema, { description: "Clique na célula (ex.: drill com when 'positive'); vira link só quando a ação pode rodar, senão texto." }),
    ),
  },
  { additionalProperties: false, description: 'Uma coluna da tabela.' },
);

export const RowButton = Type.Object(
  {
    label: Type.String({ minLength: 1, description: "Texto do botão, ex.: 'Detalhes', 'NF-e', 'Aprovar'." }),
    icon: Type.Optional(
      Type.Union(
        ['eye', 'file-pdf', 'check', 'close', 'search', 'environment', 'info', 'edit', 'bar-chart', 'unordered-list'].map((i) => Type.Literal(i)),
        { description: 'Ícone (@ant-design/icons) à esquerda do texto.' },
      ),
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

export const TableOptionsSchema = Type.Object(
  {
    derived: Type.Optional(Type.Array(DerivedField, { minItems: 1, description: 'Campos calculados por linha antes de mostrar (percentual, versão desatualizada, regra de common/).' })),
    title: Type.Optional(Type.String({ description: "Título acima da tabela, ex.: 'Saldos Disponibilidades'." })),
    columns: Type.Array(TableColumn, { minItems: 1, description: 'Colunas, na ordem em que aparecem.' }),
    search: Type.Optional(Type.Boolean({ description: "Campo 'Pesquisar...' (500 ms): sem diferença de maiúsculas, em qualquer coluna pesquisável, no texto mostrado e no valor bruto." })),
    exports: Type.Optional(
      Type.Boolean({
        description:
          "Botões 'Baixar CSV' ('arquivo.csv', ';', UTF-8 com BOM, números pt-BR sem R$/%, códigos com zeros à esquerda) e 'Baixar XLSX' ('<número da tela>-<título>-<período>.xlsx'; células numéricas, moeda e data, linha de totais): linhas filtradas e colunas visíveis. Padrão true em toda tabela; false só onde a especificação proíbe.",
      }),
    ),
    columnChooser: Type.Optional(Type.Boolean({ description: "Menu 'Colunas' com caixas para mostrar/ocultar colunas." })),
    pageSize: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1 }), Type.Literal(false)], { description: 'Linhas por página (padrão 20); false mostra todas as linhas sem paginação.' }),
    ),
    pageSizes: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { description: 'Opções de linhas por página (padrão 5, 10, 20, 30, 40, 50).' })),
    totals: Type.Optional(
      Type.Object(
        {
          label: Type.Optional(Type.String({ description: "Texto da linha de total (padrão 'Total')." })),
          labelField: Type.Optional(Type.String({ description: 'Coluna onde o texto aparece (padrão: a primeira coluna que não é somada).' })),
          fields: Type.Array(Type.String({ minLength: 1 }), { minItems: 1, description: 'Campos numéricos somados sobre as linhas filtradas (pesquisa).' }),
        },
        { additionalProperties: false, description: 'Linha de total fixa no rodapé.' },
      ),
    ),
    showCount: Type.Optional(Type.Boolean({ description: "true: mostra 'Total de itens: N' (linhas filtradas) ao lado da pesquisa." })),
    height: Type.Optional(Type.Integer({ minimum: 100, description: 'Altura fixa em pixels com rolagem (ex.: 550); sem ela a tabela cresce com as linhas.' })),
    defaultSort: Type.Optional(
      Type.Object(
        {
          field: Type.String({ minLength: 1, description: 'Campo da coluna ordenada ao abrir.' }),
          dir: Type.Union([Type.Literal('asc'), Type.Literal('desc')], { description: 'asc (crescente) ou desc (decrescente).' }),
        },
        { additionalProperties: false, description: 'Ordenação inicial.' },
      ),
    ),
    rowActions: Type.Optional(Type.Array(RowButton, { minItems: 1, description: "Botões por linha, numa coluna 'Ação' fixa à direita." })),
    actionsHeader: Type.Optional(Type.String({ description: "Título da coluna de botões (padrão 'Ação')." })),
    expandable: Type.Optional(
      Type.Object(
        {
          rowsField: Type.String({ minLength: 1, description: 'Campo da linha com a lista de detalhes (ex.: detalhes).' }),
          columns: Type.Array(NestedColumn, { minItems: 1, description: 'Colunas da tabela aninhada.' }),
          emptyText: Type.Optional(Type.String({ description: "Texto quando a lista está vazia (padrão 'Nenhum registro encontrado')." })),
        },
        { additionalProperties: false, description: 'Linhas expansíveis: um botão por linha abre abaixo dela uma tabela com os detalhes.' },
      ),
    ),
    rowAction: Type.Optional(CloneType(ActionRefSchema, { description: 'Clique em qualquer ponto da linha (ou Enter na linha) roda esta ação com a linha.' })),
    emptyText: Type.Optional(Type.String({ description: "Texto sem linhas (padrão 'Nenhum registro encontrado')." })),
    fieldAliases: Type.Optional(
      Type.Record(Type.String({ minLength: 1 }), Type.String({ minLength: 1 }), {
        description: "Outros nomes aceitos para um campo: { qtd_produziu: 'qtdade_produziu' } — quando a linha não traz o campo, o valor do outro nome o preenche (a spec escreve o mesmo campo de dois jeitos).",
      }),
    ),
    groupBy: Type.Optional(
      Type.Object(
        {
          rowsField: Type.Optional(
            Type.String({ minLength: 1, description: "Cada item dos dados é um grupo e este campo traz as linhas dele (ex.: 'apontamentos' por operador)." }),
          ),
          field: Type.Optional(Type.String({ minLength: 1, description: 'Sem rowsField: agrupa as linhas pelo valor igual deste campo, na ordem em que aparecem.' })),
          title: Type.String({ minLength: 1, description: "Título de cada tabela, com modelos do grupo: '{row.id_operador} - {row.nome_operador}'." }),
        },
        { additionalProperties: false, description: 'Uma tabela por grupo de linhas (ex.: 1338, uma por operador), cada uma com o título do grupo.' },
      ),
    ),
    phone: Type.Optional(
      Type.Object(
        {
          title: Type.Optional(
            Type.String({ minLength: 1, description: "Campo que diz do que é a linha (ex.: 'nome_fornecedor'), fixo à esquerda. Padrão: a coluna de texto com mais espaço (flex), senão a primeira." }),
          ),
          value: Type.Optional(
            Type.Union([Type.String({ minLength: 1 }), Type.Literal(false)], {
              description: "Campo do valor da linha (ex.: 'valor'), fixo à direita. Padrão: a primeira coluna em R$, senão a primeira decimal; false: nenhum.",
            }),
          ),
        },
        { additionalProperties: false, description: 'Em telas de até 767 px (celulares): as colunas que ficam sempre à vista enquanto as outras rolam — do que é a linha e o seu valor.' },
      ),
    ),
    narrowCards: Type.Optional(
      Type.Object(
        {
          title: Type.Optional(Type.String({ description: "Título de cada cartão, com modelos da linha: 'Pedido {row.nro_oc}' (padrão: a 1ª coluna)." })),
          fields: Type.Optional(Type.Array(Type.String({ minLength: 1 }), { description: 'Colunas mostradas no cartão (padrão: todas as visíveis); as outras vão para o detalhe.' })),
          detailLabel: Type.Optional(Type.String({ description: "Texto do botão que abre o detalhe do cartão (padrão 'Detalhes')." })),
          allRows: Type.Optional(Type.Boolean({ description: "true: todos os cartões de uma vez, sem 'Mostrar mais' (1493: em telas pequenas todas as linhas)." })),
        },
        { additionalProperties: false, description: 'Em telas de até 768 px cada linha vira um cartão (rótulo: valor, botões da linha) com um detalhe expansível.' },
      ),
    ),
  },
  { additionalProperties: false, description: 'Tabela (AG Grid): formatos pt-BR, pesquisa, CSV, colunas, paginação, totais, ações.' },
);

export type TableOptions = Static<typeof TableOptionsSchema>;
export type TableColumnOptions = Static<typeof TableColumn>;
export type NestedColumnOptions = Static<typeof NestedColumn>;
export type RowButtonOptions = Static<typeof RowButton>;
export type RowConditionOptions = Static<typeof RowCondition>;
export type ColorOptions = Static<typeof ColorOption>;
export type DerivedFieldOptions = Static<typeof DerivedField>;
export type FilterConditionOptions = Static<typeof FilterCondition>;
