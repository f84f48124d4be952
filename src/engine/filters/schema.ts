import { Type, type Static } from '@sinclair/typebox';
import { Scalar, fieldConditionWith } from '../conditions/schema.ts';
import { FILTER_WIDGET_OPTIONS, FILTER_WIDGET_SCHEMAS } from './widgets/widgets.generated.ts';

/**
 * The filter form of a screen: fields rendered by @rjsf/antd with the engine's widgets
 * (src/engine/filters/widgets/<widget>/: each widget's schema.ts adds its name and its own options here).
 * Values live in the URL query string (one key per field).
 */

const WIDGETS = Object.keys(FILTER_WIDGET_SCHEMAS) as FilterWidgetName[];

/** The `widget` names: one per folder of src/engine/filters/widgets/ (widgets.generated.ts, `npm run schemas`). */
export const FilterWidget = Type.Union(
  WIDGETS.map((w: string) => Type.Literal(w)),
  { description: `Tipo do campo: ${WIDGETS.map((w) => `${w} (${FILTER_WIDGET_SCHEMAS[w].summary})`).join(', ')}.` },
);

/** Characters a text input keeps (1332: order number and customer code accept digits, spaces, hyphen and slash). */
export const AllowedChars = Type.Union(['digits', 'letters', 'space', 'hyphen', 'slash', 'dot'].map((c) => Type.Literal(c)), {
  description: 'Grupo de caracteres aceito: digits, letters, space, hyphen (-), slash (/), dot (.).',
});

/**
 * When a field is disabled (1493: CT-e and NF-e disable each other; the period only when the status is
 * 'Finalizadas'). A disabled field keeps its value in the form but is left out of the search
 * ('{filters.x}' is empty) and of validation; clearing the other field brings it back.
 */
export const DisabledWhen = fieldConditionWith(
  'Outro campo do filtro que decide.',
  "Uma regra que desabilita este campo conforme outro (ex.: filled: true — o outro tem valor; notEquals: 'FINISHED').",
  { tooltip: Type.Optional(Type.String({ description: "Dica mostrada sobre o campo desabilitado, ex.: 'Limpe o campo NF-e para poder preencher este campo'." })) },
);

export const LockFrom = Type.Object(
  {
    call: Type.String({ description: 'Id da chamada que diz se o campo fica travado (ex.: o usuário logado).' }),
    dataPath: Type.Optional(Type.String({ description: "Caminho do registro na resposta (padrão 'response'; uma lista vale pelo 1º item)." })),
    field: Type.String({ description: "Campo do registro que decide, ex.: 'gestor_frota'." }),
    equals: Scalar,
    value: Type.String({ description: "Campo do registro que vira o valor travado, ex.: 'codigo'." }),
  },
  {
    additionalProperties: false,
    description: "Trava o campo num valor vindo de uma chamada quando o registro tem field = equals (1369: gestor de frota 'S' fica travado no próprio código).",
  },
);

export const FilterField = Type.Object(
  {
    name: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]*$', description: "Nome do campo: chave na URL e em '{filters.nome}'." }),
    label: Type.String({ description: "Rótulo mostrado, ex.: 'Período'." }),
    widget: FilterWidget,
    default: Type.Optional(
      Type.Union([Scalar, Type.Null()], {
        description:
          "Valor inicial. Datas: 'today', 'startOfMonth' ou 'AAAA-MM-DD'; dateRange: 'today', 'monthToDate' ou 'next30Days' (hoje até hoje+30); month/year: 'current'.",
      }),
    ),
    required: Type.Optional(Type.Boolean({ description: "Campo obrigatório (mensagem 'Campo obrigatório')." })),
    requiredUnless: Type.Optional(
      Type.Array(Type.String(), {
        description: "Obrigatório só quando nenhum destes campos tem valor (1332: Cliente e Período, a menos que o número da OP seja informado).",
      }),
    ),
    requiredMessage: Type.Optional(Type.String({ description: "Texto quando o campo obrigatório está vazio (padrão 'Campo obrigatório')." })),
    minimum: Type.Optional(Type.Number({ description: 'Menor número aceito (digits/year); abaixo dele o filtro não é aplicado.' })),
    allowClear: Type.Optional(Type.Boolean({ description: 'Permite limpar o campo (padrão true; dateRange limpo volta ao 1º do mês até hoje).' })),
    notBefore: Type.Optional(
      Type.Object(
        {
          field: Type.String({ description: 'Campo que não pode ser posterior a este.' }),
          message: Type.String({ description: "Mensagem, ex.: 'Data Inicio maior que data fim.'." }),
        },
        { additionalProperties: false, description: 'Este campo não pode ser anterior a outro (datas/meses).' },
      ),
    ),
    placeholder: Type.Optional(Type.String({ description: 'Texto de ajuda dentro do campo.' })),
    allow: Type.Optional(Type.Array(AllowedChars, { minItems: 1, description: 'Só estes caracteres são aceitos ao digitar (text); o resto é descartado.' })),
    disabledWhen: Type.Optional(Type.Array(DisabledWhen, { minItems: 1, description: 'Regras que desabilitam o campo (basta uma valer).' })),
    lockFrom: Type.Optional(LockFrom),
    autoFocus: Type.Optional(Type.Boolean({ description: 'Recebe o foco ao abrir a tela (1332: o código do cliente).' })),
    example: Type.Optional(
      Type.Union([Scalar, Type.Null()], {
        description:
          'Valor de demonstração que só as stories e a captura de fixtures usam quando o campo começa vazio (1332: o cliente 1; 1338: operador, recurso, processo e produto); o portal o ignora.',
      }),
    ),
    width: Type.Optional(Type.Integer({ minimum: 60, description: 'Largura do campo em pixels.' })),
    // the options only one widget (or select and radio) reads, from the widgets' folders
    ...FILTER_WIDGET_OPTIONS,
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
          defaultMinutes: Type.Integer({ minimum: 1, description: 'Minutos padrão (10 na spec); os minutos escolhidos ficam no navegador por usuário e tela.' }),
        },
        { additionalProperties: false, description: 'Atualização automática a cada N minutos (só com N > 0 e a caixa marcada).' },
      ),
    ),
  },
  { additionalProperties: false, description: 'Formulário de filtros da tela; os valores ficam na URL.' },
);

export type FilterField = Static<typeof FilterField>;
export type FiltersDefinition = Static<typeof FiltersSchema>;
export type FilterWidgetName = keyof typeof FILTER_WIDGET_SCHEMAS;
export type DisabledWhen = Static<typeof DisabledWhen>;
export type AllowedChars = Static<typeof AllowedChars>;
