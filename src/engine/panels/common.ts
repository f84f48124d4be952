import { Type } from '@sinclair/typebox';

/**
 * Fields every panel has, whatever its kind. A panel in a definition is ONE flat object:
 * `{ kind, ...these common fields, ...the kind's options (src/engine/panels/<kind>/schema.ts) }`.
 * No React here (imported by the schema generator and node tests).
 */
export const CommonPanelFields = {
  id: Type.Optional(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_-]*$', description: 'Identificador do painel (testes, links, data-panel no HTML).' })),
  title: Type.Optional(Type.String({ description: "Título mostrado acima do painel, ex.: 'Saldos Disponibilidades'." })),
  call: Type.Optional(Type.String({ description: 'Id da chamada (calls) cujos dados o painel mostra.' })),
  dataPath: Type.Optional(Type.String({ description: "Caminho dos dados na resposta da chamada (padrão 'response'; '' = resposta inteira)." })),
  span: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 24, description: 'Largura em colunas de 24 (lado a lado); abaixo de 768 px todos ocupam a linha toda.' }),
  ),
  emptyText: Type.Optional(Type.String({ description: "Texto quando não há dados (padrão 'Nenhum registro encontrado')." })),
  toggle: Type.Optional(
    Type.Object(
      {
        group: Type.String({ description: 'Painéis com o mesmo grupo viram um só, com um seletor entre eles.' }),
        label: Type.String({ description: "Texto deste painel no seletor, ex.: 'Gráfico' ou 'Lista'." }),
      },
      { additionalProperties: false, 'x-def': 'Toggle', description: 'Alterna painéis no mesmo lugar (ex.: Gráfico/Lista).' },
    ),
  ),
  bordered: Type.Optional(Type.Boolean({ description: 'Desenha o painel dentro de um cartão com borda (padrão false: título acima, como as tabelas).' })),
  collapsible: Type.Optional(
    Type.Object(
      {
        open: Type.Optional(Type.Boolean({ description: 'Aberto ao entrar na tela (padrão true).' })),
        hint: Type.Optional(Type.String({ description: "Dica ao lado do título, ex.: 'Clique para expandir ou diminuir os dados'." })),
      },
      {
        additionalProperties: false,
        // Written once under $defs (every kind has the common fields): a smaller precompiled validator.
        'x-def': 'Collapsible',
        description: "Painel recolhível pelo título (ex.: 'Frete por Placa' no 1416, 'Tabela - Faturamento diário' no 1482).",
      },
    ),
  ),
};

/** Kind names of the panels the core itself provides (the table kind comes from src/engine/panels/table). */
export type CommonPanel = {
  id?: string;
  title?: string;
  call?: string;
  dataPath?: string;
  span?: number;
  emptyText?: string;
  toggle?: { group: string; label: string };
  bordered?: boolean;
  collapsible?: { open?: boolean; hint?: string };
};
