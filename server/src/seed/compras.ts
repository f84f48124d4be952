import { addDays, type SeedContext } from './context.ts';
import { quotationToken, TOKEN_STREAM } from './quotationLinks.ts';

/** Companies with purchase orders and quotations (company 4 has finance only). */
const EMPRESAS_COMPRAS = [1, 2, 3];

/**
 * Purchase orders with items (header = sum of items) over the last 12 months: older ones received or cancelled,
 * recent ones open awaiting approval (usa_aprovacao S) or not subject to it (N). Quotations with a public token.
 */
export async function seedCompras(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const n = ctx.s.ordensCompra;
  const base = (await ctx.nextId('ordens_compra')) - 1;
  await db.run(`
    CREATE OR REPLACE TEMP TABLE pk_prodc AS
      SELECT p.empresa_id, (row_number() OVER (PARTITION BY p.empresa_id ORDER BY p.id) - 1)::INTEGER AS idx, p.id, p.custo, t.codigo = '09' AS servico,
        count(*) OVER (PARTITION BY p.empresa_id) AS n
      FROM produtos p JOIN tipos_produto t ON t.id = p.tipo_produto_id;
    CREATE OR REPLACE TEMP TABLE tmp_oc AS
    SELECT ${base} + row_number() OVER (ORDER BY e, i) AS id, e, i, hoje() - floor(pow(rnd(hash(e, i), 'ocd'), 1.5) * 365)::INTEGER AS data_emissao,
      rint(hash(e, i), 'ocn', 1, 6) AS n_itens
    FROM (SELECT e, unnest(range(CASE WHEN e = 2 THEN ${Math.ceil(n / 3)} ELSE ${n} END)) AS i FROM (VALUES ${EMPRESAS_COMPRAS.map((e) => `(${e})`).join(', ')}) v(e));

    CREATE OR REPLACE TEMP TABLE tmp_oci AS
    WITH x AS (
      SELECT o.id AS oc_id, o.e, k, p.id AS produto_id, p.servico, hash(o.id, k) AS h,
        greatest(1, round((300 + pow(rnd(hash(o.id, k), 'ociq'), 2) * 9000) / p.custo))::DECIMAL(15,3) AS quantidade,
        money(p.custo * (0.95 + rnd(hash(o.id, k), 'ocip') * 0.12)) AS valor_unitario
      FROM (SELECT o.*, k, rint(hash(o.id, k), 'ocip2', 0, (SELECT count(*) FROM pk_prodc WHERE empresa_id = o.e) - 1) AS pidx
            FROM tmp_oc o JOIN (SELECT range::INTEGER AS k FROM range(1, 7)) r(k) ON r.k <= o.n_itens) o
      JOIN pk_prodc p ON p.empresa_id = o.e AND p.idx = o.pidx
    ), y AS (SELECT x.*, money(quantidade * valor_unitario) AS valor_produto FROM x)
    SELECT y.*,
      CASE WHEN servico THEN 0 ELSE money(valor_produto * [0, 0, 0.05, 0.1][rint(h, 'ociipi', 1, 4)]) END::DECIMAL(15,2) AS valor_ipi,
      CASE WHEN rnd(h, 'ocif') < 0.3 THEN money(valor_produto * 0.02) ELSE 0 END::DECIMAL(15,2) AS valor_frete,
      CASE WHEN rnd(h, 'ocist') < 0.1 THEN money(valor_produto * 0.04) ELSE 0 END::DECIMAL(15,2) AS valor_icms_st,
      CASE WHEN rnd(h, 'ocidc') < 0.2 THEN money(valor_produto * 0.03) ELSE 0 END::DECIMAL(15,2) AS valor_desconto
    FROM y;

    INSERT INTO ordens_compra
    SELECT o.id, o.e, (SELECT min(id) FROM filiais WHERE empresa_id = o.e), fo.id, o.data_emissao, sit, ua,
      CASE WHEN sit IN ('Aprovada', 'Recebida') THEN 'S' WHEN ua = 'N' THEN 'S' ELSE 'N' END,
      CASE WHEN sit IN ('Aprovada', 'Recebida') AND ua = 'S' THEN o.data_emissao + INTERVAL 1 DAY + INTERVAL 9 HOUR END,
      ['28 dias', '30/60 dias', '30/60/90 dias', 'À vista', '45 dias'][rint(o.id, 'occp', 1, 5)],
      coalesce(t.vp, 0), t.vs, t.vipi, t.vf, t.vst, t.vd, coalesce(t.vp, 0) + t.vs + t.vipi + t.vf + t.vst - t.vd
    FROM (SELECT *, CASE WHEN rnd(id, 'ocua') < 0.7 THEN 'S' ELSE 'N' END AS ua,
                 floor((SELECT count(*) FROM pk_forn f WHERE f.empresa_id = tmp_oc.e) * pow(rnd(id, 'ocfo'), 1.5))::INTEGER AS forn_idx,
                 CASE WHEN data_emissao >= hoje() - 45 THEN CASE WHEN rnd(id, 'ocs') < 0.8 THEN 'Aberta' ELSE 'Aprovada' END
                      WHEN rnd(id, 'ocs') < 0.9 THEN 'Recebida' ELSE 'Cancelada' END AS sit FROM tmp_oc) o
    JOIN (SELECT oc_id, sum(valor_produto) FILTER (WHERE NOT servico) vp, coalesce(sum(valor_produto) FILTER (WHERE servico), 0) vs,
            sum(valor_ipi) vipi, sum(valor_frete) vf, sum(valor_icms_st) vst, sum(valor_desconto) vd FROM tmp_oci GROUP BY ALL) t ON t.oc_id = o.id
    JOIN pk_forn fo ON fo.empresa_id = o.e AND fo.idx = o.forn_idx
    ORDER BY o.id;

    INSERT INTO ordens_compra_itens
    SELECT ${(await ctx.nextId('ordens_compra_itens')) - 1} + row_number() OVER (ORDER BY oc_id, k), e, oc_id, k, produto_id,
      CASE WHEN servico THEN 'S' ELSE 'N' END, quantidade, valor_unitario, valor_produto, valor_ipi, valor_frete, valor_icms_st, valor_desconto,
      valor_produto + valor_ipi + valor_frete + valor_icms_st - valor_desconto
    FROM tmp_oci ORDER BY oc_id, k;
    DROP TABLE tmp_oc; DROP TABLE tmp_oci;`);

  // Quotations: recent ones open (suppliers fill prices through the public link), older ones answered/finalised.
  const rows: Record<string, unknown>[] = [];
  const itens: Record<string, unknown>[] = [];
  let qid = await ctx.nextId('orcamentos_compra');
  let iid = await ctx.nextId('orcamentos_compra_itens');
  for (const e of EMPRESAS_COMPRAS) {
    const rng = ctx.rng('orcamentos', e);
    // Tokens from their own stream (the other draws stay as they were): 128 random bits, unrelated to the
    // quotation's id or number, so a link cannot be derived from what a supplier can see.
    const tokens = ctx.rng(TOKEN_STREAM, e);
    const forn = await db.all<{ id: number }>(`SELECT id FROM fornecedores WHERE empresa_id = ${e} AND posto_combustivel = 'N' ORDER BY id`);
    const prods = await db.all<{ id: number; custo: number }>(`SELECT id, custo FROM produtos WHERE empresa_id = ${e} ORDER BY id`);
    for (let i = 0; i < ctx.s.orcamentos; i++) {
      const situacao = i % 4 === 3 ? 'Finalizado' : i % 4 === 2 ? 'Respondido' : 'Aberto';
      const emissao = addDays(ctx.today, -(situacao === 'Aberto' ? rng.int(0, 10) : rng.int(11, 120)));
      const id = qid++;
      rows.push({
        id, empresa_id: e, numero: 1000 + i, fornecedor_id: rng.pick(forn).id, data_emissao: emissao, situacao,
        finalidade: rng.pick(['Reposição de estoque', 'Manutenção de máquinas', 'Material de consumo', 'Projeto de expansão']),
        cond_pagto: situacao === 'Aberto' ? null : rng.pick(['28 dias', '30/60 dias', 'À vista']),
        token: quotationToken(tokens),
        data_resposta: situacao === 'Aberto' ? null : `${emissao} 15:30:00`,
      });
      const nItens = rng.int(2, 6);
      for (let k = 1; k <= nItens; k++) {
        const p = rng.pick(prods);
        const qtdade = Math.max(1, Math.round(2000 / Number(p.custo)));
        const respondido = situacao !== 'Aberto';
        const vlr_unit = respondido ? Math.round(Number(p.custo) * rng.num(0.9, 1.2) * 100) / 100 : 0;
        const vlr_frete = respondido ? rng.pick([0, 0, 15, 40]) : 0;
        const perc_ipi = respondido ? rng.pick([0, 5, 10]) : 0;
        const vlr_st = 0;
        const vlr_desconto = respondido ? rng.pick([0, 0, 5]) : 0;
        const r2 = (v: number) => Math.round(v * 100) / 100;
        const vlr_produtos = r2(qtdade * vlr_unit + vlr_frete);
        const vlr_total_do_ipi = r2(((vlr_produtos - vlr_frete) * perc_ipi) / 100);
        itens.push({
          id: iid++, empresa_id: e, orcamento_compra_id: id, nro_item: k, produto_id: p.id, qtdade, vlr_unit, vlr_frete, vlr_st, perc_ipi, vlr_desconto,
          vlr_produtos, vlr_total_do_ipi, vlr_total: r2(vlr_produtos + vlr_st + vlr_total_do_ipi - vlr_desconto),
        });
      }
    }
  }
  await ctx.bulk('orcamentos_compra', rows);
  await ctx.bulk('orcamentos_compra_itens', itens);
}
