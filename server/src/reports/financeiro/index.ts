import type { Database } from '../../db/database.ts';
import { periodos } from '../../../../common/periods.ts';
import {
  SQL_DASHBOARD,
  SQL_FLUXO_CAIXA,
  SQL_SALDO_DISPONIBILIDADE,
  SQL_TITULOS_PAGAR,
  SQL_TITULOS_RECEBER,
  SQL_TITULOS_RECEBER_CHEQUE,
} from './sql.ts';

type Num = number;

export interface DashboardFinanceiro {
  titulos_receber: {
    receber_vencidos: Num; receber_vence_hoje: Num; receber_vence_sete_dias: Num; receber_vence_30_dias: Num;
    receber_ch_vencidos: Num; receber_ch_vence_hoje: Num; receber_ch_vence_sete_dias: Num; receber_ch_vence_30_dias: Num;
  };
  titulos_pagar: { pagar_vencidos: Num; pagar_vence_hoje: Num; pagar_vence_sete_dias: Num; pagar_vence_30_dias: Num };
}

/** The 12 cards of the Financeiro dashboard for the business date `today` (periods of spec 1 §7). */
export async function dashboardFinanceiro(db: Database, empresaId: number, today: string): Promise<DashboardFinanceiro> {
  const p = periodos(today);
  const r = (await db.one<Record<string, number>>(SQL_DASHBOARD, [
    empresaId,
    p.vencidos.data_inicio, p.vencidos.data_final,
    p.hoje.data_inicio, p.hoje.data_final,
    p.vence_sete_dias.data_inicio, p.vence_sete_dias.data_final,
    p.vence_trinta_dias.data_inicio, p.vence_trinta_dias.data_final,
  ]))!;
  return {
    titulos_receber: {
      receber_vencidos: r.receber_vencidos,
      receber_vence_hoje: r.receber_vence_hoje,
      receber_vence_sete_dias: r.receber_vence_sete_dias,
      receber_vence_30_dias: r.receber_vence_30_dias,
      receber_ch_vencidos: r.receber_ch_vencidos,
      receber_ch_vence_hoje: r.receber_ch_vence_hoje,
      receber_ch_vence_sete_dias: r.receber_ch_vence_sete_dias,
      receber_ch_vence_30_dias: r.receber_ch_vence_30_dias,
    },
    titulos_pagar: {
      pagar_vencidos: r.pagar_vencidos,
      pagar_vence_hoje: r.pagar_vence_hoje,
      pagar_vence_sete_dias: r.pagar_vence_sete_dias,
      pagar_vence_30_dias: r.pagar_vence_30_dias,
    },
  };
}

export const saldoDisponibilidade = (db: Database, empresaId: number) => db.all(SQL_SALDO_DISPONIBILIDADE, [empresaId]);

export const fluxoCaixa = (db: Database, empresaId: number, today: string, dias: number) =>
  db.all(SQL_FLUXO_CAIXA, [empresaId, today, dias]);

export interface Periodo { inicio: string; fim: string }

export const titulosReceber = (db: Database, empresaId: number, today: string, p: Periodo, codigoCliente: number | null) =>
  db.all(SQL_TITULOS_RECEBER, [empresaId, today, p.inicio, p.fim, codigoCliente]);

export const titulosReceberCheque = (db: Database, empresaId: number, today: string, p: Periodo) =>
  db.all(SQL_TITULOS_RECEBER_CHEQUE, [empresaId, today, p.inicio, p.fim]);

export const titulosPagar = (db: Database, empresaId: number, today: string, p: Periodo, idFornecedor: number | null) =>
  db.all(SQL_TITULOS_PAGAR, [empresaId, today, p.inicio, p.fim, idFornecedor]);
