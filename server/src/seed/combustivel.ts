import { daysBetween, monthStart, type SeedContext } from './context.ts';
import { HISTORY_MONTHS } from './scales.ts';
import { EMPRESA_TRANSPORTES } from './frota.ts';

/**
 * Weekly settlement sheets per vehicle with their fuel records. Litres derive from the sheet's km and an actual
 * average around the model's expected one, so "Média de Combustíveis" (km / litres) is consistent with the records.
 * The weeks are counted back from `today`: each vehicle's last sheet is dated today and its last diesel record too,
 * so the screens that open on "this month" (1418 by sheet, 1519 by record) have data on the month's first day as
 * on its last (weeks counted forward from the history's start left a month's first 1–6 days without any sheet).
 */
export async function seedCombustivel(ctx: SeedContext): Promise<void> {
  const e = EMPRESA_TRANSPORTES;
  const start = monthStart(ctx.today, HISTORY_MONTHS);
  const weeks = Math.floor((daysBetween(start, ctx.today) - 6) / 7) + 1;
  const baseF = (await ctx.nextId('fichas_acerto')) - 1;
  const baseA = (await ctx.nextId('abastecimentos')) - 1;
  await ctx.db.run(`
    CREATE OR REPLACE TEMP TABLE pk_posto AS
      SELECT (row_number() OVER (ORDER BY id) - 1)::INTEGER AS idx, id, 5.55 + rnd(id, 'preco') * 0.7 AS base FROM fornecedores
      WHERE empresa_id = ${e} AND posto_combustivel = 'S';
    CREATE OR REPLACE TEMP TABLE pk_mot AS
      SELECT (row_number() OVER (ORDER BY id) - 1)::INTEGER AS idx, id FROM motoristas WHERE empresa_id = ${e};

`);
  const k = (await ctx.db.one<{ m: number; p: number }>('SELECT (SELECT count(*) FROM pk_mot)::INTEGER m, (SELECT count(*) FROM pk_posto)::INTEGER p'))!;
  await ctx.db.run(`
    CREATE OR REPLACE TEMP TABLE tmp_fa AS
    WITH w AS (
      SELECT v.id AS veiculo_id, v.motorista_id, v.media_diesel_esperada AS esperada, v.tipo_veiculo, s.w,
        (CASE WHEN v.tipo_veiculo = 'T' THEN 1500 + rnd(v.id * 1000 + s.w, 'fak') * 3000 ELSE 700 + rnd(v.id * 1000 + s.w, 'fak') * 1800 END)::INTEGER AS km,
        v.id * 1000 + s.w AS k
      FROM veiculos v, (SELECT range::INTEGER AS w FROM range(${weeks})) s
      WHERE v.empresa_id = ${e} AND v.tipo_veiculo <> 'R'
    )
    SELECT ${baseF} + row_number() OVER (ORDER BY w, veiculo_id) AS id, w.*,
      DATE '${ctx.today}' - (${weeks - 1} - w) * 7 AS data_emissao,
      (50000 + hash(veiculo_id, 'odo') % 400000 + sum(km) OVER (PARTITION BY veiculo_id ORDER BY w) - km)::DECIMAL(15,1) AS km_inicial,
      CASE WHEN rnd(k, 'famot') < 0.15 THEN NULL ELSE motorista_id END AS mot_fixo,
      esperada * (0.85 + rnd(k, 'famed') * 0.25) AS media_real, rint(k, 'fand', 3, 6) AS nd
    FROM w;

    INSERT INTO fichas_acerto
    SELECT f.id, ${e}, 1000 + f.id - ${baseF}, f.veiculo_id, coalesce(f.mot_fixo, m.id), f.data_emissao, f.km_inicial, f.km_inicial + f.km
    FROM tmp_fa f JOIN pk_mot m ON m.idx = rint(f.k, 'famo', 0, ${k.m - 1}) ORDER BY f.id;

    INSERT INTO abastecimentos
    WITH d AS (
      SELECT f.*, fa.motorista_id AS mot, r.d, round(f.km / f.media_real, 3) AS litros FROM tmp_fa f
      JOIN fichas_acerto fa ON fa.id = f.id
      JOIN (SELECT range::INTEGER AS d FROM range(1, 8)) r(d) ON r.d <= f.nd + 1
    ), x AS (
      SELECT d.*, d.d > d.nd AS arla,
        (CASE WHEN d.d > d.nd THEN round(litros * 0.05, 3)
              WHEN d.d < d.nd THEN round(litros / nd, 3) ELSE litros - (nd - 1) * round(litros / nd, 3) END)::DECIMAL(15,3) AS qtd,
        p.id AS posto_id, p.base
      FROM d JOIN pk_posto p ON p.idx = rint(d.k * 10 + d.d, 'fap', 0, ${k.p - 1})
      WHERE d.d <= d.nd OR rnd(d.k, 'faarla') < 0.7
    ), y AS (
      SELECT x.*, round(CASE WHEN arla THEN 3.4 + rnd(k * 10 + d, 'fapa') * 0.8
                              ELSE base + w * 0.004 + (rnd(k * 10 + d, 'fapd') - 0.5) * 0.1 END, 3)::DECIMAL(15,3) AS preco
      FROM x
    )
    SELECT ${baseA} + row_number() OVER (ORDER BY id, d)::INTEGER, ${e}, id, veiculo_id, mot, posto_id,
      least(data_emissao - 6 + round((least(d, nd) - 1) * 6.0 / (nd - 1))::INTEGER, hoje()),
      CASE WHEN arla THEN 'ARLA' ELSE 'DIESEL' END, qtd::DECIMAL(15,3), preco, money(qtd * preco),
      (km_inicial + round(km * least(d, nd)::DOUBLE / nd, 1))::DECIMAL(15,1)
    FROM y ORDER BY id, d;
    DROP TABLE tmp_fa;`);
}

/** Current position of each tractor/truck, by the vehicle's current order (see seedOrdens). */
export async function seedPosicoes(ctx: SeedContext): Promise<void> {
  const e = EMPRESA_TRANSPORTES;
  await ctx.db.run(`
    INSERT INTO posicoes_veiculos
    WITH v AS (
      SELECT (row_number() OVER (ORDER BY id) - 1)::INTEGER AS idx, * FROM veiculos WHERE empresa_id = ${e} AND tipo_veiculo <> 'R'
    ), a AS (
      SELECT v.id AS veiculo_id, v.idx, v.idx % 5 AS estado, o.id AS oc_id, o.situacao, o.data_emissao, o.data_programada_entrega,
        mo.latitude olat, mo.longitude olon, md.latitude dlat, md.longitude dlon, md.nome || ' - ' || md.uf AS dest, mo.nome || ' - ' || mo.uf AS orig,
        fm.latitude flat, fm.longitude flon, fm.nome || ' - ' || fm.uf AS fil
      FROM v LEFT JOIN ordens_carregamento o ON o.veiculo_id = v.id AND o.situacao IN ('Em andamento', 'Programada')
      LEFT JOIN municipios mo ON mo.id = o.municipio_origem_id LEFT JOIN municipios md ON md.id = o.municipio_destino_id
      JOIN filiais f ON f.id = v.filial_id JOIN municipios fm ON fm.id = f.municipio_id
    ), p AS (
      SELECT a.*,
        CASE WHEN situacao = 'Em andamento'
             THEN least(0.9, (epoch(agora()) - epoch(data_emissao)) / greatest(1, epoch(data_programada_entrega) - epoch(data_emissao)))
             ELSE 0 END AS frac
      FROM a
    )
    SELECT veiculo_id, ${e},
      CASE WHEN idx % 12 = 9 THEN NULL WHEN oc_id IS NOT NULL THEN round(olat + (dlat - olat) * frac, 6)
           ELSE round(flat + (rnd(veiculo_id, 'pla') - 0.5) * 0.6, 6) END,
      CASE WHEN idx % 12 = 9 THEN NULL WHEN oc_id IS NOT NULL THEN round(olon + (dlon - olon) * frac, 6)
           ELSE round(flon + (rnd(veiculo_id, 'plo') - 0.5) * 0.6, 6) END,
      CASE WHEN idx % 12 = 9 THEN NULL ELSE agora() - INTERVAL (rint(veiculo_id, 'pmin', 1, 40)) MINUTE END,
      CASE WHEN idx % 12 = 9 THEN NULL WHEN oc_id IS NULL THEN 'Próximo a ' || fil WHEN frac > 0.5 THEN 'Próximo a ' || dest ELSE 'Próximo a ' || orig END,
      CASE WHEN situacao = 'Programada' THEN 'Programado e Não Iniciado'
           WHEN situacao = 'Em andamento' AND data_programada_entrega < agora() THEN 'Atrasado'
           WHEN situacao = 'Em andamento' THEN 'Dentro do Prazo'
           WHEN estado = 3 THEN 'Andando sem Operação' ELSE 'Ocioso' END,
      CASE WHEN situacao = 'Programada' THEN 3
           WHEN situacao = 'Em andamento' THEN CASE WHEN rnd(veiculo_id, 'psr') < 0.3 THEN 0 ELSE 1 END
           WHEN estado = 3 THEN 2 ELSE 4 END,
      oc_id,
      CASE WHEN oc_id IS NOT NULL THEN agora() - INTERVAL (rint(veiculo_id, 'pop', 5, 90)) MINUTE
           ELSE agora() - INTERVAL (rint(veiculo_id, 'pop2', 120, 4000)) MINUTE END
    FROM p ORDER BY veiculo_id;`);
}
