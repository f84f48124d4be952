import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { runDeclaredReport } from '../reports/discover.ts';
import { periodo } from '../../../common/periods.ts';
import { seed } from './index.ts';
import { DEMO_COMPANIES } from './identities.ts';
import { EMPRESA_SEM_CHEQUE_HOJE } from './financeiro.ts';
import { notasHoje } from './faturamento.ts';
import { EMPRESAS_INDUSTRIA, EMPRESAS_VENDAS } from './cadastros.ts';
import { OPS_APONTADAS_HOJE } from './pcp.ts';
import { SCALES } from './scales.ts';

/**
 * The demo scenarios the portal and its browser tests rely on (docs/data-model.md "Demo scenarios"), on two business
 * dates: the fixtures' Saturday and a Sunday (weekend rules).
 */
const DATES = ['2026-11-21', '2027-01-03'];

/** The declared reports the scenarios are checked with (run without HTTP; `response` unwrapped). */
const answer = async <T>(name: string, db: Database, empresaId: number, today: string, query: Record<string, unknown> = {}) =>
  ((await runDeclaredReport(name, db, { empresaId, today, query })) as { response: T }).response;
const dashboardFinanceiro = (db: Database, empresaId: number, today: string) =>
  answer<Record<'titulos_receber' | 'titulos_pagar', Record<string, number>>>('financeiro/dashboard-financeiro', db, empresaId, today);
const curvaAbcClientes = (db: Database, empresaId: number, inicio: string, fim: string) =>
  answer<unknown[]>('faturamento/curva-abc-clientes', db, empresaId, fim, { dataInicio: inicio, dataFim: fim });
const titulosPagar = (db: Database, empresaId: number, today: string, p: { inicio: string; fim: string }, idFornecedor: number | null) =>
  answer<unknown[]>('financeiro/titulos-pagar', db, empresaId, today, { data_inicio: p.inicio, data_final: p.fim, id_fornecedor: idFornecedor ?? '' });

const dbs = new Map<string, Database>();
beforeAll(async () => {
  for (const today of DATES) {
    const db = await openDatabase(':memory:');
    await migrate(db);
    await seed(db, { scale: 'small', today });
    dbs.set(today, db);
  }
}, 120_000);
afterAll(async () => {
  for (const db of dbs.values()) await db.close();
});

describe.each(DATES)('demo scenarios (small scale, today %s)', (today) => {
  const db = () => dbs.get(today)!;

  it(`company ${EMPRESA_SEM_CHEQUE_HOJE} has a zero 'Cheque Vence Hoje' card; every other card of every company is positive`, async () => {
    expect(EMPRESA_SEM_CHEQUE_HOJE).toBe(3);
    const zeros: string[] = [];
    for (const c of DEMO_COMPANIES) {
      const d = await dashboardFinanceiro(db(), c.id, today);
      for (const [card, value] of Object.entries({ ...d.titulos_receber, ...d.titulos_pagar })) {
        if (!(value > 0)) zeros.push(`${c.id} ${card}`);
      }
    }
    expect(zeros).toEqual([`${EMPRESA_SEM_CHEQUE_HOJE} receber_ch_vence_hoje`]);
    // not even a closed cheque is good for today (the detail list of any situation is empty)
    const n = await db().one<{ n: number }>(`SELECT count(*)::INTEGER AS n FROM cheques_receber WHERE empresa_id = $1 AND bom_para = $2::DATE`,
      [EMPRESA_SEM_CHEQUE_HOJE, today]);
    expect(n!.n).toBe(0);
  });

  it('every company with sales has authorised invoices issued today (a working day, at least 3) and a non-empty ABC curve', async () => {
    for (const e of EMPRESAS_VENDAS) {
      const r = await db().one<{ n: number }>(
        `SELECT count(*)::INTEGER AS n FROM notas_saida WHERE empresa_id = $1 AND situacao = 'A' AND data_emissao = $2::DATE`, [e, today]);
      expect(r!.n, `empresa ${e}`).toBe(notasHoje(SCALES.small.notasMes, e));
      expect(r!.n).toBeGreaterThanOrEqual(3);
      const abc = await curvaAbcClientes(db(), e, today, today);
      expect(abc.length, `empresa ${e}`).toBeGreaterThan(0);
    }
    // past Sundays have no invoices; the business date invoices even on a Sunday
    const domingos = await db().one<{ n: number }>(
      `SELECT count(*)::INTEGER AS n FROM notas_saida WHERE dayofweek(data_emissao) = 0 AND data_emissao < $1::DATE`, [today]);
    expect(domingos!.n).toBe(0);
  });

  it("every vehicle's last settlement sheet and a diesel record of it fall on today (1418 and 1519 on a month's first day)", async () => {
    const rows = await db().all<{ veiculos: number; ultima_hoje: number; diesel_hoje: number }>(`
      SELECT count(*)::INTEGER AS veiculos,
        count(*) FILTER (WHERE ultima = $1::DATE)::INTEGER AS ultima_hoje,
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM abastecimentos a WHERE a.veiculo_id = u.veiculo_id
          AND a.combustivel = 'DIESEL' AND a.data_emissao = $1::DATE))::INTEGER AS diesel_hoje
      FROM (SELECT veiculo_id, max(data_emissao) AS ultima FROM fichas_acerto GROUP BY 1) u`, [today]);
    expect(rows[0]!.veiculos).toBeGreaterThan(0);
    expect(rows[0]!.ultima_hoje).toBe(rows[0]!.veiculos);
    expect(rows[0]!.diesel_hoje).toBe(rows[0]!.veiculos);
  });

  it('every industry company has production orders opened today with requisitions and appointments of today (1331, 1475, 1477 on a month\'s first day)', async () => {
    for (const e of EMPRESAS_INDUSTRIA) {
      const r = await db().one<{ ops: number; requisitadas: number; apontamentos: number }>(`
        SELECT count(*)::INTEGER AS ops,
          count(*) FILTER (WHERE EXISTS (SELECT 1 FROM requisicoes_materiais q WHERE q.ordem_producao_id = o.id AND q.data_requisicao = $2::DATE))::INTEGER AS requisitadas,
          (SELECT count(*) FROM apontamentos a WHERE a.empresa_id = $1 AND a.cancelado = 'N' AND CAST(a.dt_hr_inicio AS DATE) = $2::DATE)::INTEGER AS apontamentos
        FROM ordens_producao o WHERE o.empresa_id = $1 AND o.data_abertura = $2::DATE AND o.situacao = 'Apontada'`, [e, today]);
      expect(r!.ops, `empresa ${e}`).toBeGreaterThanOrEqual(OPS_APONTADAS_HOJE);
      expect(r!.requisitadas, `empresa ${e}`).toBeGreaterThanOrEqual(OPS_APONTADAS_HOJE);
      expect(r!.apontamentos, `empresa ${e}`).toBeGreaterThan(0);
    }
  });

  it('open overdue titles are mostly recent: a thin tail of old defaults, none over a year, Vencidos of the order of 30 days', async () => {
    for (const t of ['titulos_receber', 'titulos_pagar']) {
      const rows = await db().all<{ e: number; n: number; antigos: number; ano: number }>(`
        SELECT empresa_id AS e, count(*)::INTEGER AS n,
          count(*) FILTER (WHERE data_vencimento < $1::DATE - 90)::INTEGER AS antigos,
          count(*) FILTER (WHERE data_vencimento < $1::DATE - 365)::INTEGER AS ano
        FROM ${t} WHERE saldo > 0 AND data_vencimento < $1::DATE GROUP BY 1 ORDER BY 1`, [today]);
      expect(rows.map((r) => r.e)).toEqual([1, 2, 3, 4]);
      for (const r of rows) {
        expect(r.antigos, `${t} ${r.e}`).toBeGreaterThan(0);
        expect(r.antigos / r.n, `${t} ${r.e}`).toBeLessThan(0.1);
        expect(r.ano, `${t} ${r.e}`).toBe(0);
      }
    }
    for (const c of DEMO_COMPANIES) {
      const d = await dashboardFinanceiro(db(), c.id, today);
      expect(d.titulos_receber.receber_vencidos / d.titulos_receber.receber_vence_30_dias).toBeLessThan(2);
      expect(d.titulos_pagar.pagar_vencidos / d.titulos_pagar.pagar_vence_30_dias).toBeLessThan(2);
    }
  });

  it("company 1's two oldest open payables are old defaults: the first from an NF-e, the second without one", async () => {
    const p = periodo('vencidos', today);
    const rows = await titulosPagar(db(), 1, today, { inicio: p.data_inicio, fim: p.data_final }, null) as { id_nf_entrada: number | null; dias_atraso: number }[];
    expect(rows[0]!.id_nf_entrada).not.toBeNull();
    expect(rows[1]!.id_nf_entrada).toBeNull();
    expect(rows[0]!.dias_atraso).toBeGreaterThan(rows[1]!.dias_atraso);
    expect(rows[1]!.dias_atraso).toBeGreaterThan(90);
  });
});
