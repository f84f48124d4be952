import { Type, type Static } from '@sinclair/typebox';

/**
 * The identity of a screen: what the menu, the router and the access rules need.
 * Every screen definition starts with these fields; the engine adds filters,
 * calls, panels and drill-downs (screen-definition.ts beside this file).
 * Each field's description is what an analyst's editor shows.
 */
export const MenuGroup = Type.Union(
  ['Frota', 'Financeiro', 'Faturamento', 'PCP', 'Logística', 'Estoque'].map((g) => Type.Literal(g)),
  { description: 'Grupo do menu lateral onde a tela aparece (catálogo, spec 1 §2.1).' },
);

export const MenuEntry = Type.Object(
  {
    group: Type.Optional(MenuGroup),
    title: Type.String({ minLength: 1, description: "Texto do item no menu, exatamente como no catálogo (ex.: 'Dashboard')." }),
    order: Type.Integer({ minimum: 0, description: 'Posição no menu: menor vem antes; a ordem dos grupos segue o menor item de cada grupo.' }),
  },
  { additionalProperties: false, description: 'Como a tela aparece no menu; ausente quando a tela não tem item de menu.' },
);

export { NO_CODE } from './noCode.ts';

export const ScreenMeta = {
  code: Type.String({
    pattern: '^\\d{2}\\.\\d{2}\\.\\d{4}$',
    description: "Código da tela mostrado no cabeçalho, ex.: '01.74.1325'; '00.00.0000' = a especificação não dá código (o cabeçalho mostra só o título).",
  }),
  title: Type.String({ minLength: 1, description: "Título da tela no cabeçalho, ex.: 'Dashboard Financeiro'." }),
  route: Type.String({
    pattern: '^/',
    description: "Rota do portal, ex.: '/dashboard_financeiro'. Parâmetros como ':tipo_cadastro' são permitidos.",
  }),
  titleParam: Type.Optional(
    Type.String({
      minLength: 1,
      description: "Parâmetro da rota cujo valor aparece depois do título, ex.: 'tipo_cadastro' em '/detalhesCadastro/:tipo_cadastro'.",
    }),
  ),
  titleParamLabels: Type.Optional(
    Type.Record(Type.String(), Type.String({ minLength: 1 }), {
      description:
        "Texto por valor do titleParam, ex.: { motorista: 'Motorista', operacoes_normais: 'Operações normais' }: o cabeçalho mostra a palavra, nunca o código; um valor fora da lista não mostra nada.",
    }),
  ),
  titleByQuery: Type.Optional(
    Type.Object(
      {
        param: Type.String({ minLength: 1, description: "Parâmetro da URL que escolhe o título, ex.: 'id_situacao'." }),
        default: Type.Optional(Type.String({ description: "Valor usado quando a URL não traz o parâmetro, ex.: 't'." })),
        titles: Type.Record(Type.String(), Type.String({ minLength: 1 }), {
          description: "Título por valor, ex.: { t: 'Equipamentos', l: 'Equipamentos Locados' }; um valor sem título mostra o title.",
        }),
      },
      {
        additionalProperties: false,
        description: 'Título do cabeçalho escolhido por um parâmetro da URL (01.76.1397: o título segue a situação).',
      },
    ),
  ),
  accessCode: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
    description: 'Código de acesso exigido (codigo_telas_liberar). 0 = sempre permitido (Home); null = só exige sessão e empresa.',
  }),
  module: Type.Optional(
    Type.Integer({
      minimum: 1,
      description: 'codigo_modulo da empresa para o qual esta é a variante; substitui no menu a tela sem módulo com o mesmo grupo e título.',
    }),
  ),
  menu: Type.Optional(MenuEntry),
  public: Type.Optional(
    Type.Boolean({
      description:
        'Tela pública: abre sem login, fora do layout privado (sem menu nem barra), com cabeçalho próprio; ex.: rastreamento por hash, orçamento por token. Use accessCode null.',
    }),
  ),
};

export const ScreenMetaSchema = Type.Object(ScreenMeta, { additionalProperties: true });
export type ScreenMetaData = Static<typeof ScreenMetaSchema>;
export type MenuGroupName = Static<typeof MenuGroup>;
