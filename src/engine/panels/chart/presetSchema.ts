import { Type, type Static } from '@sinclair/typebox';
import { CHART_FORMATS, FORMATS } from '../../format/registry.ts';

/**
 * Chart presets: a handful of named fields per chart type (Evidence's <BarChart x y series/>), compiled
 * into Vega-Lite by the engine (compilePreset.ts) with pt-BR number/date formats and label truncation.
 * No React here (the schema generator reads it).
 */

const Field = (description: string) => Type.String({ minLength: 1, description });
const Color = Type.String({ minLength: 1, description: "Cor CSS, ex.: '#1677ff'." });

/** The registry's formats that have a chart axis (src/engine/format/registry.ts). */
export const NumberFormat = Type.Union(
  CHART_FORMATS.map((f) => Type.Literal(f)),
  { description: `Formato dos números no eixo e nas dicas (padrão currency): ${CHART_FORMATS.map((f) => `${f} (${FORMATS[f].description})`).join(', ')}.` },
);

const Measure = Type.Object(
  {
    field: Field("Campo numérico, ex.: 'valor'."),
    label: Type.Optional(Type.String({ description: "Título do eixo/dica, ex.: 'Valor (R$)'." })),
    format: Type.Optional(NumberFormat),
  },
  { additionalProperties: false, description: 'O valor medido.' },
);

/** The category's key when its label can repeat (two suppliers with one name): rows are grouped by it, never by the label. */
const CategoryId = Field(
  "Campo que identifica a categoria quando o nome pode repetir (ex.: 'id_fornecedor'): agrupa por ele e mostra o nome; dois nomes iguais viram 'Nome (id)'.",
);

/** Only the N largest categories, instead of a second query per chart. */
const Top = Type.Integer({ minimum: 1, description: 'Mostra só as N maiores categorias pelo valor (ex.: 10 para um top 10).' });
const Others = Type.Boolean({ description: "Com top: soma as demais categorias numa última barra/fatia 'Outros'." });

const Truncate = Type.Integer({
  minimum: 4,
  description: "Textos maiores que isto viram os primeiros (n − 2) caracteres + '…' (padrão 35: 35 → 33 + '…'); a dica mostra o texto inteiro.",
});

export const LinePreset = Type.Object(
  {
    type: Type.Literal('line', { description: "'line': linhas por data (ou categoria)." }),
    x: Type.Object(
      {
        field: Field("Campo do eixo x, ex.: 'data_vencimento'."),
        label: Type.Optional(Type.String({ description: "Título do eixo x, ex.: 'Data'." })),
        kind: Type.Optional(Type.Union([Type.Literal('date'), Type.Literal('category')], { description: "'date' (padrão: datas AAAA-MM-DD) ou 'category' (textos na ordem dos dados)." })),
        format: Type.Optional(Type.String({ description: "Formato d3 das datas no eixo (padrão '%d/%m')." })),
      },
      { additionalProperties: false, description: 'O eixo x.' },
    ),
    series: Type.Array(
      Type.Object(
        {
          field: Field("Campo do valor desta linha, ex.: 'saldo_dia'."),
          label: Type.String({ minLength: 1, description: "Nome na legenda, ex.: 'Saldo do Dia'." }),
          color: Type.Optional(Color),
        },
        { additionalProperties: false, description: 'Uma linha do gráfico.' },
      ),
      { minItems: 1, description: 'As linhas, uma por campo.' },
    ),
    y: Type.Optional(
      Type.Object(
        { label: Type.Optional(Type.String({ description: 'Título do eixo y.' })), format: Type.Optional(NumberFormat) },
        { additionalProperties: false, description: 'O eixo y (os valores das séries).' },
      ),
    ),
    points: Type.Optional(Type.Boolean({ description: 'Marca cada ponto (padrão true).' })),
  },
  { additionalProperties: false, description: 'Gráfico de linhas (ex.: fluxo de caixa 1325, faturamento diário 1327/1482).' },
);

export const BarPreset = Type.Object(
  {
    type: Type.Literal('bar', { description: "'bar': uma barra por categoria." }),
    x: Type.Object(
      {
        field: Field("Campo da categoria, ex.: 'nome_vendedor'."),
        id: Type.Optional(CategoryId),
        label: Type.Optional(Type.String({ description: 'Título do eixo da categoria.' })),
        truncate: Type.Optional(Truncate),
      },
      { additionalProperties: false, description: 'As categorias.' },
    ),
    y: Measure,
    threshold: Type.Optional(
      Type.Object(
        {
          value: Type.Number({ description: 'Limite: abaixo dele a cor below, igual ou acima a cor atOrAbove (ex.: 100 % da meta).' }),
          below: Type.Optional(Type.String({ description: "Cor abaixo do limite (padrão '#cf1322')." })),
          atOrAbove: Type.Optional(Type.String({ description: "Cor a partir do limite (padrão '#389e0d')." })),
        },
        { additionalProperties: false, description: 'Cores por limite (1327 Metas por representantes: vermelho abaixo de 100, verde acima).' },
      ),
    ),
    color: Type.Optional(Color),
    horizontal: Type.Optional(Type.Boolean({ description: 'true: barras deitadas (categorias no eixo vertical).' })),
    sort: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc'), Type.Literal('none')], { description: "Ordem das barras pelo valor (padrão 'none': como os dados)." })),
    top: Type.Optional(Top),
    others: Type.Optional(Others),
  },
  { additionalProperties: false, description: 'Gráfico de barras.' },
);

export const GroupedBarPreset = Type.Object(
  {
    type: Type.Literal('groupedBar', { description: "'groupedBar': barras por mês, uma por ano lado a lado (últimos 24 meses)." }),
    month: Field("Campo do mês (1–12), ex.: 'mes'."),
    year: Field("Campo do ano, ex.: 'ano'."),
    y: Measure,
  },
  { additionalProperties: false, description: 'Barras agrupadas: meses no eixo x (jan…dez), uma cor por ano (1327 e 1405).' },
);

export const PiePreset = Type.Object(
  {
    type: Type.Literal('pie', { description: "'pie': fatias por categoria." }),
    category: Type.Object(
      {
        field: Field("Campo da categoria, ex.: 'nome_fantasia'."),
        id: Type.Optional(CategoryId),
        label: Type.Optional(Type.String({ description: "Título da legenda e da dica, ex.: 'Filial'." })),
        truncate: Type.Optional(Truncate),
        stripCommonPrefix: Type.Optional(
          Type.Boolean({ description: "true: a legenda mostra só a parte que muda quando todas as categorias começam igual até um separador ('Intercarg Transportes - Matriz' → 'Matriz'); a dica mostra o nome inteiro." }),
        ),
      },
      { additionalProperties: false, description: 'As fatias.' },
    ),
    value: Type.Object(
      {
        ...Measure.properties,
        sumTo100: Type.Optional(
          Type.Boolean({ description: 'true (participações em %): arredonda pelo maior resto para que as fatias mostradas somem exatamente 100%.' }),
        ),
      },
      { additionalProperties: false, description: 'O valor de cada fatia.' },
    ),
    donut: Type.Optional(Type.Boolean({ description: 'true: rosca (furo no meio).' })),
    top: Type.Optional(Top),
    others: Type.Optional(Others),
  },
  { additionalProperties: false, description: 'Pizza (1405: percentual do faturamento por filial).' },
);

export const GaugePreset = Type.Object(
  {
    type: Type.Literal('gauge', { description: "'gauge': meio círculo de 0 a max com o percentual no centro." }),
    value: Field("Campo do percentual, ex.: 'porcentagem_realizada_meta'."),
    max: Type.Optional(Type.Number({ exclusiveMinimum: 0, description: 'Valor do meio círculo cheio (padrão 100).' })),
    successAt: Type.Optional(Type.Number({ description: 'A partir deste valor o arco fica verde (padrão 100).' })),
  },
  { additionalProperties: false, description: "Meio círculo (1327 'Meta'); um 0 ainda desenha um arco mínimo." },
);

export const GanttPreset = Type.Object(
  {
    type: Type.Literal('gantt', { description: "'gantt': barras de início a fim por tarefa." }),
    task: Type.Object(
      { field: Field("Campo do nome da tarefa, ex.: 'descricao_processo'."), label: Type.Optional(Type.String({ description: "Título do eixo das tarefas, ex.: 'Processo'." })), truncate: Type.Optional(Truncate) },
      { additionalProperties: false, description: 'O eixo vertical (uma linha por tarefa).' },
    ),
    start: Field("Campo de início (data e hora), ex.: 'data_inicial'."),
    end: Field("Campo de fim, ex.: 'data_prevista_entrega'."),
    color: Type.Optional(Field("Campo que dá a cor de cada barra, ex.: 'numero_op'.")),
    utcOffset: Type.Optional(
      Type.String({
        pattern: '^[+-]\\d{2}:\\d{2}$',
        description: "Fuso fixo das horas mostradas, ex.: '-06:00' (spec 1 §9); horários com fuso são convertidos para ele, sem fuso são lidos nele.",
      }),
    ),
  },
  { additionalProperties: false, description: 'Gantt (01.77.1366 Gráfico de ocupação de recursos).' },
);

export const ChartPresetSchema = Type.Union([LinePreset, BarPreset, GroupedBarPreset, PiePreset, GaugePreset, GanttPreset], {
  description: 'Gráfico pronto (line, bar, groupedBar, pie, gauge, gantt), montado pelo motor com formatos pt-BR.',
});

export type ChartPreset = Static<typeof ChartPresetSchema>;
export type LinePresetOptions = Static<typeof LinePreset>;
export type BarPresetOptions = Static<typeof BarPreset>;
export type NumberFormatName = Static<typeof NumberFormat>;
