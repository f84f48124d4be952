import { apiDelete, apiGet, apiPatch, apiPost } from '../../api/client.ts';

/** The subscriptions API (server/src/routes/usuario/assinaturas.ts, docs/subscriptions.md), scoped to one company. */

export type Frequencia = 'diaria' | 'semanal' | 'mensal';
export interface Agenda {
  frequencia: Frequencia;
  /** 'HH:MM' in the business time zone. */
  horario: string;
  /** 1 = segunda … 7 = domingo (weekly). */
  dias_semana?: number[];
  /** 1..31 (monthly; the last day in a shorter month). */
  dia_mes?: number;
}
export interface Conteudo {
  indicadores: boolean;
  tabelas: boolean;
}
export interface Assinatura {
  id: number;
  tela: number;
  visao: { id: number; nome: string } | null;
  agenda: Agenda;
  /** The subscriber first, then the others. */
  destinatarios: string[];
  conteudo: Conteudo;
  pausada: boolean;
  motivo_pausa: string | null;
  ultimo_envio: string | null;
  proximo_envio: string | null;
  ultimo_erro: string | null;
}
export interface SubscriptionList {
  response: Assinatura[];
  envio: { configurado: boolean; mensagem: string | null };
  /** The business time zone the schedules are in. */
  fuso: string;
}
/** One sending attempt of the log (`GET …/envios`), the most recent first. */
export interface Envio {
  data_hora: string;
  destinatarios: string[];
  /** The message's size (body and attachments), when it was built. */
  tamanho_bytes: number | null;
  resultado: 'enviado' | 'falhou';
  erro: string | null;
  origem: 'agenda' | 'enviar-agora';
}
export interface Recipient {
  nome: string;
  email: string;
  voce: boolean;
}
export interface SubscriptionInput {
  visao: number | null;
  agenda: Agenda;
  /** The other recipients' e-mails (the subscriber always receives). */
  destinatarios: string[];
  conteudo: Conteudo;
}

const base = (empresaId: number) => `/usuario/empresas/${empresaId}/assinaturas`;

export const fetchSubscriptions = (empresaId: number) => apiGet<SubscriptionList>(base(empresaId));
export const fetchRecipients = async (empresaId: number) => (await apiGet<{ response: Recipient[] }>(`${base(empresaId)}/destinatarios`)).response;
export const createSubscription = async (empresaId: number, tela: number, input: SubscriptionInput) =>
  (await apiPost<{ response: Assinatura }>(base(empresaId), { tela, ...input })).response;
export const updateSubscription = async (empresaId: number, id: number, input: SubscriptionInput) =>
  (await apiPatch<{ response: Assinatura }>(`${base(empresaId)}/${id}`, input)).response;
export const pauseSubscription = async (empresaId: number, id: number) => (await apiPost<{ response: Assinatura }>(`${base(empresaId)}/${id}/pausar`, undefined)).response;
export const resumeSubscription = async (empresaId: number, id: number) => (await apiPost<{ response: Assinatura }>(`${base(empresaId)}/${id}/retomar`, undefined)).response;
export const sendSubscriptionNow = (empresaId: number, id: number) =>
  apiPost<{ response: Assinatura; envio: { destinatarios: string[]; tamanho_bytes: number } }>(`${base(empresaId)}/${id}/enviar`, undefined);
export const fetchSendings = async (empresaId: number, id: number, limite: number) =>
  (await apiGet<{ response: Envio[] }>(`${base(empresaId)}/${id}/envios`, { limite })).response;
export const deleteSubscription = async (empresaId: number, id: number) => {
  await apiDelete(`${base(empresaId)}/${id}`);
};
