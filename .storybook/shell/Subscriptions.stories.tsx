import type { Meta, StoryObj } from '@storybook/react-vite';
import { MySubscriptionsPage } from '../../src/app/subscriptions/MySubscriptionsPage.tsx';
import { SubscriptionDialog } from '../../src/app/subscriptions/SubscriptionDialog.tsx';
import { SubscribeButton } from '../../src/app/subscriptions/SubscribeButton.tsx';
import { FavoriteStar } from '../../src/app/workspace/FavoriteStar.tsx';
import { ScreenHeader } from '../../src/app/ScreenHeader.tsx';
import type { Assinatura, SubscriptionList } from '../../src/app/subscriptions/api.ts';
import { ShellStory, type ShellStoryParameters } from '../support/ShellStory.tsx';
import { fold } from '../../src/app/foldText.ts';
import '../../src/styles/global.css';

/**
 * E-mail subscriptions (issue 36, docs/subscriptions.md): 'Assinar por e-mail' beside a screen's title, its dialog, and
 * 'Minhas assinaturas'. Written by hand, like the other shell stories.
 */
const meta = {
  title: 'Portal/Assinaturas por e-mail',
  parameters: { layout: 'fullscreen' },
  tags: ['portal'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const SENDING_OFF = 'O envio de e-mails não está configurado neste servidor (MIRANTE_SMTP_URL e MIRANTE_SMTP_FROM). Fale com o administrador.';
const recipients = [
  { nome: 'Ana Souza', email: 'ana@mirante.demo', voce: true },
  { nome: 'Bruno Lima', email: 'bruno@mirante.demo', voce: false },
  { nome: 'Carla Mendes', email: 'carla@mirante.demo', voce: false },
];
const views = [{ id: 3, tela: 1327, nome: 'Outubro', filtros: {}, padrao: false, alterada_em: '2026-11-20T12:00:00Z' }];
const weekly: Assinatura = {
  id: 7, tela: 1327, visao: { id: 3, nome: 'Outubro' }, agenda: { frequencia: 'semanal', horario: '08:30', dias_semana: [1, 5] },
  destinatarios: ['ana@mirante.demo', 'carla@mirante.demo'], conteudo: { indicadores: true, tabelas: true },
  pausada: false, motivo_pausa: null, ultimo_envio: '2026-11-23T11:30:02Z', proximo_envio: '2026-11-27T11:30:00Z', ultimo_erro: null,
};
const pausedWithError: Assinatura = {
  id: 9, tela: 1325, visao: null, agenda: { frequencia: 'mensal', horario: '07:00', dia_mes: 31 },
  destinatarios: ['ana@mirante.demo'], conteudo: { indicadores: true, tabelas: false },
  pausada: true, motivo_pausa: 'A tela 1325 não está mais liberada para quem assinou.', ultimo_envio: '2026-10-31T10:00:04Z', proximo_envio: null,
  ultimo_erro: 'A tela 1325 não está mais liberada para quem assinou.',
};
const list = (response: Assinatura[], configurado: boolean): SubscriptionList => ({
  response, envio: { configurado, mensagem: configurado ? null : SENDING_OFF }, fuso: 'America/Sao_Paulo',
});
const params = (l: SubscriptionList, path = '/minhas-assinaturas'): ShellStoryParameters => ({
  path, liberar: [1325, 1326, 1327], subscriptions: { list: l, recipients, views }, workspace: { favoritos: [1327], recentes: [] },
});
const noop = () => {};

/** The screen's title with its star and 'Assinar por e-mail'. */
export const BotaoNoTitulo: Story = {
  name: 'Título com Assinar por e-mail',
  render: () => (
    <ShellStory parameters={params(list([], true), '/dashboard-faturamento')}>
      <div className="screen-title-row" style={{ padding: 16 }}>
        <ScreenHeader code="01.76.1327" title="Dashboard Faturamento" />
        <FavoriteStar accessCode={1327} />
        <SubscribeButton accessCode={1327} screenLabel="01.76.1327 Dashboard Faturamento" />
      </div>
    </ShellStory>
  ),
};

/** The dialog on a server without SMTP settings: the server's message, and the subscription can still be made. */
export const Dialogo: Story = {
  name: 'Assinar por e-mail (diálogo, envio não configurado)',
  render: () => (
    <ShellStory parameters={params(list([], false), '/dashboard-faturamento')}>
      <SubscriptionDialog open empresaId={1} tela={1327} screenLabel="01.76.1327 Dashboard Faturamento" onClose={noop} onSaved={noop} />
    </ShellStory>
  ),
};

/** A company of many users: the recipients' search, and the count of those chosen. */
const manyRecipients = [
  ...recipients,
  ...['João Pereira', 'Márcia Rocha', 'Paulo Dias', 'Rita Alves', 'Sérgio Nunes', 'Tânia Costa', 'Vera Lopes', 'Wagner Reis'].map((nome) => ({
    nome, email: `${fold(nome.split(' ')[0]!)}@mirante.demo`, voce: false,
  })),
];
export const DialogoMuitosUsuarios: Story = {
  name: 'Assinar por e-mail (diálogo, empresa com muitos usuários)',
  render: () => (
    <ShellStory parameters={{ ...params(list([], true), '/dashboard-faturamento'), subscriptions: { list: list([], true), recipients: manyRecipients, views } }}>
      <SubscriptionDialog open empresaId={1} tela={1327} screenLabel="01.76.1327 Dashboard Faturamento" onClose={noop} onSaved={noop} />
    </ShellStory>
  ),
};

/** The dialog editing a weekly subscription with a view and another recipient. */
export const DialogoEditar: Story = {
  name: 'Editar assinatura (diálogo)',
  render: () => (
    <ShellStory parameters={params(list([weekly], true), '/minhas-assinaturas')}>
      <SubscriptionDialog open empresaId={1} tela={1327} screenLabel="01.76.1327 Dashboard Faturamento" existing={weekly} onClose={noop} onSaved={noop} />
    </ShellStory>
  ),
};

/** Two subscriptions: a weekly one sending, a monthly one paused because its screen was revoked. */
export const MinhasAssinaturas: Story = {
  name: 'Minhas assinaturas',
  render: () => (
    <ShellStory parameters={params(list([weekly, pausedWithError], true))}>
      <div style={{ padding: 16 }}>
        <MySubscriptionsPage />
      </div>
    </ShellStory>
  ),
};

/** No subscription yet, on a server without SMTP settings. */
export const MinhasAssinaturasVazia: Story = {
  name: 'Minhas assinaturas (vazia, envio não configurado)',
  render: () => (
    <ShellStory parameters={params(list([], false))}>
      <div style={{ padding: 16 }}>
        <MySubscriptionsPage />
      </div>
    </ShellStory>
  ),
};
