import type { Queries } from '../db/types.ts';
import type { Schedule } from './schedule.ts';

/** The subscriptions' rows and audit (migration 030), shared by the routes, the sending and the scheduler. */

/** The UTC instant as 'YYYY-MM-DD HH:MM:SS.mmm' (a TIMESTAMP both engines read without a zone). */
export const utcInstant = (d: Date = new Date()) => d.toISOString().replace('T', ' ').replace('Z', '');

export interface SubscriptionRow {
  id: number; usuario_id: number; empresa_id: number; codigo_tela: number; visao_id: number | null;
  frequencia: Schedule['frequencia']; horario: string; dias_semana: string | null; dia_mes: number | null;
  destinatarios: string; enviar_indicadores: string; enviar_tabelas: string; pausada: string; motivo_pausa: string | null;
  ultimo_envio: unknown; proximo_envio: unknown; ultimo_erro: string | null;
}
export const SUBSCRIPTION_COLUMNS = `id, usuario_id, empresa_id, codigo_tela, visao_id, frequencia, horario, dias_semana, dia_mes, destinatarios,
  enviar_indicadores, enviar_tabelas, pausada, motivo_pausa, ultimo_envio, proximo_envio, ultimo_erro`;

/** A TIMESTAMP column (UTC, no zone) as ISO with Z; null stays null. */
export const isoUtc = (v: unknown) => (v === null || v === undefined ? null
  : `${String(v instanceof Date ? v.toISOString() : v).replace(' ', 'T').slice(0, 19)}Z`);

export const scheduleOf = (r: Pick<SubscriptionRow, 'frequencia' | 'horario' | 'dias_semana' | 'dia_mes'>): Schedule => ({
  frequencia: r.frequencia,
  horario: r.horario,
  ...(r.frequencia === 'semanal' ? { dias_semana: (r.dias_semana ?? '').split(',').filter(Boolean).map(Number) } : {}),
  ...(r.frequencia === 'mensal' ? { dia_mes: r.dia_mes ?? 1 } : {}),
});

export type AuditAction = 'criada' | 'alterada' | 'pausada' | 'retomada' | 'excluida' | 'cancelada-link' | 'pausada-acesso';

/** The audit row of a subscription write, in the write's transaction. */
export function auditSubscription(tx: Queries, row: { userId: number; empresaId: number; acao: AuditAction; assinaturaId: number; valores: unknown }) {
  return tx.run(
    `INSERT INTO gravacoes_assinaturas (usuario_id, empresa_id, data_hora, acao, assinatura_id, valores)
     VALUES ($1, $2, CAST($3 AS TIMESTAMP), $4, $5, $6)`,
    [row.userId, row.empresaId, utcInstant(), row.acao, row.assinaturaId, JSON.stringify(row.valores)],
  );
}

