import { DEMO_COMPANIES } from './identities.ts';
import { daysBetween, monthStart, type SeedContext } from './context.ts';
import { COMPANY_WEIGHT, HISTORY_MONTHS } from './scales.ts';
import { BANCOS } from './catalogos.ts';
import { ufCodeSql } from './sqlMacros.ts';

/**
 * Finance: cash accounts, incoming NF-e (DANFE-complete) and their payables, payables without NF-e, receivables
 * from sales invoices and CT-es, cheques, settlements with interest/discount and cash movements.
 * Runs after billing and freight (titles come from their documents). Every dashboard card is non-empty: besides
 * the documents' installments, each company gets open "anchor" titles and cheques due on every day from 45 days ago
 * to 30 days ahead.
 */
export async function seedFinanceiro(ctx: SeedContext): Promise<void> {
  for (const emp of DEMO_COMPANIES) await seedContasCaixa(ctx, emp.id);
  for (const emp of DEMO_COMPANIES) await seedNfeEntrada(ctx, emp.id);
  await seedTitulosPagar(ctx);
  await seedTitulosReceber(ctx);
  await seedCheques(ctx);
  await seedMovimentos(ctx);
}

async function seedContasCaixa(ctx: SeedContext, e: number) {
  const rng = ctx.rng('contas_caixa', e);
  const id = await ctx.nextId('contas_caixa');
  const start = monthStart(ctx.today, HISTORY_MONTHS);
  const bancos = [BANCOS[(e * 2) % BANCOS.length]!, BANCOS[(e * 2 + 1) % BANCOS.length]!, BANCOS[(e * 2 + 3) % BANCOS.length]!];
  const contas = [
    { codigo_acesso: '1.1.1.01', descricao: 'Caixa geral', tipo: 'C', banco: null, agencia: null, conta: null },
    ...bancos.map(([cod, nome], i) => ({
      codigo_acesso: `1.1.2.0${i + 1}`, descricao: `${nome} c/c ${rng.digits(5)}-${rng.int(0, 9)}`, tipo: 'B', banco: cod,
      agencia: rng.digits(4), conta: `${rng.digits(6)}-${rng.int(0, 9)}`,
    })),
    { codigo_acesso: '1.1.3.01', descricao: `${bancos[0]![1]} aplicação CDB`, tipo: 'A', banco: bancos[0]![0], agencia: rng.digits(4), conta: rng.digits(7) },
    // an overdrawn guaranteed account, so the balances table shows a negative (red) line
    { codigo_acesso: '1.1.2.09', descricao: `${bancos[1]![1]} conta garantida`, tipo: 'B', banco: bancos[1]![0], agencia: rng.digits(4), conta: rng.digits(7) },
  ];
  await ctx.bulk('contas_caixa', contas.map((c, i) => ({ id: id + i, empresa_id: e, ...c, saldo_inicial: 0, data_saldo_inicial: start })));
}

/** Incoming NF-e with items; header totals from items; 1–4 payable installments each. */
async function seedNfeEntrada(ctx: SeedContext, e: number) {
  const start = monthStart(ctx.today, HISTORY_MONTHS);
  const days = daysBetween(start, ctx.today) + 1;
  const n = Math.max(20, Math.round((ctx.s.nfeEntradaMes * COMPANY_WEIGHT[e]! * days) / 30.4));
  const base = (await ctx.nextId('nfe_entrada')) - 1;
  await ctx.db.run(`
    CREATE OR REPLACE TEMP TABLE pk_forn AS
      SELECT (row_number() OVER (ORDER BY f.id) - 1)::INTEGER AS idx, f.id, f.cpf_cnpj, ${ufCodeSql('m.uf')} AS uf
      FROM fornecedores f JOIN municipios m ON m.id = f.municipio_id WHERE f.empresa_id = ${e} AND f.posto_combustivel = 'N';
    CREATE OR REPLACE TEMP TABLE pk_prod AS
      SELECT (row_number() OVER (ORDER BY p.id DESC) - 1)::INTEGER AS idx, p.id, p.descricao, p.ncm, p.custo, p.unidade_medida, p.ref_prod
      FROM produtos p WHERE p.empresa_id = ${e};
    CREATE OR REPLACE TEMP TABLE pk_fil AS
      SELECT (row_number() OVER (ORDER BY id) - 1)::INTEGER AS idx, id FROM filiais WHERE empresa_id = ${e};`);
  const c = (await ctx.db.one<{ f: number; p: number; l: number }>(
    'SELECT (SELECT count(*) FROM pk_forn)::INTEGER f, (SELECT count(*) FROM pk_prod)::INTEGER p, (SELECT count(*) FROM pk_fil)::INTEGER l'))!;
  await ctx.db.run(`
    CREATE OR REPLACE TEMP TABLE tmp_nfe AS
    SELECT ${base} + 1 + i AS id, DATE '${start}' + floor(rnd(i, 'ned${e}') * ${days})::INTEGER AS d,
      floor(${c.f} * pow(rnd(i, 'nef${e}'), 1.6))::INTEGER AS forn_idx, rint(i, 'nel${e}', 0, ${c.l - 1}) AS fil_idx,
      rint(i, 'nen${e}', 1, 6) AS n_itens, rnd(i, 'nex${e}') AS u
    FROM range(${n}) t(i);

    CREATE OR REPLACE TEMP TABLE tmp_nfei AS
    WITH x AS (
      SELECT h.id * 10 + r.k AS id, h.id AS nfe_id, r.k, p.id AS pid, p.descricao, p.ncm, p.unidade_medida, p.ref_prod,
        greatest(1, round((200 + pow(rnd(h.id * 10 + r.k, 'neq'), 2) * 12000) / p.custo))::DECIMAL(15,3) AS quantidade,
        round(p.custo * (0.95 + rnd(h.id * 10 + r.k, 'nep') * 0.15), 4)::DECIMAL(15,4) AS valor_unitario,
        [7, 12, 12, 17, 17, 18][rint(h.id * 10 + r.k, 'nea', 1, 6)]::DECIMAL(5,2) AS aliquota_icms,
        [0, 0, 5, 10][rint(h.id * 10 + r.k, 'nei', 1, 4)]::DECIMAL(5,2) AS aliquota_ipi
      FROM tmp_nfe h JOIN (SELECT range::INTEGER AS k FROM range(1, 7)) r(k) ON r.k <= h.n_itens
      JOIN pk_prod p ON p.idx = floor(${c.p} * pow(rnd(h.id * 10 + r.k, 'nepi'), 1.5))::INTEGER
    )
    SELECT *, money(quantidade * valor_unitario) AS valor_total FROM x;

    CREATE OR REPLACE TEMP TABLE tmp_nfet AS
    SELECT nfe_id, sum(valor_total) vp, sum(money(valor_total * aliquota_icms / 100)) vicms, sum(money(valor_total * aliquota_ipi / 100)) vipi
    FROM tmp_nfei GROUP BY ALL;

    INSERT INTO nfe_entrada
    SELECT * FROM (
    SELECT h.id, ${e}, l.id, f.id, numero, serie::VARCHAR, '55',
      chave_acesso(f.uf, h.d, f.cpf_cnpj, '55', serie, numero, hash(h.id, 'necnf') % 100000000) AS chave_acesso,
      '1' || lpad(f.uf::VARCHAR, 2, '0') || strftime(h.d, '%y') || lpad((hash(h.id, 'prot') % 10000000000)::VARCHAR, 10, '0'),
      'Compra para industrialização', h.d + INTERVAL (rint(h.id, 'neh', 7, 18)) HOUR,
      least(h.d + rint(h.id, 'nee', 0, 3), hoje()),
      CASE WHEN frete > 0 THEN 1 ELSE 9 END, CASE WHEN frete > 0 THEN 'Transportes ' || ['Rodosul', 'Expresso Vale', 'TransCatarina', 'Rápido Paraná'][rint(h.id, 'net', 1, 4)] END,
      rint(h.id, 'nevol', 1, 40), peso, round(peso * 0.95, 3),
      t.vp, t.vicms, st_base, st, t.vipi, money(t.vp * 0.0165), money(t.vp * 0.076),
      t.vp, frete, 0, desconto, 0, t.vp - desconto + frete + t.vipi + st,
      'Documento emitido por ME ou EPP optante pelo Simples Nacional: não'
    FROM (
      SELECT *, rint(id, 'nes', 1, 3) AS serie, (10000 + hash(id, 'nenum') % 890000)::INTEGER AS numero,
        (10 + rnd(id, 'nepeso') * 2000)::DECIMAL(15,3) AS peso FROM tmp_nfe) h
    JOIN tmp_nfet t ON t.nfe_id = h.id
    JOIN pk_forn f ON f.idx = h.forn_idx JOIN pk_fil l ON l.idx = h.fil_idx,
    LATERAL (SELECT
      CASE WHEN h.u < 0.4 THEN money(t.vp * (0.01 + h.u * 0.05)) ELSE 0 END::DECIMAL(15,2) AS frete,
      CASE WHEN h.u > 0.85 THEN money(t.vp * 0.02) ELSE 0 END::DECIMAL(15,2) AS desconto,
      CASE WHEN h.u BETWEEN 0.5 AND 0.6 THEN money(t.vp * 1.3) ELSE 0 END::DECIMAL(15,2) AS st_base,
      CASE WHEN h.u BETWEEN 0.5 AND 0.6 THEN money(t.vp * 1.3 * 0.17 - t.vicms) ELSE 0 END::DECIMAL(15,2) AS st));
`);
  await ctx.db.run(`
    INSERT INTO nfe_entrada_itens
    SELECT x.id, ${e}, x.nfe_id, x.k, x.pid, coalesce(x.ref_prod, 'P' || x.pid::VARCHAR), x.descricao, x.ncm,
      CASE WHEN x.aliquota_ipi > 0 THEN '000' ELSE '020' END,
      -- The emitter's (supplier's) CFOP: 5101 sale within its state, 6101 to another state (the branch's).
      CASE WHEN mf.uf = ml.uf THEN '5101' ELSE '6101' END,
      x.unidade_medida, x.quantidade, x.valor_unitario, x.valor_total, x.valor_total, x.aliquota_icms,
      money(x.valor_total * x.aliquota_icms / 100), x.aliquota_ipi, money(x.valor_total * x.aliquota_ipi / 100)
    FROM tmp_nfei x
    JOIN nfe_entrada n ON n.id = x.nfe_id
    JOIN fornecedores fo ON fo.id = n.fornecedor_id JOIN municipios mf ON mf.id = fo.municipio_id
    JOIN filiais fi ON fi.id = n.filial_id JOIN municipios ml ON ml.id = fi.municipio_id
    ORDER BY x.id;
    DROP TABLE tmp_nfe; DROP TABLE tmp_nfei; DROP TABLE tmp_nfet;`);
}

/** Per-company pick tables (index → id) used by the multi-company statements below. */
async function pickTables(ctx: SeedContext) {
  await ctx.db.run(`
    CREATE OR REPLACE TEMP TABLE pk_fil AS
      SELECT empresa_id, (row_number() OVER (PARTITION BY empresa_id ORDER BY id) - 1)::INTEGER AS idx, id,
             count(*) OVER (PARTITION BY empresa_id) AS n FROM filiais;
    CREATE OR REPLACE TEMP TABLE pk_cli AS
      SELECT empresa_id, (row_number() OVER (PARTITION BY empresa_id ORDER BY id) - 1)::INTEGER AS idx, id, nome, cpf_cnpj,
             count(*) OVER (PARTITION BY empresa_id) AS n FROM clientes;
    CREATE OR REPLACE TEMP TABLE pk_forn AS
      SELECT empresa_id, (row_number() OVER (PARTITION BY empresa_id ORDER BY id) - 1)::INTEGER AS idx, id,
             count(*) OVER (PARTITION BY empresa_id) AS n FROM fornecedores WHERE posto_combustivel = 'N';
    CREATE OR REPLACE TEMP TABLE pk_cc AS
      SELECT empresa_id, (row_number() OVER (PARTITION BY empresa_id ORDER BY id) - 1)::INTEGER AS idx, id,
             count(*) OVER (PARTITION BY empresa_id) AS n FROM centros_custo;
    CREATE OR REPLACE TEMP TABLE pk_pc AS
      SELECT empresa_id, grupo_dre_id AS grupo, codigo, (row_number() OVER (PARTITION BY empresa_id, grupo_dre_id ORDER BY codigo) - 1)::INTEGER AS idx, id,
             count(*) OVER (PARTITION BY empresa_id, grupo_dre_id) AS n FROM plano_contas;
    CREATE OR REPLACE TEMP TABLE pk_cx AS
      SELECT empresa_id, (row_number() OVER (PARTITION BY empresa_id ORDER BY id) - 1)::INTEGER AS idx, id,
             count(*) OVER (PARTITION BY empresa_id) AS n FROM contas_caixa;
    -- per-company sizes, joined to the facts first so every pick is a plain equi-join (idx = f(fact row))
    CREATE OR REPLACE TEMP TABLE pk_cnt AS
      SELECT e.id AS empresa_id,
        (SELECT count(*) FROM pk_fil WHERE empresa_id = e.id) AS n_fil, (SELECT count(*) FROM pk_cli WHERE empresa_id = e.id) AS n_cli,
        (SELECT count(*) FROM pk_forn WHERE empresa_id = e.id) AS n_forn, (SELECT count(*) FROM pk_cc WHERE empresa_id = e.id) AS n_cc,
        (SELECT count(*) FROM pk_cx WHERE empresa_id = e.id) AS n_cx,
        (SELECT count(*) FROM pk_pc WHERE empresa_id = e.id AND grupo = 2) AS n_pc2, (SELECT count(*) FROM pk_pc WHERE empresa_id = e.id AND grupo = 3) AS n_pc3
      FROM empresas e;`);
}

/** Company volumes as a SQL VALUES list: (empresa_id, n). */
function cfg(ctx: SeedContext, perMonth: (e: number) => number) {
  const days = daysBetween(monthStart(ctx.today, HISTORY_MONTHS), ctx.today) + 1;
  return DEMO_COMPANIES.map((c) => `(${c.id}, ${Math.round((perMonth(c.id) * COMPANY_WEIGHT[c.id]! * days) / 30.4)})`).join(', ');
}

/**
 * Settlements of the titles in `tmp` (columns id, empresa_id, emissao, venc, valor, vlr_descontado, ancora) into
 * tmp_bx. A past-due title stays open (60 % of those unpaid, 40 % partly paid) with a chance that falls with its age:
 * 30 % up to 30 days overdue, 14 % up to 60, 7 % up to 90, then 0.2 % (old defaults) up to a year, none older; the
 * rest are paid (late or early). So open overdue titles are mostly from the last 90 days with a thin tail of old
 * defaults (~4 % of them), and the 'Vencidos' card is of the order of the next-30-days card. `defaults` (optional:
 * table of empresa_id, id, desde) names titles kept open as defaults; the random old tail of a company then only
 * falls after its `desde`, so the named defaults are its oldest open titles. Titles not yet due are 8 % paid early;
 * anchors stay open. Interest 0.033 %/day of delay, 1.5 % discount on some early payments.
 */
async function baixas(ctx: SeedContext, tmp: string, salt: string, defaults?: string) {
  await ctx.db.run(`
    CREATE OR REPLACE TEMP TABLE tmp_bx AS
    WITH t AS (
      SELECT x.id, x.empresa_id, emissao, venc, valor - vlr_descontado AS liquido, rnd(x.id, '${salt}u') AS u, rnd(x.id, '${salt}v') AS u2,
        n.n_cx, ${defaults ? 'd.id IS NOT NULL AS inadimplente, coalesce(dd.desde, hoje() - 365)' : 'false AS inadimplente, hoje() - 365'} AS cauda_desde
      FROM ${tmp} x JOIN pk_cnt n USING (empresa_id)
      ${defaults ? `LEFT JOIN ${defaults} d ON d.id = x.id LEFT JOIN (SELECT empresa_id, max(desde) AS desde FROM ${defaults} GROUP BY 1) dd ON dd.empresa_id = x.empresa_id` : ''}
      WHERE NOT ancora
    ), a AS (
      -- chance that a past-due title is still open (unpaid or partly paid), by days overdue: customers pay late,
      -- but old titles are settled or written off, leaving a thin tail of old defaults
      SELECT *, CASE WHEN venc >= hoje() THEN 0 WHEN hoje() - venc <= 30 THEN 0.30 WHEN hoje() - venc <= 60 THEN 0.14
                     WHEN hoje() - venc <= 90 THEN 0.07 WHEN venc > cauda_desde THEN 0.002 ELSE 0 END AS p_aberto
      FROM t
    ), d AS (
      SELECT *, CASE WHEN inadimplente THEN NULL
                     WHEN venc < hoje() AND u >= p_aberto THEN 'T' WHEN venc < hoje() AND u >= p_aberto * 0.6 THEN 'P'
                     WHEN venc >= hoje() AND u < 0.08 THEN 'A' END AS tipo
      FROM a
    ), p AS (
      SELECT id, empresa_id, venc, tipo, rint(id, '${salt}c', 0, n_cx - 1) AS cx_idx,
        CASE WHEN tipo = 'A' THEN least(hoje(), greatest(emissao, venc - rint(id, '${salt}a', 1, 10)))
             ELSE greatest(emissao, least(hoje() - 1, venc + (floor(u2 * 25) - 5)::INTEGER)) END AS data_pagamento,
        CASE WHEN tipo = 'P' THEN money(liquido * (0.4 + u2 * 0.3)) ELSE liquido END AS principal
      FROM d WHERE tipo IS NOT NULL
    )
    SELECT p.*, c.id AS conta_caixa_id,
      CASE WHEN data_pagamento > venc THEN money(principal * 0.00033 * (data_pagamento - venc)) ELSE 0 END::DECIMAL(15,2) AS juros,
      CASE WHEN data_pagamento < venc - 2 AND rnd(p.id, '${salt}d') < 0.5 THEN money(principal * 0.015) ELSE 0 END::DECIMAL(15,2) AS desconto
    FROM p JOIN pk_cx c ON c.empresa_id = p.empresa_id AND c.idx = p.cx_idx;`);
}

async function seedTitulosPagar(ctx: SeedContext) {
  await pickTables(ctx);
  const start = monthStart(ctx.today, HISTORY_MONTHS);
  const days = daysBetween(start, ctx.today) + 1;
  const base = (await ctx.nextId('titulos_pagar')) - 1;
  await ctx.db.run(`
    CREATE OR REPLACE TEMP TABLE tmp_tp AS
    WITH nfe AS (
      SELECT n.id AS nfe_id, n.empresa_id, n.filial_id, n.fornecedor_id, n.numero AS nro_titulo, n.serie, n.data_entrada AS emissao,
             n.valor_total, rint(n.id, 'tpn', 1, 4) AS np FROM nfe_entrada n
    ), parc AS (
      SELECT 1 AS origem, nfe_id, empresa_id, filial_id, fornecedor_id, nro_titulo, p AS parcela, np, serie, emissao,
        emissao + 28 * p AS venc,
        CASE WHEN p < np THEN floor(valor_total * 100 / np) / 100
             ELSE valor_total - (np - 1) * floor(valor_total * 100 / np) / 100 END::DECIMAL(15,2) AS valor,
        2 AS grupo, false AS ancora, nfe_id AS k
      FROM nfe JOIN (SELECT range::INTEGER AS p FROM range(1, 5)) r(p) ON r.p <= nfe.np
    ), avulsos AS (
      SELECT e, unnest(range(n)) AS i FROM (VALUES ${cfg(ctx, () => ctx.s.pagarAvulsosMes)}) v(e, n)
    ), av AS (
      SELECT 2 AS origem, NULL::INTEGER, e, NULL::INTEGER, NULL::INTEGER, 700000 + i, 1, 1, 'U',
        DATE '${start}' + floor(rnd(i, 'tpad' || e) * ${days})::INTEGER AS emissao, NULL::DATE, 
        money(150 + pow(rnd(i, 'tpav' || e), 2) * 25000), 3, false, e * 10000000 + i
      FROM avulsos
    ), ancoras AS (
      -- open titles due on each day from 45 days ago to 30 days ahead: every card and cash-flow day has data
      SELECT 3 AS origem, NULL::INTEGER, c.id, NULL::INTEGER, NULL::INTEGER, 800000 + o + 100, 1, 1, 'A',
        hoje() + o - 20 AS emissao, hoje() + o, money(300 + rnd(o, 'tpanc' || c.id) * 12000), 3, true, c.id * 1000 + o + 100
      FROM empresas c, (SELECT range::INTEGER AS o FROM range(-45, 31)) r(o)
    )
    SELECT *, CASE WHEN origem = 2 THEN emissao + rint(k, 'tpv', 5, 40) ELSE venc END AS venc2
    FROM (SELECT * FROM parc UNION ALL SELECT * FROM av UNION ALL SELECT * FROM ancoras) x;

    CREATE OR REPLACE TEMP TABLE tmp_tp2 AS
    SELECT ${base} + row_number() OVER (ORDER BY origem, k, parcela) AS id, t.* EXCLUDE (venc, venc2), t.venc2 AS venc,
      CASE WHEN NOT ancora AND rnd(k * 10 + parcela, 'tpdesc') < 0.03 THEN money(valor * 0.03) ELSE 0 END::DECIMAL(15,2) AS vlr_descontado
    FROM tmp_tp t;`);
  // Old defaults named per company: its oldest open payables, an NF-e installment 4–12 months overdue and then a
  // payable without NF-e (the DANFE button of the first opens a PDF, of the second says there is no note).
  await ctx.db.run(`
    CREATE OR REPLACE TEMP TABLE tmp_inad AS
    WITH nf AS (
      SELECT empresa_id, arg_min(id, (venc, id)) AS id, min(venc) AS desde FROM tmp_tp2
      WHERE origem = 1 AND venc BETWEEN hoje() - 365 AND hoje() - 120 GROUP BY 1
    ), av AS (
      SELECT t.empresa_id, arg_min(t.id, (t.venc, t.id)) AS id, min(t.venc) AS desde FROM tmp_tp2 t JOIN nf USING (empresa_id)
      WHERE t.origem = 2 AND t.venc > nf.desde AND t.venc < hoje() - 90 GROUP BY 1
    )
    SELECT * FROM nf UNION ALL SELECT * FROM av;`);
  await baixas(ctx, 'tmp_tp2', 'bp', 'tmp_inad');
  await ctx.db.run(`
    INSERT INTO titulos_pagar
    SELECT t.id, t.empresa_id, coalesce(t.filial_id, f.id), coalesce(t.fornecedor_id, fo.id), t.nfe_id, t.nro_titulo, t.parcela, t.np,
      t.serie, t.emissao, t.venc, t.valor, t.vlr_descontado, t.valor - t.vlr_descontado - coalesce(b.principal, 0), pc.id,
      CASE WHEN rnd(t.id, 'tpcc') < 0.12 THEN NULL ELSE cc.id END,
      ua, CASE WHEN ua = 'N' OR b.principal IS NOT NULL OR rnd(t.id, 'tpapr') < 0.5 THEN 'S' ELSE 'N' END,
      CASE WHEN ua = 'S' AND (b.principal IS NOT NULL) THEN t.emissao + INTERVAL 10 HOUR END,
      CASE WHEN t.origem = 2 THEN pc.descricao || ' - competência ' || strftime(t.emissao, '%m/%Y') WHEN t.origem = 1 THEN 'Ref. NF-e ' || t.nro_titulo END
    FROM (SELECT t0.*, CASE WHEN rnd(id, 'tpua') < 0.45 THEN 'S' ELSE 'N' END AS ua,
            rint(id, 'tpf', 0, n_fil - 1) AS fil_idx, floor(n_forn * pow(rnd(id, 'tpfo'), 1.5))::INTEGER AS forn_idx,
            rint(id, 'tppc', 0, CASE grupo WHEN 2 THEN n_pc2 ELSE n_pc3 END - 1) AS pc_idx, rint(id, 'tpccx', 0, n_cc - 1) AS cc_idx
          FROM tmp_tp2 t0 JOIN pk_cnt USING (empresa_id)) t
    LEFT JOIN tmp_bx b ON b.id = t.id
    JOIN pk_fil f ON f.empresa_id = t.empresa_id AND f.idx = t.fil_idx
    JOIN pk_forn fo ON fo.empresa_id = t.empresa_id AND fo.idx = t.forn_idx
    JOIN (SELECT p.*, d.descricao FROM pk_pc p JOIN plano_contas d ON d.id = p.id) pc
      ON pc.empresa_id = t.empresa_id AND pc.grupo = t.grupo AND pc.idx = t.pc_idx
    JOIN pk_cc cc ON cc.empresa_id = t.empresa_id AND cc.idx = t.cc_idx
    ORDER BY t.id;

    INSERT INTO baixas_pagar
    SELECT ${base} + row_number() OVER (ORDER BY id), empresa_id, id, conta_caixa_id, data_pagamento, principal, juros, desconto,
      principal + juros - desconto
    FROM tmp_bx ORDER BY id;
    DROP TABLE tmp_tp; DROP TABLE tmp_tp2; DROP TABLE tmp_bx; DROP TABLE tmp_inad;`);
}

async function seedTitulosReceber(ctx: SeedContext) {
  const start = monthStart(ctx.today, HISTORY_MONTHS);
  const days = daysBetween(start, ctx.today) + 1;
  const base = (await ctx.nextId('titulos_receber')) - 1;
  await ctx.db.run(`
    CREATE OR REPLACE TEMP TABLE tmp_tr AS
    WITH nf AS (
      SELECT n.*, rint(n.id, 'trn', 1, 3) AS np FROM notas_saida n
    ), parc AS (
      SELECT 1 AS origem, id AS doc_id, empresa_id, filial_id, cliente_id, numero AS nro_titulo, p AS parcela, np, serie,
        data_emissao AS emissao, data_emissao + 30 * p AS venc,
        CASE WHEN p < np THEN floor(valor_total * 100 / np) / 100
             ELSE valor_total - (np - 1) * floor(valor_total * 100 / np) / 100 END::DECIMAL(15,2) AS valor,
        'NF' AS tipo_doc, 'NFe' AS tipo_dfe, false AS ancora, id AS k
      FROM nf JOIN (SELECT range::INTEGER AS p FROM range(1, 4)) r(p) ON r.p <= nf.np
    ), ct AS (
      SELECT 2, id, empresa_id, filial_id, tomador_id, numero, 1, 1, serie, data_emissao, data_emissao + rint(id, 'trct', 15, 30),
        valor_total, 'CT', 'CTe', false, id
      FROM ctes WHERE tipo_cte = 'N' OR valor_total > 0
    ), avulsos AS (
      -- company 4 (finance only) bills through orders ('PD') rather than invoices of its own
      SELECT e, unnest(range(n)) AS i FROM (VALUES ${cfg(ctx, (e) => (e === 4 ? ctx.s.notasMes : 0))}) v(e, n)
    ), av AS (
      SELECT 3, NULL::INTEGER, e, NULL::INTEGER, NULL::INTEGER, 500000 + i, 1, 1, 'P',
        DATE '${start}' + floor(rnd(i, 'trad' || e) * ${days})::INTEGER AS emissao, NULL::DATE,
        money(80 + pow(rnd(i, 'trav' || e), 2) * 9000), 'PD', NULL, false, e * 10000000 + i
      FROM avulsos
    ), ancoras AS (
      SELECT 4, NULL::INTEGER, c.id, NULL::INTEGER, NULL::INTEGER, 600000 + o + 100, 1, 1, 'P', hoje() + o - 30, hoje() + o,
        money(400 + rnd(o, 'tranc' || c.id) * 15000), 'PD', NULL, true, c.id * 1000 + o + 100
      FROM empresas c, (SELECT range::INTEGER AS o FROM range(-45, 31)) r(o)
    )
    SELECT *, CASE WHEN origem = 3 THEN emissao + rint(k, 'trv', 10, 60) ELSE venc END AS venc2
    FROM (SELECT * FROM parc UNION ALL SELECT * FROM ct UNION ALL SELECT * FROM av UNION ALL SELECT * FROM ancoras) x;

    CREATE OR REPLACE TEMP TABLE tmp_tr2 AS
    SELECT ${base} + row_number() OVER (ORDER BY origem, k, parcela) AS id, t.* EXCLUDE (venc, venc2), t.venc2 AS venc,
      CASE WHEN NOT ancora AND rnd(k * 10 + parcela, 'trdesc') < 0.03 THEN money(valor * 0.02) ELSE 0 END::DECIMAL(15,2) AS vlr_descontado
    FROM tmp_tr t;`);
  // one named old default per company (its oldest open receivable, 4–12 months overdue), so the tail exists at every scale
  await ctx.db.run(`
    CREATE OR REPLACE TEMP TABLE tmp_inad AS
    SELECT empresa_id, arg_min(id, (venc, id)) AS id, min(venc) AS desde FROM tmp_tr2
    WHERE NOT ancora AND venc BETWEEN hoje() - 365 AND hoje() - 120 GROUP BY 1;`);
  await baixas(ctx, 'tmp_tr2', 'br', 'tmp_inad');
  await ctx.db.run(`
    INSERT INTO titulos_receber
    SELECT t.id, t.empresa_id, coalesce(t.filial_id, f.id), coalesce(t.cliente_id, c.id), t.nro_titulo, t.parcela, t.np, t.serie,
      t.emissao, t.venc, t.valor, t.vlr_descontado, t.valor - t.vlr_descontado - coalesce(b.principal, 0),
      t.tipo_doc, t.nro_titulo::VARCHAR, t.tipo_dfe, CASE WHEN t.tipo_dfe IS NOT NULL THEN t.nro_titulo::VARCHAR END,
      CASE WHEN t.origem = 1 THEN t.doc_id END, pc.id,
      CASE WHEN rnd(t.id, 'trcc') < 0.1 THEN NULL ELSE cc.id END,
      CASE WHEN t.origem = 4 THEN 'Pedido ' || t.nro_titulo END
    FROM (SELECT t0.*, rint(id, 'trf', 0, n_fil - 1) AS fil_idx, floor(n_cli * pow(rnd(id, 'trc'), 2))::INTEGER AS cli_idx,
            rint(id, 'trccx', 0, n_cc - 1) AS cc_idx FROM tmp_tr2 t0 JOIN pk_cnt USING (empresa_id)) t
    LEFT JOIN tmp_bx b ON b.id = t.id
    JOIN pk_fil f ON f.empresa_id = t.empresa_id AND f.idx = t.fil_idx
    JOIN pk_cli c ON c.empresa_id = t.empresa_id AND c.idx = t.cli_idx
    JOIN pk_pc pc ON pc.empresa_id = t.empresa_id AND pc.grupo = 1
      AND pc.codigo = CASE WHEN t.origem = 1 AND t.empresa_id = 2 THEN '1.1.03' ELSE '1.1.01' END
    JOIN pk_cc cc ON cc.empresa_id = t.empresa_id AND cc.idx = t.cc_idx
    ORDER BY t.id;

    INSERT INTO baixas_receber
    SELECT ${base} + row_number() OVER (ORDER BY id), empresa_id, id, conta_caixa_id, data_pagamento, principal, juros, desconto,
      principal + juros - desconto
    FROM tmp_bx ORDER BY id;
    DROP TABLE tmp_tr; DROP TABLE tmp_tr2; DROP TABLE tmp_bx; DROP TABLE tmp_inad;`);
}

/**
 * The company whose 'Cheque Vence Hoje' card is zero at every scale and date (no cheque at all is good for today),
 * so the portal shows a zero card that does not open a detail. Its other cards stay positive.
 */
export const EMPRESA_SEM_CHEQUE_HOJE = 3;

async function seedCheques(ctx: SeedContext) {
  const start = monthStart(ctx.today, HISTORY_MONTHS);
  const days = daysBetween(start, ctx.today) + 1;
  const bancos = BANCOS.map(([c]) => `'${c}'`).join(', ');
  await ctx.db.run(`
    INSERT INTO cheques_receber
    WITH base AS (
      SELECT e, i, false AS ancora, DATE '${start}' + floor(rnd(i, 'chd' || e) * ${days})::INTEGER AS emissao
      FROM (SELECT e, unnest(range(n)) AS i FROM (VALUES ${cfg(ctx, () => ctx.s.chequesMes)}) v(e, n))
      UNION ALL
      -- open cheques good for each day from 20 days ago to 30 days ahead
      SELECT id, 100000 + o, true, hoje() + o - 15 FROM empresas, (SELECT range::INTEGER AS o FROM range(-20, 31)) r(o)
      WHERE NOT (id = ${EMPRESA_SEM_CHEQUE_HOJE} AND o = 0)
    ), c0 AS (
      SELECT b.*, hash(b.e, b.i) AS k,
        CASE WHEN ancora THEN emissao + 15 ELSE emissao + rint(hash(b.e, b.i), 'chbp', 0, 60) END AS bom_para
      FROM base b
    ), c AS (
      -- the zero card: company ${EMPRESA_SEM_CHEQUE_HOJE} has no cheque good for today (those fall on the next day)
      SELECT * EXCLUDE (bom_para), CASE WHEN e = ${EMPRESA_SEM_CHEQUE_HOJE} AND bom_para = hoje() THEN bom_para + 1 ELSE bom_para END AS bom_para
      FROM c0
    ), s AS (
      SELECT c.*, rnd(k, 'chs') AS u,
        CASE WHEN ancora AND bom_para < hoje() THEN CASE WHEN rnd(k, 'chs') < 0.6 THEN 4 ELSE 5 END
             WHEN ancora THEN 1
             WHEN bom_para < hoje() - 3 THEN CASE WHEN rnd(k, 'chs') < 0.85 THEN 3 WHEN rnd(k, 'chs') < 0.92 THEN 6
                                                WHEN rnd(k, 'chs') < 0.97 THEN 4 ELSE 5 END
             WHEN bom_para < hoje() THEN 2
             ELSE CASE WHEN rnd(k, 'chs') < 0.9 THEN 1 ELSE 6 END END AS situacao
      FROM c
    ), s2 AS (
      SELECT s.*, rint(k, 'chf', 0, n_fil - 1) AS fil_idx, floor(n_cli * pow(rnd(k, 'chcl'), 2))::INTEGER AS cli_idx,
        rint(k, 'chcx', 0, n_cx - 1) AS cx_idx, rint(k, 'chccx', 0, n_cc - 1) AS cc_idx
      FROM s JOIN pk_cnt n ON n.empresa_id = s.e
    )
    SELECT row_number() OVER (ORDER BY s.e, s.i)::INTEGER, s.e, f.id, cl.id,
      row_number() OVER (PARTITION BY s.e ORDER BY s.emissao, s.i)::INTEGER,
      s.emissao, s.bom_para, [${bancos}][rint(k, 'chb', 1, ${BANCOS.length})], lpad((hash(k, 'cha') % 9999)::VARCHAR, 4, '0'),
      lpad((hash(k, 'chc') % 999999)::VARCHAR, 6, '0') || '-' || (hash(k, 'chcd') % 10)::VARCHAR,
      lpad((hash(k, 'chn') % 999999)::VARCHAR, 6, '0'),
      money(100 + pow(rnd(k, 'chv'), 2) * 8000), cl.cpf_cnpj, cl.nome,
      CASE WHEN situacao = 4 AND rnd(k, 'chsc') < 0.3 THEN 'Encerrada' ELSE 'Normal' END, situacao,
      CASE WHEN situacao IN (3, 6) THEN least(hoje(), s.bom_para + 1) END,
      CASE WHEN situacao = 3 THEN cx.id END,
      CASE WHEN rnd(k, 'chcc') < 0.15 THEN NULL ELSE cc.id END
    FROM s2 s
    JOIN pk_fil f ON f.empresa_id = s.e AND f.idx = s.fil_idx
    JOIN pk_cli cl ON cl.empresa_id = s.e AND cl.idx = s.cli_idx
    JOIN pk_cx cx ON cx.empresa_id = s.e AND cx.idx = s.cx_idx
    JOIN pk_cc cc ON cc.empresa_id = s.e AND cc.idx = s.cc_idx
    ORDER BY s.e, s.i;`);
}

/**
 * Cash movements from settlements and compensated cheques; then each account's opening balance is set so that its
 * current balance lands on a plausible target (the guaranteed account overdrawn).
 */
async function seedMovimentos(ctx: SeedContext) {
  await ctx.db.run(`
    INSERT INTO movimentos_caixa
    SELECT row_number() OVER (ORDER BY o, id)::INTEGER, * EXCLUDE (o, id) FROM (
      SELECT 1 AS o, b.id, b.empresa_id, b.conta_caixa_id, b.data_pagamento, b.valor_pago, 'R', b.id AS br, NULL::INTEGER AS bp,
        'Recebimento título ' || t.nro_titulo || '/' || t.nro_parcela
      FROM baixas_receber b JOIN titulos_receber t ON t.id = b.titulo_receber_id
      UNION ALL
      SELECT 2, b.id, b.empresa_id, b.conta_caixa_id, b.data_pagamento, -b.valor_pago, 'P', NULL, b.id,
        'Pagamento título ' || t.nro_titulo || '/' || t.nro_parcela
      FROM baixas_pagar b JOIN titulos_pagar t ON t.id = b.titulo_pagar_id
      UNION ALL
      SELECT 3, id, empresa_id, conta_caixa_id, data_baixa, valor, 'C', NULL, NULL, 'Compensação cheque ' || nro_cheque
      FROM cheques_receber WHERE situacao_atual = 3
    ) x ORDER BY 4, 1; -- stored in date order: the cash balance view reads the recent ones by date (skips older blocks)

    CREATE OR REPLACE TEMP TABLE tmp_saldo AS
    SELECT c.id, CAST(
      CASE WHEN c.codigo_acesso = '1.1.2.09' THEN -(15000 + rnd(c.id, 'sx') * 60000)
           WHEN c.tipo = 'C' THEN 2000 + rnd(c.id, 'sx') * 12000
           WHEN c.tipo = 'A' THEN 150000 + rnd(c.id, 'sx') * 700000
           ELSE 40000 + rnd(c.id, 'sx') * 350000 END
      - coalesce((SELECT sum(valor) FROM movimentos_caixa m WHERE m.conta_caixa_id = c.id), 0) AS DECIMAL(15,2)) AS inicial
    FROM contas_caixa c;
    UPDATE contas_caixa SET saldo_inicial = s.inicial FROM tmp_saldo s WHERE s.id = contas_caixa.id;
    DROP TABLE tmp_saldo;`);
}
