import { fotoComprovanteIdSql } from './fotosComprovantes.ts';
import { daysBetween, monthStart, type SeedContext } from './context.ts';
import { mercosulPlate, randomCpf } from './documents.ts';
import { HISTORY_MONTHS } from './scales.ts';
import { ufCodeSql } from './sqlMacros.ts';
import { createHash } from 'node:crypto';

/** The module-2 company: a carrier with fleet, loading orders, CT-es, trips and public tracking. */
export const EMPRESA_TRANSPORTES = 2;

const CAVALOS = [
  ['Scania', 'R 450 6x2'], ['Volvo', 'FH 540 6x4'], ['Mercedes-Benz', 'Actros 2651'], ['DAF', 'XF 530 6x2'], ['Iveco', 'S-Way 480'],
] as const;
const TRUCKS = [['Volkswagen', 'Constellation 24.280'], ['Mercedes-Benz', 'Atego 2430'], ['Volkswagen', 'Delivery 11.180'], ['Ford', 'Cargo 1719']] as const;
const REBOQUES = [['Randon', 'SR Graneleiro 3 eixos'], ['Librelato', 'Sider 3 eixos'], ['Facchini', 'Baú frigorífico'], ['Guerra', 'Carga seca'], ['Noma', 'Bitrem graneleiro']] as const;

/** Drivers, vehicles and the carrier's public tracking identity (JS + appender: a few hundred rows). */
export async function seedFrotaCadastros(ctx: SeedContext): Promise<void> {
  const e = EMPRESA_TRANSPORTES;
  const f = ctx.faker('frota', e);
  const rng = ctx.rng('frota', e);
  const mun = await ctx.db.all<{ id: number }>('SELECT id FROM municipios ORDER BY id');
  let id = await ctx.nextId('motoristas');
  const motoristas = Array.from({ length: ctx.s.motoristas }, (_, i) => ({
    id: id + i, empresa_id: e, nome: f.person.fullName(), cpf: randomCpf(rng), cnh: rng.digits(11), categoria_cnh: rng.pick(['E', 'E', 'D', 'C']),
    validade_cnh: `${2026 + rng.int(0, 4)}-${String(rng.int(1, 12)).padStart(2, '0')}-15`, telefone: f.phone.number(),
    municipio_id: rng.pick(mun).id, data_admissao: `${2015 + rng.int(0, 9)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`,
  }));
  await ctx.bulk('motoristas', motoristas);
  const gestores = await ctx.db.all<{ id: number }>(`SELECT id FROM usuarios_erp WHERE empresa_id = ${e} AND gestor_frota = 'S' ORDER BY id`);
  const filiais = await ctx.db.all<{ id: number }>(`SELECT id FROM filiais WHERE empresa_id = ${e} ORDER BY id`);
  const plates = new Set<string>();
  const plate = () => { for (;;) { const p = mercosulPlate(rng); if (!plates.has(p)) { plates.add(p); return p; } } };
  id = await ctx.nextId('veiculos');
  const veiculos: Record<string, unknown>[] = [];
  for (let i = 0; i < ctx.s.veiculos; i++) {
    const cavalo = i % 10 < 7;
    const [marca, modelo] = cavalo ? rng.pick(CAVALOS) : rng.pick(TRUCKS);
    const ano = 2012 + rng.int(0, 12);
    veiculos.push({
      id: id + i, empresa_id: e, placa: plate(), marca, modelo, ano_fabricacao: ano, ano_modelo: ano + rng.int(0, 1), renavam: rng.digits(11),
      tipo_veiculo: cavalo ? 'T' : 'O', tipo_rodado_id: cavalo ? rng.pick([3, 4, 5]) : rng.pick([1, 2]),
      tipo_carroceria_id: cavalo ? null : rng.int(1, 7), proprio: i % 4 === 3 ? 'N' : 'S',
      capacidade_carga: cavalo ? rng.int(27, 37) * 1000 : rng.pick([8000, 14000]),
      media_diesel_esperada: cavalo ? rng.num(2.3, 2.8, 3) : rng.num(3.5, 5.2, 3),
      gestor_id: gestores[i % gestores.length]!.id, motorista_id: motoristas[i % motoristas.length]!.id, filial_id: filiais[i % filiais.length]!.id,
    });
  }
  const nReboques = Math.round(ctx.s.veiculos * 0.7);
  for (let i = 0; i < nReboques; i++) {
    const [marca, modelo] = rng.pick(REBOQUES);
    const ano = 2010 + rng.int(0, 14);
    veiculos.push({
      id: id + ctx.s.veiculos + i, empresa_id: e, placa: plate(), marca, modelo, ano_fabricacao: ano, ano_modelo: ano, renavam: rng.digits(11),
      tipo_veiculo: 'R', tipo_rodado_id: rng.pick([6, 7]), tipo_carroceria_id: rng.int(1, 7), proprio: 'S', capacidade_carga: rng.int(25, 35) * 1000,
      media_diesel_esperada: 0, gestor_id: gestores[i % gestores.length]!.id, motorista_id: null, filial_id: filiais[i % filiais.length]!.id,
    });
  }
  await ctx.bulk('veiculos', veiculos);
  const emp = (await ctx.db.one<{ razao_social: string; nome_fantasia: string; cnpj: string }>(`SELECT * FROM empresas WHERE id = ${e}`))!;
  await ctx.bulk('transportadoras', [{
    id: 1, empresa_id: e, razao_social: emp.razao_social, nome_fantasia: emp.nome_fantasia, cnpj: emp.cnpj,
    hash: createHash('sha256').update(`mirante-transportadora:${e}`).digest('hex').slice(0, 24),
  }]);
}

const haversine = (a: string, b: string) => `(6371 * 2 * asin(sqrt(pow(sin(radians(${b}.latitude - ${a}.latitude) / 2), 2)
  + cos(radians(${a}.latitude)) * cos(radians(${b}.latitude)) * pow(sin(radians(${b}.longitude - ${a}.longitude) / 2), 2))))`;

/**
 * Loading orders (24 months of finished history plus one current order for 3 of every 5 vehicles: late, on time,
 * scheduled), their CT-es, trips of the last 45 days with deliveries, transported NF-es, proofs and occurrences.
 */
export async function seedOrdens(ctx: SeedContext): Promise<void> {
  const e = EMPRESA_TRANSPORTES;
  const start = monthStart(ctx.today, HISTORY_MONTHS);
  const days = daysBetween(start, ctx.today) + 1;
  const nv = ctx.s.veiculos;
  const nHist = Math.round((nv * days * ctx.s.ordensSemanaVeiculo) / 7);
  const { db } = ctx;
  await db.run(`
    CREATE OR REPLACE TEMP TABLE pk_vei AS
      SELECT (row_number() OVER (ORDER BY id) - 1)::INTEGER AS idx, * FROM veiculos WHERE empresa_id = ${e} AND tipo_veiculo <> 'R';
    CREATE OR REPLACE TEMP TABLE pk_reb AS
      SELECT (row_number() OVER (ORDER BY id) - 1)::INTEGER AS idx, id FROM veiculos WHERE empresa_id = ${e} AND tipo_veiculo = 'R';
    CREATE OR REPLACE TEMP TABLE pk_mun AS SELECT (row_number() OVER (ORDER BY CASE WHEN uf IN ('SC', 'PR', 'RS') THEN 0 ELSE 1 END, id) - 1)::INTEGER AS idx, * FROM municipios;
    CREATE OR REPLACE TEMP TABLE pk_cpj AS
      SELECT (row_number() OVER (ORDER BY id) - 1)::INTEGER AS idx, id, cpf_cnpj, municipio_id FROM clientes WHERE empresa_id = ${e} AND tipo_pessoa = 'J';
    CREATE OR REPLACE TEMP TABLE pk_fil2 AS
      SELECT (row_number() OVER (ORDER BY f.id) - 1)::INTEGER AS idx, f.id, f.cnpj, ${ufCodeSql('m.uf')} AS uf FROM filiais f JOIN municipios m ON m.id = f.municipio_id WHERE empresa_id = ${e};`);
  const c = (await db.one<{ m: number; s: number; cl: number; r: number; f: number }>(`SELECT (SELECT count(*) FROM pk_mun)::INTEGER m,
    (SELECT count(*) FROM pk_mun WHERE uf IN ('SC','PR','RS'))::INTEGER s, (SELECT count(*) FROM pk_cpj)::INTEGER cl,
    (SELECT count(*) FROM pk_reb)::INTEGER r, (SELECT count(*) FROM pk_fil2)::INTEGER f`))!;
  const base = (await ctx.nextId('ordens_carregamento')) - 1;
  await db.run(`
    CREATE OR REPLACE TEMP TABLE tmp_oc AS
    WITH h AS (
      -- history: finished orders up to 3 days ago
      SELECT i AS k, i % ${nv} AS vidx, (DATE '${start}' + floor(rnd(i, 'ocd') * ${days - 3})::INTEGER)
        + INTERVAL (rint(i, 'och', 5, 15)) HOUR AS emissao, NULL::INTEGER AS estado, rnd(i, 'ocv') < 0.15 AS vazio
      FROM range(${nHist}) t(i)
      UNION ALL
      -- current order per vehicle by vehicle index: 0 late, 1 on time, 2 scheduled; 3 and 4 have none (moving / idle)
      SELECT 10000000 + v, v, NULL, v % 5, false FROM range(${nv}) t(v) WHERE v % 5 < 3
    ), o AS (
      SELECT h.*, CASE WHEN rnd(k, 'oco') < 0.65 THEN rint(k, 'ocom', 0, ${c.s - 1}) ELSE rint(k, 'ocom2', 0, ${c.m - 1}) END AS oidx,
        rint(k, 'ocdm', 1, ${c.m - 1}) AS salto
      FROM h
    ), g AS (
      SELECT o.*, mo.id AS mo_id, md.id AS md_id, round(${haversine('mo', 'md')} * 1.3 + 5, 1)::DECIMAL(15,1) AS km
      FROM o JOIN pk_mun mo ON mo.idx = o.oidx
      JOIN pk_mun md ON md.idx = CASE WHEN o.vazio THEN (o.oidx + 1 + o.salto % 5) % ${c.s} ELSE (o.oidx + o.salto) % ${c.m} END
    ), t AS (
      SELECT g.*, km / 55 + 4 AS horas FROM g
    )
    SELECT t.*, v.id AS veiculo_id, v.motorista_id, v.capacidade_carga, v.proprio, v.filial_id,
      CASE WHEN estado = 0 THEN agora() - INTERVAL (round(horas * 1.3 + 20)::INTEGER) HOUR
           WHEN estado = 1 THEN agora() - INTERVAL (round(horas * 0.4)::INTEGER) HOUR
           WHEN estado = 2 THEN agora() - INTERVAL 2 HOUR ELSE t.emissao END AS data_emissao,
      CASE estado WHEN 0 THEN 'Em andamento' WHEN 1 THEN 'Em andamento' WHEN 2 THEN 'Programada' ELSE 'Finalizada' END AS situacao
    FROM t JOIN pk_vei v ON v.idx = t.vidx;

    CREATE OR REPLACE TEMP TABLE tmp_oc2 AS
    SELECT ${base} + row_number() OVER (ORDER BY data_emissao, k) AS id, 5000 + row_number() OVER (ORDER BY data_emissao, k) AS nro_ordem, *,
      CASE WHEN vazio THEN 0 ELSE round(capacidade_carga * (0.55 + rnd(k, 'ocp') * 0.45), 0) END::DECIMAL(15,3) AS peso
    FROM tmp_oc;

    CREATE OR REPLACE TEMP TABLE tmp_ct AS
    WITH n AS (
      SELECT o.*, rint(k, 'ctn', 1, 3) AS ncte FROM tmp_oc2 o WHERE NOT vazio
    ), x AS (
      SELECT n.*, j FROM n JOIN (SELECT range::INTEGER AS j FROM range(1, 4)) r(j) ON r.j <= n.ncte
      UNION ALL
      -- re-deliveries: an extra CT-e on 3 % of finished orders
      SELECT n.*, 4 FROM n WHERE situacao = 'Finalizada' AND rnd(k, 'ctr') < 0.03
    )
    SELECT id * 4 + j - 1 AS cte_key, id AS oc_id, j, CASE WHEN j = 4 THEN 'R' ELSE 'N' END AS tipo_cte, data_emissao::DATE AS data_emissao,
      filial_id, km, ncte,
      CASE WHEN j = 4 THEN round(peso * 0.2, 3) WHEN j < ncte THEN floor(peso / ncte) ELSE peso - (ncte - 1) * floor(peso / ncte) END::DECIMAL(15,3) AS peso_bruto,
      money(CASE WHEN j = 4 THEN 0.3 ELSE 1.0 / ncte END * km * (2.8 + rnd(id, 'ctt') * 1.4) * (0.6 + peso / capacidade_carga * 0.4)) AS valor_frete,
      money(CASE WHEN j = 4 THEN 0 ELSE km * 0.09 / ncte END) AS valor_pedagio,
      rint(id * 4 + j, 'ctdest', 0, ${c.cl - 1}) AS dest_idx
    FROM x;

    INSERT INTO ordens_carregamento
    SELECT o.id, ${e}, o.filial_id, o.nro_ordem, o.data_emissao, CASE WHEN o.vazio THEN 'V' ELSE 'N' END, o.veiculo_id,
      CASE WHEN rnd(o.k, 'ocrb') < 0.8 THEN rb.id END, o.motorista_id, ex.id, re.id, o.mo_id, o.md_id, o.km, o.peso,
      coalesce(t.total, 0), CASE WHEN o.proprio = 'N' THEN money(coalesce(t.total, 0) * (0.7 + rnd(o.k, 'ocft') * 0.15)) ELSE 0 END,
      o.data_emissao + INTERVAL (round(o.horas * 1.3 + 12)::INTEGER) HOUR,
      CASE WHEN NOT o.vazio THEN o.data_emissao + INTERVAL (round(o.horas * 0.7 + 6)::INTEGER) HOUR END,
      CASE WHEN o.situacao = 'Finalizada' THEN o.data_emissao + INTERVAL (round(o.horas * (0.9 + rnd(o.k, 'ocfz') * 0.6))::INTEGER) HOUR END,
      o.situacao,
      CASE WHEN o.estado = 0 THEN rint(o.k, 'ocj', 1, 6) END
    FROM tmp_oc2 o
    LEFT JOIN (SELECT oc_id, sum(valor_frete + valor_pedagio) AS total FROM tmp_ct GROUP BY ALL) t ON t.oc_id = o.id
    JOIN pk_reb rb ON rb.idx = rint(o.k, 'ocrbi', 0, ${Math.max(0, c.r - 1)})
    JOIN pk_cpj ex ON ex.idx = floor(${c.cl} * pow(rnd(o.k, 'ocex'), 2))::INTEGER
    JOIN pk_cpj re ON re.idx = rint(o.k, 'ocre', 0, ${c.cl - 1})
    ORDER BY o.id;`);
  await seedViagens(ctx, c.cl);
}

/** Trips (last 45 days and current), deliveries, CT-es, NF-es, proofs, occurrences. */
async function seedViagens(ctx: SeedContext, nCli: number) {
  const e = EMPRESA_TRANSPORTES;
  const { db } = ctx;
  // People who sign the proofs (valid CPFs from faker names).
  const f = ctx.faker('recebedores', e);
  const rng = ctx.rng('recebedores', e);
  await db.run('CREATE OR REPLACE TEMP TABLE pessoas (idx INTEGER, nome VARCHAR, cpf VARCHAR)');
  await ctx.bulk('pessoas', Array.from({ length: 200 }, (_, i) => ({ idx: i, nome: f.person.fullName(), cpf: randomCpf(rng) })));
  const baseV = (await ctx.nextId('viagens')) - 1;
  const baseC = (await ctx.nextId('ctes')) - 1;
  const baseN = (await ctx.nextId('nfes_transportadas')) - 1;
  await db.run(`
    CREATE OR REPLACE TEMP TABLE tmp_vg AS
    SELECT ${baseV} + row_number() OVER (ORDER BY o.id) AS viagem_id, o.*, md.latitude AS dlat, md.longitude AS dlon,
      o.data_emissao + INTERVAL 2 HOUR AS carregado,
      CASE WHEN o.situacao = 'Finalizada' THEN 1.0
           ELSE least(0.9, (epoch(agora()) - epoch(o.data_emissao)) / greatest(1, epoch(o.data_programada_entrega) - epoch(o.data_emissao))) END AS frac,
      mo.latitude AS olat, mo.longitude AS olon
    FROM ordens_carregamento o JOIN municipios mo ON mo.id = o.municipio_origem_id JOIN municipios md ON md.id = o.municipio_destino_id
    WHERE o.empresa_id = ${e} AND o.tipo_ordem = 'N' AND o.situacao IN ('Em andamento', 'Finalizada') AND o.data_emissao >= agora() - INTERVAL 45 DAY;

    INSERT INTO viagens
    SELECT viagem_id, ${e}, filial_id, id, veiculo_id, motorista_id, expedidor_id,
      CASE WHEN situacao = 'Finalizada' THEN 'FINISHED' ELSE 'IN_PROGRESS' END, carregado, data_finalizacao,
      ['3.4.0', '3.4.0', '3.3.2', '3.2.0', NULL][rint(viagem_id, 'vgapp', 1, 5)], peso_bruto,
      coalesce(data_finalizacao, agora() - INTERVAL (rint(viagem_id, 'vgl', 5, 50)) MINUTE),
      round(olat + (dlat - olat) * frac, 6), round(olon + (dlon - olon) * frac, 6)
    FROM tmp_vg ORDER BY viagem_id;

    CREATE OR REPLACE TEMP TABLE tmp_ct2 AS
    SELECT ${baseC} + row_number() OVER (ORDER BY c.data_emissao, c.cte_key) AS id, c.*, o.expedidor_id, o.recebedor_id,
      o.municipio_origem_id, o.municipio_destino_id
    FROM tmp_ct c JOIN ordens_carregamento o ON o.id = c.oc_id;

    -- one delivery per normal CT-e of a tracked trip (same id as the CT-e)
    CREATE OR REPLACE TEMP TABLE tmp_en AS
    SELECT c.id, v.viagem_id, c.j AS sequencia, v.expedidor_id,
      CASE WHEN c.j = 1 THEN v.recebedor_id ELSE d.id END AS recebedor_id,
      CASE WHEN rnd(c.id, 'entc') < 0.3 THEN 'CTE' ELSE 'NFE' END AS tipo_comprovacao,
      CASE WHEN v.situacao = 'Finalizada'
             THEN v.carregado + INTERVAL (round((epoch(v.data_finalizacao) - epoch(v.carregado)) * c.j / c.ncte)::BIGINT) SECOND
           WHEN c.j::DOUBLE / c.ncte <= v.frac
             THEN v.data_emissao + INTERVAL (round((epoch(v.data_programada_entrega) - epoch(v.data_emissao)) * c.j / c.ncte)::BIGINT) SECOND END AS data_entrega,
      v.dlat, v.dlon, v.carregado, v.data_emissao AS oc_emissao
    FROM tmp_ct2 c JOIN tmp_vg v ON v.id = c.oc_id JOIN pk_cpj d ON d.idx = c.dest_idx
    WHERE c.tipo_cte = 'N';

    INSERT INTO entregas SELECT id, ${e}, viagem_id, sequencia, recebedor_id, expedidor_id, tipo_comprovacao, data_entrega FROM tmp_en ORDER BY id;

    CREATE OR REPLACE TEMP TABLE tmp_nf AS
    SELECT ${baseN} + row_number() OVER (ORDER BY c.id, m) AS id, c.id AS cte_id, n.id AS entrega_id, m, c.expedidor_id AS remetente_id,
      n.recebedor_id AS destinatario_id, n.tipo_comprovacao, n.data_entrega, c.data_emissao AS cte_data, c.peso_bruto AS cte_peso, nn,
      CASE WHEN m < nn THEN floor(c.peso_bruto / nn) ELSE c.peso_bruto - (nn - 1) * floor(c.peso_bruto / nn) END::DECIMAL(15,3) AS peso_bruto
    FROM (SELECT *, rint(id, 'nfn', 1, 3) AS nn FROM tmp_ct2) c JOIN tmp_en n ON n.id = c.id
    JOIN (SELECT range::INTEGER AS m FROM range(1, 4)) r(m) ON r.m <= c.nn;

    -- planned proofs: delivered documents get 1 photo (20 %: a rejected one, then a second); latest decides the status
    CREATE OR REPLACE TEMP TABLE tmp_pv AS
    WITH docs AS (
      SELECT 'NFE' AS tipo, id AS doc_id, data_entrega, entrega_id FROM tmp_nf WHERE tipo_comprovacao = 'NFE' AND data_entrega IS NOT NULL
      UNION ALL
      SELECT 'CTE', id, data_entrega, id FROM tmp_en WHERE tipo_comprovacao = 'CTE' AND data_entrega IS NOT NULL
    ), n AS (
      SELECT docs.*, CASE WHEN rnd(hash(tipo, doc_id), 'pvn') < 0.2 THEN 2 ELSE 1 END AS np FROM docs
    )
    SELECT n.*, q,
      CASE WHEN q < np THEN 'REPROVADO'
           WHEN rnd(hash(tipo, doc_id), 'pva') < 0.85 THEN 'APROVADO'
           WHEN rnd(hash(tipo, doc_id), 'pva') < 0.95 THEN 'EM_ANALISE' ELSE 'REPROVADO' END AS analise,
      CASE WHEN rnd(hash(tipo, doc_id), 'pvav') < 0.9 THEN 'SEM_AVARIAS' WHEN rnd(hash(tipo, doc_id), 'pvav') < 0.97 THEN 'AVARIAS_PARCIAL'
           ELSE 'AVARIAS_TOTAL' END AS avarias
    FROM n JOIN (SELECT range::INTEGER AS q FROM range(1, 3)) r(q) ON r.q <= n.np;

    CREATE OR REPLACE TEMP TABLE tmp_st AS
    SELECT tipo, doc_id, CASE analise WHEN 'APROVADO' THEN 'COMPROVADO' WHEN 'EM_ANALISE' THEN 'EM_ANALISE' ELSE 'COMPROVADO_ERRO' END AS status,
      avarias
    FROM tmp_pv WHERE q = np;

    CREATE OR REPLACE TEMP TABLE tmp_nfst AS
    SELECT n.id, coalesce(sn.status, CASE WHEN n.tipo_comprovacao = 'CTE' THEN sc.status END, 'PENDENTE') AS status,
      coalesce(sn.avarias, CASE WHEN n.tipo_comprovacao = 'CTE' THEN sc.avarias END) AS avarias
    FROM tmp_nf n LEFT JOIN tmp_st sn ON sn.tipo = 'NFE' AND sn.doc_id = n.id LEFT JOIN tmp_st sc ON sc.tipo = 'CTE' AND sc.doc_id = n.cte_id;

    INSERT INTO ctes
    SELECT * FROM (
    SELECT c.id, ${e}, c.filial_id, c.oc_id, en.id,
      CASE WHEN rnd(c.id, 'cttom') < 0.8 THEN c.expedidor_id ELSE c.recebedor_id END, c.expedidor_id,
      coalesce(en.recebedor_id, c.recebedor_id),
      (c.id - ${baseC} + 20000)::INTEGER, '1',
      chave_acesso(f.uf, c.data_emissao, f.cnpj, '57', 1, c.id - ${baseC} + 20000, hash(c.id, 'ctcnf') % 100000000) AS chave_acesso,
      c.data_emissao, c.tipo_cte, c.peso_bruto, c.valor_frete, c.valor_pedagio, money((c.valor_frete + c.valor_pedagio) * 0.12),
      c.valor_frete + c.valor_pedagio,
      CASE WHEN en.id IS NULL THEN CASE WHEN o.situacao = 'Finalizada' THEN 'COMPROVADO' ELSE 'PENDENTE' END
           WHEN en.tipo_comprovacao = 'CTE' THEN coalesce(sc.status, 'PENDENTE')
           WHEN nf.ok = nf.total THEN 'COMPROVADO' WHEN nf.ok > 0 THEN 'PARCIAL'
           WHEN nf.analise > 0 THEN 'EM_ANALISE' WHEN nf.erro > 0 THEN 'COMPROVADO_ERRO' ELSE 'PENDENTE' END
    FROM tmp_ct2 c
    JOIN ordens_carregamento o ON o.id = c.oc_id
    JOIN pk_fil2 f ON f.id = c.filial_id
    LEFT JOIN tmp_en en ON en.id = c.id
    LEFT JOIN tmp_st sc ON sc.tipo = 'CTE' AND sc.doc_id = c.id
    LEFT JOIN (SELECT n.cte_id, count(*) total, count(*) FILTER (WHERE s.status = 'COMPROVADO') ok,
                 count(*) FILTER (WHERE s.status = 'EM_ANALISE') analise, count(*) FILTER (WHERE s.status = 'COMPROVADO_ERRO') erro
               FROM tmp_nf n JOIN tmp_nfst s ON s.id = n.id GROUP BY ALL) nf ON nf.cte_id = c.id
    ORDER BY c.id);

    INSERT INTO nfes_transportadas
    SELECT * FROM (
    SELECT n.id, ${e}, n.cte_id, n.entrega_id, n.remetente_id, n.destinatario_id, nro, ((hash(n.id, 'nfse') % 3) + 1)::VARCHAR,
      'PV-' || (100000 + hash(n.id, 'nfped') % 900000)::VARCHAR,
      chave_acesso(${ufCodeSql('m.uf')}, n.cte_data - rint(n.id, 'nfdd', 0, 2), r.cpf_cnpj, '55', (hash(n.id, 'nfse') % 3) + 1, nro, hash(n.id, 'nfcnf') % 100000000) AS chave_acesso,
      n.cte_data - rint(n.id, 'nfdd', 0, 2), n.peso_bruto, money(n.peso_bruto * (8 + rnd(n.id, 'nfv') * 32)), s.status,
      substr(md5('mirante-nfe:' || n.id), 1, 24)
    FROM (SELECT *, (10000 + hash(id, 'nfnum') % 890000)::INTEGER AS nro FROM tmp_nf) n
    JOIN tmp_nfst s ON s.id = n.id
    JOIN clientes r ON r.id = n.remetente_id JOIN municipios m ON m.id = r.municipio_id
    ORDER BY n.id);

    INSERT INTO comprovantes
    SELECT row_number() OVER (ORDER BY p.tipo, p.doc_id, p.q)::INTEGER + ${await ctx.nextId('comprovantes') - 1}, ${e},
      CASE WHEN p.tipo = 'CTE' THEN p.doc_id END, CASE WHEN p.tipo = 'NFE' THEN p.doc_id END,
      'comprovante_' || lower(p.tipo) || '_' || p.doc_id || '_' || p.q || '.jpg',
      p.data_entrega + INTERVAL (p.q * 7) MINUTE,
      CASE WHEN rnd(hash(p.tipo, p.doc_id), 'pvloc') >= 0.1 THEN round(en.dlat + (rnd(hash(p.tipo, p.doc_id), 'pvla') - 0.5) * 0.02, 6) END,
      CASE WHEN rnd(hash(p.tipo, p.doc_id), 'pvloc') >= 0.1 THEN round(en.dlon + (rnd(hash(p.tipo, p.doc_id), 'pvlo') - 0.5) * 0.02, 6) END,
      p.avarias, pe.cpf, pe.nome,
      CASE WHEN p.analise = 'REPROVADO' THEN 'Foto ilegível, canhoto sem assinatura'
           WHEN p.avarias <> 'SEM_AVARIAS' THEN 'Recebido com ressalva: embalagens danificadas' END,
      p.analise,
      ${fotoComprovanteIdSql('p.avarias', "p.tipo, p.doc_id, p.q")}
    FROM tmp_pv p JOIN tmp_en en ON en.id = p.entrega_id
    JOIN pessoas pe ON pe.idx = rint(hash(p.tipo, p.doc_id), 'pvpe', 0, 199);

    -- tracking timeline of each NF-e from its delivery: received, collected, in transit, out for delivery, delivered
    INSERT INTO ocorrencias_rastreamento
    SELECT row_number() OVER (ORDER BY nfe_id, codigo)::INTEGER + ${await ctx.nextId('ocorrencias_rastreamento') - 1}, ${e}, nfe_id, codigo, data_hora FROM (
      SELECT n.id AS nfe_id, 1 AS codigo, en.oc_emissao + INTERVAL 1 HOUR AS data_hora FROM tmp_nf n JOIN tmp_en en ON en.id = n.entrega_id
      UNION ALL SELECT n.id, 2, en.carregado FROM tmp_nf n JOIN tmp_en en ON en.id = n.entrega_id
      UNION ALL SELECT n.id, 3, en.carregado + INTERVAL 3 HOUR FROM tmp_nf n JOIN tmp_en en ON en.id = n.entrega_id
        WHERE en.data_entrega IS NOT NULL OR en.carregado + INTERVAL 3 HOUR <= agora()
      UNION ALL SELECT n.id, 5, en.data_entrega - INTERVAL 90 MINUTE FROM tmp_nf n JOIN tmp_en en ON en.id = n.entrega_id
        WHERE en.data_entrega IS NOT NULL
      UNION ALL SELECT n.id, CASE WHEN s.avarias IS NOT NULL AND s.avarias <> 'SEM_AVARIAS' THEN 7 ELSE 6 END, en.data_entrega
        FROM tmp_nf n JOIN tmp_en en ON en.id = n.entrega_id JOIN tmp_nfst s ON s.id = n.id WHERE en.data_entrega IS NOT NULL
    ) x;
    DROP TABLE tmp_vg; DROP TABLE tmp_ct; DROP TABLE tmp_ct2; DROP TABLE tmp_en; DROP TABLE tmp_nf; DROP TABLE tmp_pv;
    DROP TABLE tmp_st; DROP TABLE tmp_nfst; DROP TABLE tmp_oc; DROP TABLE tmp_oc2;`);
  void nCli;
}
