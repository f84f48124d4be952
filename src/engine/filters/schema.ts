import { Type, type Static } from '@sinclair/typebox';

/**
 * The filter form of a screen: fields rendered by @rjsf/antd with the engine's widgets
 * (src/engine/filters/widgets). Values live in the URL query string (one key per field).
 */

const Scalar = Type.Union([Type.String(), Type.Number(), Type.Boolean()]);

export const FilterWidget = Type.Union(
  ['date', 'dateRange', 'month', 'year', 'digits', 'text', 'select', 'radio', 'checkbox'].map((w) => Type.Literal(w)),
  {
    description:
      "Tipo do campo: date, dateRange (período com atalhos), month (nomes dos meses), year, digits (só números), text, select, radio, checkbox.",
  },
);

export const RangePreset = Type.Union(['today', 'thisMonth', 'lastMonth'].map((p) => Type.Literal(p)), {
  description: "Atalho do período: today (Hoje), thisMonth (Este mês), lastMonth (Mês anterior).",
});

export const FilterOption = Type.Object(
  {
    value: Scalar,
    label: Type.String({ description: 'Texto mostrado para a opção.' }),
  },
  { additionalProperties: false, description: 'Uma opção de select/radio.' },
);

export const FilterField = Type.Object(
  {
    name: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]*$', description: "Nome do campo: chave na URL e em '{filters.nome}'." }),
    label: Type.String({ description: "Rótulo mostrado, ex.: 'Período'." }),
    widget: FilterWidget,
    default: Type.Optional(
      Type.Union([Scalar, Type.Null()], {
        description:
          "Valor inicial. Datas: 'today', 'startOfMonth' ou 'AAAA-MM-DD'; dateRange: 'today' ou 'monthToDate'; month/year: 'current'.",
      }),
    ),
    required: Type.Optional(Type.Boolean({ description: "Campo obrigatório (mensagem 'Campo obrigatório')." })),
    requiredMessage: Type.Optional(Type.String({ description: "Texto quando o campo obrigatório está vazio (padrão 'Campo obrigatório')." })),
    minimum: Type.Optional(Type.Number({ description: 'Menor número aceito (digits/year); abaixo dele o filtro não é aplicado.' })),
    options: Type.Optional(Type.Array(FilterOption, { description: 'Opções fixas de select/radio.' })),
    optionsFrom: Type.Optional(
      Type.Object(
        {
          call: Type.String({ description: 'Id da chamada que traz as opções.' }),
          dataPath: Type.Optional(Type.String({ description: "Caminho da lista na resposta (padrão 'response')." })),
          value: Type.String({ description: 'Campo do item usado como valor.' }),
          label: Type.String({ description: 'Campo do item usado como texto.' }),
        },
        { additionalProperties: false, description: 'Opções vindas de uma chamada (somadas às opções fixas).' },
      ),
    ),
    free: Type.Optional(
      Type.Object(
        {
          label: Type.String({ description: "Rótulo do campo livre, ex.: 'Outro'." }),
          placeholder: Type.Optional(Type.String({ description: 'Texto de ajuda no campo livre.' })),
        },
        { additionalProperties: false, description: 'Select/radio que aceita também um número livre (só dígitos; aplicado se > 0).' },
      ),
    ),
    presets: Type.Optional(Type.Array(RangePreset, { description: 'Atalhos do período (dateRange).' })),
    allowClear: Type.Optional(Type.Boolean({ description: 'Permite limpar o campo (padrão true; dateRange limpo volta ao 1º do mês até hoje).' })),
    years: Type.Optional(
      Type.Object(
        {
          from: Type.Optional(Type.Integer({ description: 'Primeiro ano da lista.' })),
          back: Type.Optional(Type.Integer({ minimum: 0, description: 'Quantos anos antes do atual (quando não há from).' })),
          fromCall: Type.Optional(
            Type.Object(
              {
                call: Type.String({ description: 'Id da chamada que devolve o primeiro ano.' }),
                dataPath: Type.String({ description: "Caminho do ano na resposta, ex.: 'response.ano'." }),
              },
              { additionalProperties: false, description: 'Primeiro ano vindo da API (ex.: ano da primeira venda).' },
            ),
          ),
        },
        { additionalProperties: false, description: 'Anos do select de ano: do primeiro ao atual, mais recente primeiro.' },
      ),
    ),
    notBefore: Type.Optional(
      Type.Object(
        {
          field: Type.String({ description: 'Campo que não pode ser posterior a este.' }),
          message: Type.String({ description: "Mensagem, ex.: 'Data Inicio maior que data fim.'." }),
        },
        { additionalProperties: false, description: 'Este campo não pode ser anterior a outro (datas/meses).' },
      ),
    ),
    rangeMessage: Type.Optional(
      Type.String({ description: "dateRange: mensagem quando o início é depois do fim (padrão 'Data Inicio maior que data fim.')." }),
    ),
    placeholder: Type.Optional(Type.String({ description: 'Texto de ajuda dentro do campo.' })),
    width: Type.Optional(Type.Integer({ minimum: 60, description: 'Largura do campo em pixels.' })),
  },
  { additionalProperties: false, description: 'Um campo do formulário de filtros.' },
);

export const FiltersSchema = Type.Object(
  {
    fields: Type.Array(FilterField, { minItems: 1, description: 'Campos do formulário, na ordem mostrada.' }),
    submitLabel: Type.Optional(
      Type.String({ description: "Texto do botão (ex.: 'Filtrar'). Sem ele, cada mudança válida é aplicada na hora." }),
    ),
    refreshLabel: Type.Optional(Type.String({ description: "Botão que recarrega os dados com os filtros atuais, ex.: 'Atualizar'." })),
    autoRefresh: Type.Optional(
      Type.Object(
        {
          label: Type.String({ description: "Texto da caixa de seleção, ex.: 'Atualizar automaticamente'." }),
          defaultMinutes: Type.Integer({ minimum: 1, description: 'Minutos padrão (guardados por usuário no navegador).' }),
        },
        { additionalProperties: false, description: 'Atualização automática a cada N minutos (só com N > 0 e a caixa marcada).' },
      ),
    ),
  },
  { additionalProperties: false, description: 'Formulário de filtros da tela; os valores ficam na URL.' },
);

export type FilterField = Static<typeof FilterField>;
export type FiltersDefinition = Static<typeof FiltersSchema>;
export type RangePreset = Static<typeof RangePreset>;
