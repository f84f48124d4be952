import { CloneType, Type, type Static } from '@sinclair/typebox';
import { ActionRefSchema } from '../../actions/schema.ts';
import { filterCondition } from '../../conditions/schema.ts';
import { CellFormat, ColorOption, DerivedField, LabelsOption, NestedColumn, RowButton, RowCondition, UnitOption, columnFields } from '../shared/columns.ts';

// The column, row-button and derived-field shapes are shared with the accordion (../shared/columns.ts); their
// names stay exported from here for the definitions and tests that import them from the table.
export { CellFormat, ColorOption, DerivedField, LabelsOption, NestedColumn, RowButton, RowCondition, UnitOption };
export type { ColorOptions, DerivedFieldOptions, NestedColumnOptions, RowButtonOptions, RowConditionOptions } from '../shared/columns.ts';

/**
 * Options of the 'table' panel kind (AG Grid community). Plain data, no React: the schema generator,
 * definition checks (node) and the renderer all import this file. Every field's description is what
 * an analyst's editor shows.
 */

/** A condition on a filter of the screen (columns shown only for some filter values, 1329 Tipo valor/quantidade). */
export const FilterCondition = filterCondition(
  "Nome do filtro da tela, ex.: 'tipo'.",
  "A coluna só aparece quando o filtro tem este valor (ex.: equals 'valor': colunas de valor; 'quantidade': de quantidade).",
);

export const TableColumn = Type.Object(
  {
    ...columnFields,
    pinned: Type.Optional(Type.Union([Type.Literal('left'), Type.Literal('right')], { description: "Fixa a coluna à esquerda ou à direita na rolagem horizontal (ex.: 'Placa')." })),
    hidden: Type.Optional(Type.Boolean({ description: "true: começa oculta; o usuário pode mostrá-la pelo menu 'Colunas'." })),
    searchable: Type.Optional(Type.Boolean({ description: 'Entra na pesquisa de texto (padrão true; false para tirar a coluna da pesquisa).' })),
    sortable: Type.Optional(Type.Boolean({ description: 'Clique no título ordena asc/desc pelo valor bruto (padrão true).' })),
    showWhen: Type.Optional(FilterCondition),
    sumTo100: Type.Optional(
      Type.Boolean({
        description:
          'true (coluna percent de participação): arredonda pelo maior resto para que as participações mostradas somem exatamente 100% (tela, total e exportações).',
      }),
    ),
    stripCommonPrefix: Type.Optional(
      Type.Boolean({
        description:
          "true: quando todos os valores começam igual até um separador ('Intercarg Transportes - Matriz', '… - Filial Curitiba'), mostra só a parte que muda; o texto inteiro fica na dica, na pesquisa e nas exportações.",
      }),
    ),
    action: Type.Optional(
      CloneType(ActionRefSchema, { description: "Clique na célula (ex.: drill com when 'positive'); vira link só quando a ação pode rodar, senão texto." }),
    ),
  },
  { additionalProperties: false, description: 'Uma coluna da tabela.' },
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
    compare: Type.Optional(
      Type.Object(
        {
          key: Type.String({ minLength: 1, description: "Campo que identifica a linha nas duas respostas, ex.: 'id_empresa' (a filial do período anterior é a mesma filial)." }),
          columns: Type.Array(
            Type.Object(
              {
                field: Type.String({ minLength: 1, description: 'Campo de uma coluna da tabela.' }),
                upIs: Type.Optional(
                  Type.Union([Type.Literal('good'), Type.Literal('bad'), Type.Literal('neutral')], { description: "Subir é bom ('good', verde), ruim ('bad', vermelho) ou sem cor ('neutral', padrão)." }),
                ),
              },
              { additionalProperties: false },
            ),
            { minItems: 1, description: "Colunas que ganham, ao lado, a coluna 'Δ <título>' (variação % sobre o período anterior; em pontos percentuais para colunas percent)." },
          ),
        },
        { additionalProperties: false, description: 'Colunas de variação quando a tela compara com o período anterior: a chamada do painel precisa declarar compare.' },
      ),
    ),
  },
  { additionalProperties: false, description: 'Tabela (AG Grid): formatos pt-BR, pesquisa, CSV, colunas, paginação, totais, ações.' },
);

export type TableOptions = Static<typeof TableOptionsSchema>;
export type TableColumnOptions = Static<typeof TableColumn>;
export type FilterConditionOptions = Static<typeof FilterCondition>;

/** The kind's options under the name every kind folder exports (panels/kinds.generated.ts). */
export const schema = TableOptionsSchema;
