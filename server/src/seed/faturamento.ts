import { addDays, daysBetween, monthStart, type SeedContext } from './context.ts';
import { HISTORY_MONTHS, COMPANY_WEIGHT } from './scales.ts';
import { EMPRESAS_VENDAS } from './cadastros.ts';
import { ufCodeSql } from './sqlMacros.ts';

/**
 * Sales invoices and items, set-based: one INSERT ... SELECT per table over range(), pseudo-random by hash.
 * Headers are computed from their items, so totals always equal the sum of lines.
 */
export async function seedFaturamento(ctx: SeedContext): Promise<void> {
  for (const e of EMPRESAS_VENDAS) await seedNotas(ctx, e);
}

async function seedNotas(ctx: SeedContext, e: number) {
  const { db } = ctx;
  const start = monthStart(ctx.today, HISTORY_MONTHS);
  const days = daysBetween(start, ctx.today) + 1;
  const n = Math.max(30, Math.round((ctx.s.notasMes * COMPANY_WEIGHT[e]! * days) / 30.4));
  const nHoje = notasHoje(ctx.s.notasMes, e);
  const base = (await ctx.nextId('notas_saida')) - 1;
  await db.run(`
    CREATE OR REPLACE TEMP TABLE pk_cli AS SELECT (row_number() OVER (ORDER BY id) - 1)::INTEGER AS idx, id FROM clientes WHERE empresa_id = ${e};
    CREATE OR REPLACE TEMP TABLE pk_vend AS
      SELECT (row_number() OVER (ORDER BY v.id) - 1)::INTEGER AS idx, v.id, v.filial_id, f.cnpj, ${ufCodeSql('m.uf')} AS uf
      FROM vendedores v JOIN filiais f ON f.id = v.filial_id JOIN municipios m ON m.id = f.municipio_id WHERE v.empresa_id = ${e};
    CREATE OR REPLACE TEMP TABLE pk_prod AS
      SELECT (row_number() OVER (ORDER BY p.id) - 1)::INTEGER AS idx, p.id, p.preco_venda, p.peso_kg, p.unidade_medida
      FROM produtos p JOIN tipos_produto t ON t.id = p.tipo_produto_id
      WHERE p.empresa_id = ${e} AND t.codigo IN ('04', '05', '09');`);
  const cnt = await db.one<{ c: number; v: number; p: number }>(
    'SELECT (SELECT count(*) FROM pk_cli)::INTEGER c, (SELECT count(*) FROM pk_vend)::INTEGER v, (SELECT count(*) FROM pk_prod)::INTEGER p');
  const { c: nCli, v: nVend, p: nProd } = cnt!;
  const natureza = e === 2 ? 'Venda de mercadoria e prestação de serviço' : 'Venda de produção do estabelecimento';

  await db.run(`
    CREATE OR REPLACE TEMP TABLE tmp_ns AS
    WITH b AS (
      -- history up to yesterday, then a working day's worth issued on the business date itself
      SELECT i, CASE WHEN i >= ${n} THEN hoje() ELSE DATE '${start}' + floor(rnd(i, 'nsd${e}') * ${days - 1})::INTEGER END AS d0
      FROM range(${n + nHoje}) t(i)
    )
    SELECT ${base} + 1 + i AS id, i,
      -- no invoicing on past Sundays (they move to the Saturday); the business date always invoices, even a Sunday
      CASE WHEN dayofweek(d0) = 0 AND d0 < hoje() THEN d0 - 1 ELSE d0 END AS data_emissao,
      -- few customers buy most (ABC curve): index skewed towards the first customers
      floor(${nCli} * pow(rnd(i, 'nsc${e}'), 2.5))::INTEGER AS cli_idx,
      floor(${nVend} * pow(rnd(i, 'nsv${e}'), 1.5))::INTEGER AS vend_idx,
      rint(i, 'nsn${e}', 1, 9) AS n_itens
    FROM b;

    CREATE OR REPLACE TEMP TABLE tmp_nsi AS
    WITH x AS (
      SELECT h.id * 10 + r.k AS id, h.id AS nota_saida_id, r.k AS nro_item, h.data_emissao,
        floor(${nProd} * pow(rnd(h.id * 10 + r.k, 'nip'), 1.8))::INTEGER AS pidx,
        rnd(h.id * 10 + r.k, 'niq') AS uq, rnd(h.id * 10 + r.k, 'nid') AS ud,
        rnd(h.id * 10 + r.k, 'nia') AS ua, rnd(h.id * 10 + r.k, 'niv') AS uv
      FROM tmp_ns h JOIN (SELECT range::INTEGER AS k FROM range(1, 10)) r(k) ON r.k <= h.n_itens
    ), y AS (
      SELECT x.*, p.id AS produto_id, p.peso_kg,
        -- quantity from a skewed line value (R$ 150 – 6,150) and the price: lines stay realistic for any price
        (CASE WHEN p.unidade_medida IN ('KG', 'M') THEN greatest(0.5, round((150 + uq * uq * 6000) / p.preco_venda, 3))
              ELSE greatest(1, round((150 + uq * uq * 6000) / p.preco_venda)) END)::DECIMAL(15,3) AS quantidade,
        money(p.preco_venda * (0.93 + rnd(x.id, 'nipr') * 0.14)) AS valor_unitario
      FROM x JOIN pk_prod p ON p.idx = x.pidx
    ), z AS (
      SELECT y.*, money(quantidade * valor_unitario) AS valor_bruto,
        -- returns happen 3–20 days after the sale, never after today
        uv < 0.035 AND data_emissao + (3 + floor(uv * 500))::INTEGER <= hoje() AS devolveu
      FROM y
    ), w AS (
      SELECT z.*,
        CASE WHEN ud < 0.3 THEN money(valor_bruto * (0.02 + ud * 0.27)) ELSE 0 END::DECIMAL(15,2) AS valor_desconto,
        CASE WHEN ua < 0.06 THEN money(valor_bruto * (0.01 + ua * 0.33)) ELSE 0 END::DECIMAL(15,2) AS valor_acrescimo,
        CASE WHEN NOT devolveu THEN 0 WHEN uv < 0.015 OR quantidade < 2 THEN quantidade ELSE floor(quantidade / 2) END::DECIMAL(15,3) AS quantidade_devolvida
      FROM z
    )
    SELECT id, nota_saida_id, nro_item, produto_id, quantidade, valor_unitario, valor_bruto, valor_desconto, valor_acrescimo,
      quantidade_devolvida,
      money((valor_bruto - valor_desconto + valor_acrescimo) * quantidade_devolvida / quantidade) AS valor_devolvido,
      CASE WHEN devolveu THEN data_emissao + (3 + floor(uv * 500))::INTEGER END AS data_devolucao,
      quantidade * peso_kg AS peso
    FROM w;

    INSERT INTO notas_saida
    SELECT * FROM (
    SELECT h.id, ${e}, v.filial_id, c.id, v.id, numero, '1',
      chave_acesso(v.uf, h.data_emissao, v.cnpj, '55', 1, numero, hash(h.id, 'cnf') % 100000000) AS chave_acesso,
      h.data_emissao, '${natureza}', 'A', h.n_itens,
      t.vp, t.vd, t.va, t.vp - t.vd + t.va, t.vdev, t.peso
    FROM (SELECT *, 1000 + row_number() OVER (ORDER BY data_emissao, id) AS numero FROM tmp_ns) h
    JOIN pk_cli c ON c.idx = h.cli_idx
    JOIN pk_vend v ON v.idx = h.vend_idx
    JOIN (SELECT nota_saida_id, sum(valor_bruto) vp, sum(valor_desconto) vd, sum(valor_acrescimo) va,
                 sum(valor_devolvido) vdev, round(sum(peso), 3)::DECIMAL(15,3) peso
          FROM tmp_nsi GROUP BY ALL) t ON t.nota_saida_id = h.id);

    INSERT INTO notas_saida_itens
    SELECT id, ${e}, nota_saida_id, nro_item, produto_id, quantidade, valor_unitario, valor_bruto, valor_desconto,
      valor_acrescimo, quantidade_devolvida, valor_devolvido, data_devolucao
    FROM tmp_nsi ORDER BY id;
    DROP TABLE tmp_ns; DROP TABLE tmp_nsi;`);
}

/**
 * Sales invoices issued on the business date: a working day's worth of the company (Monday–Saturday, ~26 days a
 * month), at least 3, so screens whose default period is today..today (Curva ABC) open with data at every scale.
 */
export function notasHoje(notasMes: number, empresaId: number): number {
  return Math.max(3, Math.round((notasMes * COMPANY_WEIGHT[empresaId]!) / 26));
}

/**
 * Monthly and daily goals, set from the actual billing of each month (projected to the whole month for the current
 * one) times a per-goal factor of 0.88–1.18, so some are reached and some are not. Billing is the sales invoices'
 * net value, or for module-2 companies the CT-e freight (company and branch goals). Runs after freight billing.
 */
export async function seedMetas(ctx: SeedContext): Promise<void> {
  const start = monthStart(ctx.today, HISTORY_MONTHS);
  const hoje = ctx.today;
  await ctx.db.run(`
    CREATE OR REPLACE TEMP TABLE tmp_fat AS
    SELECT n.empresa_id, n.filial_id, n.vendedor_id, n.data_emissao AS d, n.valor_total - n.valor_devolvido AS valor,
           e.codigo_modulo <> 2 AS conta_empresa
    FROM notas_saida n JOIN empresas e ON e.id = n.empresa_id WHERE n.data_emissao >= DATE '${start}'
    UNION ALL
    SELECT c.empresa_id, c.filial_id, NULL, c.data_emissao, c.valor_total, true FROM ctes c WHERE c.data_emissao >= DATE '${start}';

    CREATE OR REPLACE TEMP TABLE tmp_meta AS
    WITH m AS (
      SELECT empresa_id, NULL::INTEGER AS filial_id, NULL::INTEGER AS vendedor_id, date_trunc('month', d) AS mes, sum(valor) v
        FROM tmp_fat WHERE conta_empresa GROUP BY ALL
      UNION ALL
      SELECT empresa_id, filial_id, NULL, date_trunc('month', d), sum(valor) FROM tmp_fat WHERE conta_empresa GROUP BY ALL
      UNION ALL
      SELECT empresa_id, NULL, vendedor_id, date_trunc('month', d), sum(valor) FROM tmp_fat WHERE vendedor_id IS NOT NULL GROUP BY ALL
    ), p AS (
      -- seller goals of the running month follow the billing so far (not the projection), so that on the
      -- Dashboard Faturamento (1327) some sellers are already over 100 % and others under
      SELECT *, CASE WHEN mes = date_trunc('month', DATE '${hoje}') AND vendedor_id IS NULL
                  THEN v * day(last_day(DATE '${hoje}')) / day(DATE '${hoje}') ELSE v END AS projetado
      FROM m
    )
    SELECT row_number() OVER (ORDER BY empresa_id, filial_id NULLS FIRST, vendedor_id NULLS FIRST, mes)::INTEGER AS id,
      empresa_id, filial_id, vendedor_id, year(mes)::INTEGER AS ano, month(mes)::INTEGER AS mes,
      greatest(100, round(projetado * (0.88 + 0.30 * rnd(hash(empresa_id, filial_id, vendedor_id), mes::VARCHAR)) / 100) * 100)::DECIMAL(15,2) AS valor_meta
    FROM p;
    INSERT INTO metas_mensais SELECT * FROM tmp_meta;

    -- daily goals: the month's goal split over its days except Sundays, the last day taking the rounding rest
    INSERT INTO metas_diarias
    WITH d AS (
      SELECT g.*, dia::DATE AS data,
        row_number() OVER (PARTITION BY g.id ORDER BY dia) AS n, count(*) OVER (PARTITION BY g.id) AS total
      FROM tmp_meta g,
        generate_series(make_date(g.ano, g.mes, 1), last_day(make_date(g.ano, g.mes, 1)), INTERVAL 1 DAY) s(dia)
      WHERE dayofweek(dia) <> 0
    )
    SELECT row_number() OVER (ORDER BY id, data)::INTEGER, empresa_id, filial_id, vendedor_id, data,
      CASE WHEN n < total THEN floor(valor_meta * 100 / total) / 100
           ELSE valor_meta - (total - 1) * floor(valor_meta * 100 / total) / 100 END::DECIMAL(15,2)
    FROM d;
    DROP TABLE tmp_fat; DROP TABLE tmp_meta;`);
  void addDays;
}
