import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from './index.ts';
import { DEMO_COMPANIES, DEMO_USERS } from './identities.ts';
import { EMPRESA_SEM_CHEQUE_HOJE } from './financeiro.ts';
import { isMercosulPlate, isValidAccessKey, isValidCnpj, isValidCpf } from './documents.ts';

const TODAY = '2026-11-21';

async function seeded(): Promise<Database> {
  const db = await openDatabase(':memory:');
  await migrate(db);
  await seed(db, { scale: 'small', today: TODAY });
  return db;
}

let db: Database;
beforeAll(async () => { db = await seeded(); }, 120_000);
afterAll(async () => { await db?.close(); });

const count = async (sql: string) => Number((await db.one<{ n: number }>(`SELECT count(*) AS n FROM (${sql})`))!.n);
/** Rows that break a rule: the query must return none. */
const none = async (sql: string) => expect(await db.all(`${sql} LIMIT 5`)).toEqual([]);

/** Evidence, per screen code, that a company has data for that screen (dates relative to TODAY). */
const AREA_CHECKS: Record<number, (e: number) => string[]> = {
  1325: (e) => [
    `SELECT 1 FROM titulos_receber WHERE empresa_id = ${e} AND saldo > 0 AND data_vencimento < DATE '${TODAY}'`,
    `SELECT 1 FROM titulos_receber WHERE empresa_id = ${e} AND saldo > 0 AND data_vencimento = DATE '${TODAY}'`,
    `SELECT 1 FROM titulos_receber WHERE empresa_id = ${e} AND saldo > 0 AND data_vencimento BETWEEN DATE '${TODAY}' + 1 AND DATE '${TODAY}' + 7`,
    `SELECT 1 FROM titulos_receber WHERE empresa_id = ${e} AND saldo > 0 AND data_vencimento BETWEEN DATE '${TODAY}' + 8 AND DATE '${TODAY}' + 30`,
    `SELECT 1 FROM cheques_receber c JOIN situacoes_cheque s ON s.id = c.situacao_atual WHERE empresa_id = ${e} AND s.em_aberto = 'S' AND bom_para < DATE '${TODAY}'`,
    // company EMPRESA_SEM_CHEQUE_HOJE has the zero card (checked in scenarios.test.ts)
    ...(e === EMPRESA_SEM_CHEQUE_HOJE ? [] : [
      `SELECT 1 FROM cheques_receber c JOIN situacoes_cheque s ON s.id = c.situacao_atual WHERE empresa_id = ${e} AND s.em_aberto = 'S' AND bom_para = DATE '${TODAY}'`]),
    `SELECT 1 FROM cheques_receber c JOIN situacoes_cheque s ON s.id = c.situacao_atual WHERE empresa_id = ${e} AND s.em_aberto = 'S' AND bom_para BETWEEN DATE '${TODAY}' + 1 AND DATE '${TODAY}' + 7`,
    `SELECT 1 FROM cheques_receber c JOIN situacoes_cheque s ON s.id = c.situacao_atual WHERE empresa_id = ${e} AND s.em_aberto = 'S' AND bom_para BETWEEN DATE '${TODAY}' + 8 AND DATE '${TODAY}' + 30`,
    `SELECT 1 FROM titulos_pagar WHERE empresa_id = ${e} AND saldo > 0 AND data_vencimento < DATE '${TODAY}'`,
    `SELECT 1 FROM titulos_pagar WHERE empresa_id = ${e} AND saldo > 0 AND data_vencimento = DATE '${TODAY}'`,
    `SELECT 1 FROM titulos_pagar WHERE empresa_id = ${e} AND saldo > 0 AND data_vencimento BETWEEN DATE '${TODAY}' + 1 AND DATE '${TODAY}' + 7`,
    `SELECT 1 FROM titulos_pagar WHERE empresa_id = ${e} AND saldo > 0 AND data_vencimento BETWEEN DATE '${TODAY}' + 8 AND DATE '${TODAY}' + 30`,
    `SELECT 1 FROM titulos_pagar WHERE empresa_id = ${e} AND saldo > 0 AND nf_entrada_id IS NOT NULL`,
    `SELECT 1 FROM titulos_pagar WHERE empresa_id = ${e} AND saldo > 0 AND nf_entrada_id IS NULL`,
    `SELECT 1 FROM v_saldo_contas_caixa WHERE empresa_id = ${e} AND saldo > 0`,
    `SELECT 1 FROM v_saldo_contas_caixa WHERE empresa_id = ${e} AND saldo < 0`,
  ],
  1327: (e) => [
    `SELECT 1 FROM notas_saida WHERE empresa_id = ${e} AND data_emissao >= date_trunc('month', DATE '${TODAY}')`,
    `SELECT 1 FROM notas_saida WHERE empresa_id = ${e} AND data_emissao < DATE '${TODAY}' - INTERVAL 23 MONTH`,
    `SELECT 1 FROM metas_mensais WHERE empresa_id = ${e} AND vendedor_id IS NOT NULL AND ano = 2026 AND mes = 11`,
    `SELECT 1 FROM metas_diarias WHERE empresa_id = ${e} AND filial_id IS NULL AND vendedor_id IS NULL AND data = DATE '${TODAY}'`,
  ],
  1326: (e) => [`SELECT 1 FROM notas_saida_itens WHERE empresa_id = ${e} AND valor_desconto > 0`],
  1328: (e) => [`SELECT 1 FROM notas_saida WHERE empresa_id = ${e}`],
  1329: (e) => [`SELECT 1 FROM notas_saida_itens WHERE empresa_id = ${e} AND quantidade_devolvida > 0`],
  1330: (e) => [0, 1, 2].map((s) => `SELECT 1 FROM recursos WHERE empresa_id = ${e} AND codigo_situacao_recurso ${s === 2 ? '>=' : '='} ${s}`),
  1331: (e) => [`SELECT 1 FROM requisicoes_materiais WHERE empresa_id = ${e}`, `SELECT 1 FROM fichas_tecnicas WHERE empresa_id = ${e}`],
  1332: (e) => ['Aberta', 'Iniciada', 'Finalizada', 'Cancelada'].map((s) => `SELECT 1 FROM ordens_producao WHERE empresa_id = ${e} AND situacao = '${s}'`),
  1338: (e) => [`SELECT 1 FROM apontamentos WHERE empresa_id = ${e} AND dt_hr_inicio >= date_trunc('month', DATE '${TODAY}')`],
  1475: (e) => [`SELECT 1 FROM apontamentos WHERE empresa_id = ${e} AND ordem_servico_id IS NOT NULL`],
  1477: (e) => [`SELECT 1 FROM ordens_servico WHERE empresa_id = ${e}`],
  1367: (e) => [`SELECT 1 FROM ordens_compra WHERE empresa_id = ${e} AND situacao = 'Aberta' AND usa_aprovacao = 'S' AND aprovado = 'N'`,
    `SELECT 1 FROM ordens_compra WHERE empresa_id = ${e} AND usa_aprovacao = 'N'`],
  1370: (e) => [`SELECT 1 FROM titulos_pagar WHERE empresa_id = ${e} AND usa_aprovacao = 'S' AND aprovado = 'N' AND data_vencimento BETWEEN DATE '${TODAY}' AND DATE '${TODAY}' + 30`],
  1396: (e) => ['l', 'e', 'm'].map((s) => `SELECT 1 FROM equipamentos WHERE empresa_id = ${e} AND id_situacao = '${s}'`),
  1397: (e) => [`SELECT 1 FROM movimentos_equipamento WHERE empresa_id = ${e}`],
  1491: (e) => [`SELECT 1 FROM baixas_receber WHERE empresa_id = ${e} AND data_pagamento >= date_trunc('month', DATE '${TODAY}')`,
    `SELECT 1 FROM baixas_pagar WHERE empresa_id = ${e} AND data_pagamento >= date_trunc('month', DATE '${TODAY}')`],
  1405: (e) => [`SELECT 1 FROM ctes WHERE empresa_id = ${e} AND data_emissao >= date_trunc('month', DATE '${TODAY}')`,
    `SELECT 1 FROM metas_mensais WHERE empresa_id = ${e} AND filial_id IS NOT NULL AND ano = 2026 AND mes = 11`,
    `SELECT 1 FROM ordens_carregamento o JOIN veiculos v ON v.id = o.veiculo_id WHERE o.empresa_id = ${e} AND v.proprio = 'N' AND o.valor_frete > 0`],
  1417: (e) => [`SELECT 1 FROM ctes WHERE empresa_id = ${e}`],
  1414: (e) => [1, 2, 3].map((g) => `SELECT 1 FROM lancamentos_contabeis l JOIN plano_contas p ON p.id = l.plano_contas_id WHERE l.empresa_id = ${e} AND p.grupo_dre_id = ${g} AND l.data_lancamento >= date_trunc('month', DATE '${TODAY}')`),
  1429: (e) => [`SELECT 1 FROM lancamentos_contabeis WHERE empresa_id = ${e} AND veiculo_id IS NOT NULL`],
  1416: (e) => [`SELECT 1 FROM ordens_carregamento WHERE empresa_id = ${e} AND data_emissao >= date_trunc('month', DATE '${TODAY}')`],
  1418: (e) => [`SELECT 1 FROM abastecimentos WHERE empresa_id = ${e} AND data_emissao >= date_trunc('month', DATE '${TODAY}')`],
  1519: (e) => [`SELECT 1 FROM abastecimentos a JOIN fornecedores f ON f.id = a.fornecedor_id WHERE a.empresa_id = ${e} AND f.posto_combustivel = 'S'`],
  1521: (e) => ['N', 'V'].map((t) => `SELECT 1 FROM ordens_carregamento WHERE empresa_id = ${e} AND tipo_ordem = '${t}' AND data_emissao >= date_trunc('month', DATE '${TODAY}')`),
  1369: (e) => ['Atrasado', 'Dentro do Prazo', 'Programado e Não Iniciado', 'Andando sem Operação', 'Ocioso']
    .map((s) => `SELECT 1 FROM posicoes_veiculos WHERE empresa_id = ${e} AND situacao_veiculo = '${s}'`),
  1493: (e) => ['IN_PROGRESS', 'FINISHED'].map((s) => `SELECT 1 FROM viagens WHERE empresa_id = ${e} AND status = '${s}'`)
    .concat([`SELECT 1 FROM comprovantes WHERE empresa_id = ${e}`, `SELECT 1 FROM rotas_planejadas WHERE empresa_id = ${e}`]),
};

describe('seed (small scale)', () => {
  it('gives every company data for every area it has screen codes for', async () => {
    const missing: string[] = [];
    for (const c of DEMO_COMPANIES) {
      const codes = new Set(DEMO_USERS.flatMap((u) => u.empresas.filter((m) => m.empresa_id === c.id).flatMap((m) => m.liberar)));
      for (const code of codes) {
        for (const sql of AREA_CHECKS[code]?.(c.id) ?? []) if ((await count(sql)) === 0) missing.push(`empresa ${c.id} tela ${code}: ${sql}`);
      }
    }
    expect(missing).toEqual([]);
    // company 2 also carries the public tracking and pending registrations
    expect(await count(`SELECT 1 FROM transportadoras WHERE empresa_id = 2`)).toBe(1);
    expect(await count(`SELECT DISTINCT categoria FROM cadastros_pendentes WHERE empresa_id = 2`)).toBe(5);
    expect(await count(`SELECT 1 FROM ocorrencias_rastreamento`)).toBeGreaterThan(0);
  });

  it('keeps header totals equal to the sum of their lines', async () => {
    await none(`SELECT n.id FROM notas_saida n JOIN (SELECT nota_saida_id, sum(valor_bruto) b, sum(valor_desconto) d, sum(valor_acrescimo) a,
      sum(valor_devolvido) v, count(*) c FROM notas_saida_itens GROUP BY 1) i ON i.nota_saida_id = n.id
      WHERE n.valor_produtos <> i.b OR n.valor_desconto <> i.d OR n.valor_acrescimo <> i.a OR n.valor_devolvido <> i.v OR n.quantidade_itens <> i.c
         OR n.valor_total <> n.valor_produtos - n.valor_desconto + n.valor_acrescimo`);
    await none(`SELECT id FROM notas_saida_itens WHERE valor_bruto <> round(quantidade * valor_unitario, 2) OR quantidade_devolvida > quantidade`);
    await none(`SELECT n.id FROM nfe_entrada n JOIN (SELECT nfe_entrada_id, sum(valor_total) p, sum(valor_icms) icms, sum(valor_ipi) ipi
      FROM nfe_entrada_itens GROUP BY 1) i ON i.nfe_entrada_id = n.id
      WHERE n.valor_produtos <> i.p OR n.valor_icms <> i.icms OR n.valor_ipi <> i.ipi
         OR n.valor_total <> n.valor_produtos - n.valor_desconto + n.valor_frete + n.valor_seguro + n.valor_outras + n.valor_ipi + n.valor_icms_st`);
    await none(`SELECT n.id FROM nfe_entrada n LEFT JOIN (SELECT nf_entrada_id, sum(valor) v FROM titulos_pagar GROUP BY 1) t ON t.nf_entrada_id = n.id
      WHERE t.v IS DISTINCT FROM n.valor_total`);
    await none(`SELECT n.id FROM notas_saida n LEFT JOIN (SELECT nota_saida_id, sum(valor) v FROM titulos_receber GROUP BY 1) t ON t.nota_saida_id = n.id
      WHERE t.v IS DISTINCT FROM n.valor_total`);
    await none(`SELECT o.id FROM ordens_compra o JOIN (SELECT ordem_compra_id, sum(valor_produto) FILTER (WHERE servico = 'N') p,
      sum(valor_produto) FILTER (WHERE servico = 'S') s, sum(valor_ipi) ipi, sum(valor_frete) f, sum(valor_icms_st) st, sum(valor_desconto) d,
      sum(valor_total) t FROM ordens_compra_itens GROUP BY 1) i ON i.ordem_compra_id = o.id
      WHERE o.valor_produtos <> coalesce(i.p, 0) OR o.valor_servicos <> coalesce(i.s, 0) OR o.valor_ipi <> i.ipi OR o.valor_frete <> i.f
         OR o.valor_icms_st <> i.st OR o.valor_descontos <> i.d OR o.valor_total <> i.t`);
    await none(`SELECT id FROM orcamentos_compra_itens WHERE vlr_produtos <> round(qtdade * vlr_unit + vlr_frete, 2)
      OR vlr_total <> vlr_produtos + vlr_st + vlr_total_do_ipi - vlr_desconto`);
    await none(`SELECT o.id FROM ordens_carregamento o LEFT JOIN (SELECT ordem_carregamento_id, sum(valor_total) v FROM ctes GROUP BY 1) c
      ON c.ordem_carregamento_id = o.id WHERE o.valor_frete <> coalesce(c.v, 0)`);
    await none(`SELECT id FROM ctes WHERE valor_total <> valor_frete + valor_pedagio`);
    await none(`SELECT m.id FROM metas_mensais m JOIN (SELECT empresa_id, filial_id, vendedor_id, year(data) a, month(data) m, sum(valor_meta) v
      FROM metas_diarias GROUP BY ALL) d ON d.empresa_id = m.empresa_id AND d.filial_id IS NOT DISTINCT FROM m.filial_id
      AND d.vendedor_id IS NOT DISTINCT FROM m.vendedor_id AND d.a = m.ano AND d.m = m.mes WHERE d.v <> m.valor_meta`);
    await none(`SELECT id FROM abastecimentos WHERE valor <> round(quantidade * vlr_unitario, 2)`);
    await none(`SELECT id FROM ordens_servico WHERE valor_total <> round(horas_cobradas * valor_hora, 2)`);
  });

  it('derives balances and statuses from the records', async () => {
    for (const [t, b, fk] of [['titulos_receber', 'baixas_receber', 'titulo_receber_id'], ['titulos_pagar', 'baixas_pagar', 'titulo_pagar_id']]) {
      await none(`SELECT t.id FROM ${t} t LEFT JOIN (SELECT ${fk}, sum(valor_principal) p FROM ${b} GROUP BY 1) b ON b.${fk} = t.id
        WHERE t.saldo <> t.valor - t.vlr_descontado - coalesce(b.p, 0) OR t.saldo < 0`);
      await none(`SELECT id FROM ${b} WHERE valor_pago <> valor_principal + valor_juros - valor_desconto OR data_pagamento > DATE '${TODAY}'`);
    }
    await none(`SELECT c.id FROM contas_caixa c JOIN v_saldo_contas_caixa v ON v.id = c.id
      WHERE v.saldo <> c.saldo_inicial + (SELECT coalesce(sum(valor), 0) FROM movimentos_caixa m WHERE m.conta_caixa_id = c.id)`);
    expect(await count('SELECT 1 FROM movimentos_caixa')).toBe(
      await count(`SELECT 1 FROM baixas_receber UNION ALL SELECT 1 FROM baixas_pagar UNION ALL SELECT 1 FROM cheques_receber WHERE situacao_atual = 3`));
    // process quantity = its non-cancelled appointments; finished processes have a finishing appointment
    await none(`SELECT p.id FROM ordem_producao_processos p LEFT JOIN (SELECT ordem_producao_processo_id, sum(qtdade_produziu) q,
      count(*) FILTER (WHERE finalizou_processo = 'S') f FROM apontamentos WHERE cancelado = 'N' GROUP BY 1) a ON a.ordem_producao_processo_id = p.id
      WHERE p.qtdade_produziu <> coalesce(a.q, 0) OR (p.finalizado = 'S') <> (coalesce(a.f, 0) > 0)`);
    await none(`SELECT id FROM apontamentos WHERE dt_hr_fim < dt_hr_inicio`);
    await none(`SELECT r.id FROM recursos r LEFT JOIN ordens_producao o ON o.id = r.ordem_producao_id
      WHERE (r.codigo_situacao_recurso = 1) <> (o.situacao IS NOT DISTINCT FROM 'Iniciada')`);
    // equipment's current state = its latest movement
    await none(`SELECT e.id FROM equipamentos e JOIN (SELECT equipamento_id, arg_max({ 's': id_situacao, 'c': contrato_id, 'o': obra_id }, dt_hr_movimento) AS u
      FROM movimentos_equipamento GROUP BY 1) m ON m.equipamento_id = e.id
      WHERE e.id_situacao <> m.u.s OR e.contrato_id IS DISTINCT FROM m.u.c OR e.obra_id IS DISTINCT FROM m.u.o`);
    // document proof status from the latest proof; delivery/CT-e roll-up from its NF-es
    await none(`SELECT n.id FROM nfes_transportadas n JOIN entregas e ON e.id = n.entrega_id
      LEFT JOIN (SELECT nfe_transportada_id, arg_max(analise, data_hora_fotografada) a FROM comprovantes GROUP BY 1) p ON p.nfe_transportada_id = n.id
      WHERE e.tipo_comprovacao = 'NFE' AND n.status_comprovacao <> CASE p.a WHEN 'APROVADO' THEN 'COMPROVADO' WHEN 'EM_ANALISE' THEN 'EM_ANALISE'
        WHEN 'REPROVADO' THEN 'COMPROVADO_ERRO' ELSE 'PENDENTE' END`);
    await none(`SELECT c.id FROM ctes c JOIN entregas e ON e.id = c.entrega_id JOIN (SELECT cte_id, count(*) t,
      count(*) FILTER (WHERE status_comprovacao = 'COMPROVADO') ok FROM nfes_transportadas GROUP BY 1) n ON n.cte_id = c.id
      WHERE e.tipo_comprovacao = 'NFE' AND ((n.ok = n.t) <> (c.status_comprovacao = 'COMPROVADO') OR ((n.ok > 0 AND n.ok < n.t) <> (c.status_comprovacao = 'PARCIAL')))`);
    await none(`SELECT n.id FROM nfes_transportadas n JOIN entregas e ON e.id = n.entrega_id
      WHERE (e.data_entrega IS NULL) <> NOT EXISTS (SELECT 1 FROM ocorrencias_rastreamento o WHERE o.nfe_transportada_id = n.id AND o.codigo IN (6, 7))`);
    // fuel: each settlement sheet's records sit between its odometer readings
    await none(`SELECT a.id FROM abastecimentos a JOIN fichas_acerto f ON f.id = a.ficha_acerto_id
      WHERE a.km_hodometro < f.km_inicial OR a.km_hodometro > f.km_final OR a.veiculo_id <> f.veiculo_id`);
    // nothing happened after the business date
    await none(`SELECT id FROM notas_saida WHERE data_emissao > DATE '${TODAY}' UNION ALL SELECT id FROM nfe_entrada WHERE data_entrada > DATE '${TODAY}'
      UNION ALL SELECT id FROM abastecimentos WHERE data_emissao > DATE '${TODAY}' UNION ALL SELECT id FROM ordens_producao WHERE data_abertura > DATE '${TODAY}'`);
  });

  it('issues only valid CPF, CNPJ, access keys and Mercosul plates', async () => {
    const bad: string[] = [];
    const docs: [string, string][] = [['empresas', 'cnpj'], ['filiais', 'cnpj'], ['clientes', 'cpf_cnpj'], ['fornecedores', 'cpf_cnpj'],
      ['vendedores', 'cpf'], ['operadores', 'cpf'], ['motoristas', 'cpf'], ['cheques_receber', 'cpf_cnpj_emissor'], ['transportadoras', 'cnpj'],
      ['comprovantes', 'documento_recebedor']];
    for (const [t, c] of docs) {
      for (const r of await db.all<{ d: string }>(`SELECT ${c} AS d FROM ${t} WHERE ${c} IS NOT NULL`)) {
        if (!(r.d.length === 11 ? isValidCpf(r.d) : isValidCnpj(r.d))) bad.push(`${t}.${c} ${r.d}`);
      }
    }
    for (const t of ['notas_saida', 'nfe_entrada', 'ctes', 'nfes_transportadas']) {
      const keys = await db.all<{ k: string }>(`SELECT chave_acesso AS k FROM ${t}`);
      expect(keys.length).toBeGreaterThan(0);
      for (const r of keys) if (!isValidAccessKey(r.k)) bad.push(`${t} ${r.k}`);
    }
    for (const r of await db.all<{ p: string }>('SELECT placa AS p FROM veiculos')) if (!isMercosulPlate(r.p)) bad.push(`placa ${r.p}`);
    expect(bad).toEqual([]);
    expect(await count(`SELECT chave_acesso FROM ctes GROUP BY 1 HAVING count(*) > 1`)).toBe(0);
  });

  it('resolves every declared foreign key', async () => {
    const fks = await db.all<{ t: string; cols: string[]; rt: string; rcols: string[] }>(`
      SELECT table_name AS t, constraint_column_names AS cols, referenced_table AS rt, referenced_column_names AS rcols
      FROM duckdb_constraints() WHERE constraint_type = 'FOREIGN KEY'`);
    expect(fks.length).toBeGreaterThan(100);
    const orphans: string[] = [];
    for (const fk of fks) {
      const on = fk.cols.map((c, i) => `r."${fk.rcols[i]}" = c."${c}"`).join(' AND ');
      const notNull = fk.cols.map((c) => `c."${c}" IS NOT NULL`).join(' AND ');
      const n = await count(`SELECT 1 FROM "${fk.t}" c WHERE ${notNull} AND NOT EXISTS (SELECT 1 FROM "${fk.rt}" r WHERE ${on})`);
      if (n > 0) orphans.push(`${fk.t}(${fk.cols.join(',')}) → ${fk.rt}: ${n}`);
    }
    expect(orphans).toEqual([]);
  });

  it('generates identical data for the same scale and date', async () => {
    const other = await seeded();
    try {
      const tables = (await db.all<{ t: string }>(`SELECT table_name AS t FROM duckdb_tables()
        WHERE schema_name = 'main' AND NOT temporary AND table_name <> 'schema_migrations' ORDER BY 1`)).map((r) => r.t);
      const digest = (d: Database, t: string) => d.one<{ h: string; n: number }>(
        `SELECT md5(coalesce(string_agg(x::VARCHAR, '|' ORDER BY x::VARCHAR), '')) AS h, count(*) AS n FROM "${t}" x`);
      const differ: string[] = [];
      for (const t of tables) {
        const [a, b] = [await digest(db, t), await digest(other, t)];
        if (a!.h !== b!.h) differ.push(t);
      }
      expect(differ).toEqual([]);
    } finally {
      await other.close();
    }
  }, 120_000);
});
