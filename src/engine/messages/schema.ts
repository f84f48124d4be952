import { Type, type Static } from '@sinclair/typebox';

/** How a screen or drill-down reports failures and empty answers (spec 1 §8, spec 2 §8). */
export const MessagesSchema = Type.Object(
  {
    error: Type.Optional(
      Type.Object(
        {
          style: Type.Union([Type.Literal('banner'), Type.Literal('notification'), Type.Literal('log')], {
            description:
              "banner: faixa fechável ('Fechar') com 'Erro 500, servidor não respondendo contate o suporte!' (5xx/sem resposta) ou a 1ª mensagem do servidor; notification: aviso no canto; log: só registra no console.",
          }),
          title: Type.Optional(Type.String({ description: "Título do aviso (notification), ex.: 'Erro!'." })),
          text: Type.Optional(Type.String({ description: "Texto fixo do aviso; sem ele usa as regras do banner, ex.: 'Ocorreu um erro ao realizar a busca'." })),
          serverDownText: Type.Optional(
            Type.String({ description: "Texto do aviso quando o servidor falha (5xx) ou não responde; os outros erros usam 'text' (1367: 'Erro 500, sem conexão com o servidor.')." }),
          ),
          allMessages: Type.Optional(
            Type.Boolean({
              description:
                "true (notification): o texto são todas as mensagens do servidor, uma por linha (lista errors, senão error, senão message); sem nenhuma, o fallback (1491).",
            }),
          ),
          fallback: Type.Optional(Type.String({ description: "Texto quando o servidor não manda mensagem (com allMessages), ex.: 'Ocorreu um erro ao buscar os dados do resumo'." })),
        },
        { additionalProperties: false, description: 'Como mostrar uma falha de chamada (padrão: banner).' },
      ),
    ),
    emptyText: Type.Optional(Type.String({ description: "Texto padrão dos painéis vazios (padrão 'Nenhum registro encontrado')." })),
    loadingText: Type.Optional(
      Type.String({ description: "Texto do indicador de carregamento dos painéis (padrão 'Carregando...'), ex.: 'Carregando dados' (01.76.1398)." }),
    ),
    emptyNotification: Type.Optional(
      Type.Object(
        {
          title: Type.String({ description: "Título do aviso, ex.: 'Nenhum resultado encontrado'." }),
          text: Type.String({ description: "Texto do aviso, ex.: 'Nenhum registro encontrado no período informado'." }),
        },
        { additionalProperties: false, description: 'Aviso no canto quando uma busca (Filtrar) volta vazia.' },
      ),
    ),
  },
  { additionalProperties: false, description: 'Mensagens de erro e de vazio.' },
);

export type MessagesDefinition = Static<typeof MessagesSchema>;
