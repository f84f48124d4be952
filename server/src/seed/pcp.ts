import { daysBetween, monthStart, type SeedContext } from './context.ts';
import { randomCpf } from './documents.ts';
import { COMPANY_WEIGHT, HISTORY_MONTHS } from './scales.ts';
import { EMPRESAS_INDUSTRIA } from './cadastros.ts';
import { PERFIL_EMPRESA } from './catalogos.ts';
import { seedOrdensHoje } from './pcpOrdensHoje.ts';

const PROCESSOS: Record<string, [string, number][]> = {
  alimentos: [['Pesagem de ingredientes', 4], ['Mistura e batimento', 9], ['Laminação', 6], ['Forneamento', 12], ['Resfriamento', 8], ['Embalagem primária', 3], ['Encaixotamento', 2]],
  metalurgica: [['Corte a laser', 40], ['Dobra CNC', 35], ['Soldagem MIG', 120], ['Usinagem', 90], ['Jateamento', 30], ['Pintura eletrostática', 45], ['Montagem', 60], ['Inspeção final', 15]],
};
const RECURSOS: Record<string, string[]> = {
  alimentos: ['Misturadora industrial 01', 'Misturadora industrial 02', 'Laminadora L-300', 'Forno túnel 01', 'Forno túnel 02', 'Túnel de resfriamento', 'Embaladora flow-pack 01', 'Embaladora flow-pack 02', 'Encaixotadora automática', 'Balança dosadora', 'Linha de massas 01', 'Linha de biscoitos 02'],
  metalurgica: ['Laser Trumpf 3030', 'Dobradeira CNC 01', 'Dobradeira CNC 02', 'Robô de solda 01', 'Célula de solda manual', 'Centro de usinagem Romi', 'Torno CNC 01', 'Cabine de jateamento', 'Cabine de pintura', 'Estufa de cura', 'Bancada de montagem 01', 'Bancada de montagem 02'],
};
/** Situation of the k-th recent OP: interleaved so even a handful of recent OPs covers every situation. */
const SITUACOES_RECENTES = ['Iniciada', 'Aberta', 'Apontada', 'Finalizada', 'Reservada', 'Requisitada', 'Iniciada', 'Cancelada', 'Aberta', 'Iniciada',
  'Apontada', 'Finalizada', 'Requisitada', 'Iniciada', 'Reservada', 'Aberta', 'Finalizada', 'Iniciada', 'Apontada', 'Finalizada'];

/**
 * Production orders of each industry company opened on the business date and already pointed (its night shift):
 * with requisitions and appointments of today, so the screens that open on "this month" (1331 by opening, 1475 and
 * 1477 by appointment) have rows on a month's first day too, at every scale (2–3 orders a day at random left company
 * 3's empty there). Never the first customer, whose orders of today are 1332's fixed case (pcpOrdensHoje.ts).
 */
export const OPS_APONTADAS_HOJE = 2;

/**
 * Production: operators, processes, resources, technical sheets (JS, small), then production orders, their processes,
 * appointments, service orders and raw-material requisitions set-based. Process quantities produced are the sums of
 * their non-cancelled appointments.
 */
export async function seedPcp(ctx: SeedContext): Promise<void> {
  for (const e of EMPRESAS_INDUSTRIA) await seedEmpresa(ctx, e);
  await seedOrdensHoje(ctx);
}

async function seedEmpresa(ctx: SeedContext, e: number) {
  const perfil = PERFIL_EMPRESA[e]!;
  const f = ctx.faker('pcp', e);
  const rng = ctx.rng('pcp', e);
  const { db } = ctx;
  let id = await ctx.nextId('operadores');
  await ctx.bulk('operadores', Array.from({ length: ctx.s.operadores }, (_, i) => ({
    id: id + i, empresa_id: e, nome: f.person.fullName(), cpf: randomCpf(rng), valor_hora: rng.num(28, 75),
  })));
  id = await ctx.nextId('processos');
  await ctx.bulk('processos', PROCESSOS[perfil]!.map(([d, t], i) => ({ id: id + i, empresa_id: e, descricao: d, tempo_padrao_unidade_seg: t })));

  // technical sheets: 2–4 raw materials per finished product
  const acabados = await db.all<{ id: number }>(`SELECT p.id FROM produtos p JOIN tipos_produto t ON t.id = p.tipo_produto_id WHERE p.empresa_id = ${e} AND t.codigo = '04' ORDER BY p.id`);
  const mps = await db.all<{ id: number; un: string }>(`SELECT p.id, p.unidade_medida un FROM produtos p JOIN tipos_produto t ON t.id = p.tipo_produto_id WHERE p.empresa_id = ${e} AND t.codigo IN ('01', '02') ORDER BY p.id`);
  id = await ctx.nextId('fichas_tecnicas');
  const fichas: Record<string, unknown>[] = [];
  for (const a of acabados) {
    const n = rng.int(2, Math.min(4, mps.length));
    const start = rng.int(0, mps.length - 1);
    for (let j = 0; j < n; j++) {
      const mp = mps[(start + j) % mps.length]!;
      fichas.push({ id: id++, empresa_id: e, produto_id: a.id, materia_prima_id: mp.id, quantidade: mp.un === 'UN' ? rng.pick([0.05, 0.1, 0.0833]) : rng.num(0.05, 2.5, 4) });
    }
  }
  await ctx.bulk('fichas_tecnicas', fichas);

  const start = monthStart(ctx.today, HISTORY_MONTHS);
  const days = daysBetween(start, ctx.today) + 1;
  const n = Math.max(40, Math.round((ctx.s.opsMes * COMPANY_WEIGHT[e]! * days) / 30.4));
  const base = (await ctx.nextId('ordens_producao')) - 1;
  const situacoes = `[${SITUACOES_RECENTES.map((s) => `'${s}'`).join(', ')}]`;
  await db.run(`
    CREATE OR REPLACE TEMP TABLE pk_acab AS
      SELECT (row_number() OVER (ORDER BY p.id) - 1)::INTEGER AS idx, p.id FROM produtos p JOIN tipos_produto t ON t.id = p.tipo_produto_id
      WHERE p.empresa_id = ${e} AND t.codigo = '04';
    CREATE OR REPLACE TEMP TABLE pk_proc AS
      SELECT (row_number() OVER (ORDER BY id) - 1)::INTEGER AS idx, id, tempo_padrao_unidade_seg AS tempo FROM processos WHERE empresa_id = ${e};
    CREATE OR REPLACE TEMP TABLE pk_oper AS
      SELECT (row_number() OVER (ORDER BY id) - 1)::INTEGER AS idx, id FROM operadores WHERE empresa_id = ${e};

    CREATE OR REPLACE TEMP TABLE pk_cli1 AS
      SELECT (row_number() OVER (ORDER BY id) - 1)::INTEGER AS idx, id FROM clientes WHERE empresa_id = ${e};`);
  const k = (await db.one<{ a: number; c: number }>('SELECT (SELECT count(*) FROM pk_acab)::INTEGER a, (SELECT count(*) FROM pk_cli1)::INTEGER c'))!;
  await db.run(`
    CREATE OR REPLACE TEMP TABLE tmp_op AS
    WITH b AS (
      SELECT i, CASE WHEN i >= ${n - OPS_APONTADAS_HOJE} THEN hoje() ELSE DATE '${start}' + floor(rnd(i, 'opd${e}') * ${days})::INTEGER END AS data_abertura
        FROM range(${n}) t(i)
    ), r AS (
      SELECT b.*, CASE WHEN data_abertura >= hoje() - 30 THEN row_number() OVER (PARTITION BY data_abertura >= hoje() - 30 ORDER BY i) END AS rk FROM b
    )
    SELECT ${base} + 1 + i AS id, i, data_abertura,
      CASE WHEN i >= ${n - OPS_APONTADAS_HOJE} THEN 'Apontada' WHEN rk IS NOT NULL THEN ${situacoes}[((rk - 1) % 20) + 1]
           WHEN rnd(i, 'ops${e}') < 0.92 THEN 'Finalizada' WHEN rnd(i, 'ops${e}') < 0.96 THEN 'Apontada' ELSE 'Cancelada' END AS situacao,
      pa.id AS produto_id, pc.id AS cliente_id,
      (CASE WHEN ${e} = 1 THEN 100 + floor(rnd(i, 'opq') * 4900) ELSE 5 + floor(rnd(i, 'opq') * 195) END)::DECIMAL(15,3) AS quantidade,
      rint(i, 'opnp', 2, 5) AS np
    FROM r JOIN pk_acab pa ON pa.idx = floor(${k.a} * pow(rnd(i, 'opp${e}'), 1.6))::INTEGER
    JOIN pk_cli1 pc ON pc.idx = CASE WHEN i >= ${n - OPS_APONTADAS_HOJE} THEN 1 + i % ${k.c - 1}
                                     ELSE floor(${k.c} * pow(rnd(i, 'opc${e}'), 2))::INTEGER END;`);
  void situacoes;
  await seedProcessos(ctx, e);
}

async function seedProcessos(ctx: SeedContext, e: number) {
  const { db } = ctx;
  const perfil = PERFIL_EMPRESA[e]!;
  const nRec = ctx.s.recursos;
  const recBase = (await ctx.nextId('recursos')) - 1;
  const oppBase = (await ctx.nextId('ordem_producao_processos')) - 1;
  const apBase = (await ctx.nextId('apontamentos')) - 1;
  const osBase = (await ctx.nextId('ordens_servico')) - 1;
  const rqBase = (await ctx.nextId('requisicoes_materiais')) - 1;
  const nomes = RECURSOS[perfil]!;
  const k = (await db.one<{ o: number; p: number }>('SELECT (SELECT count(*) FROM pk_oper)::INTEGER o, (SELECT count(*) FROM pk_proc)::INTEGER p'))!;
  const recursos = Array.from({ length: nRec }, (_, i) => `('${nomes[i % nomes.length]}${i >= nomes.length ? ` ${Math.floor(i / nomes.length) + 1}` : ''}', ${i})`).join(', ');
  await db.run(`
    INSERT INTO ordens_producao
    SELECT id, ${e}, (SELECT min(id) FROM filiais WHERE empresa_id = ${e}), cliente_id, produto_id,
      CASE WHEN rnd(id, 'opped') < 0.8 THEN 30000 + i END,
      CASE WHEN rnd(id, 'optp') < 0.85 THEN 'Normal' WHEN rnd(id, 'optp') < 0.93 THEN 'Estoque' ELSE 'Retrabalho' END,
      situacao, CASE WHEN situacao IN ('Aberta', 'Cancelada') AND rnd(id, 'opprg') < 0.6 THEN 'N' WHEN rnd(id, 'opprg') < 0.15 THEN 'N' ELSE 'S' END,
      quantidade, data_abertura, data_abertura + rint(id, 'opprev', 7, 30),
      CASE WHEN situacao = 'Finalizada' THEN least(hoje(), data_abertura + rint(id, 'opconc', 3, 28)) END
    FROM tmp_op ORDER BY id;

    -- processes: done (all appointments) for Apontada/Finalizada, first half for Iniciada, none otherwise
    CREATE OR REPLACE TEMP TABLE tmp_opp AS
    SELECT ${oppBase} + row_number() OVER (ORDER BY o.id, s) AS id, o.id AS op_id, o.situacao, s AS sequencia, o.quantidade,
      p.id AS processo_id, p.tempo, rint(o.id * 10 + s, 'opprec', 0, ${nRec - 1}) AS rec_idx,
      (o.data_abertura + (s - 1))::TIMESTAMP + INTERVAL 7 HOUR AS dt_hr_inicial,
      CASE WHEN o.situacao IN ('Apontada', 'Finalizada') THEN 2
           WHEN o.situacao = 'Iniciada' AND s < (o.np + 1) // 2 THEN 2
           WHEN o.situacao = 'Iniciada' AND s = (o.np + 1) // 2 THEN 1 ELSE 0 END AS progresso,
      rint(o.id * 10 + s, 'oppna', 1, 8) AS na
    FROM tmp_op o JOIN (SELECT range::INTEGER AS s FROM range(1, 6)) r(s) ON r.s <= o.np
    JOIN pk_proc p ON p.idx = (s - 1 + hash(o.id, 'oppoff') % 3) % ${k.p};

    -- resources now producing are on the open process of an Iniciada OP
    CREATE OR REPLACE TEMP TABLE tmp_rec AS
    WITH nomes(nome, idx) AS (VALUES ${recursos}),
    abertos AS (SELECT *, row_number() OVER (ORDER BY op_id DESC) AS rk FROM tmp_opp WHERE progresso = 1)
    SELECT ${recBase} + 1 + n.idx AS id, n.nome, n.idx,
      CASE WHEN n.idx % 5 IN (1, 3) AND a.id IS NOT NULL THEN 1 WHEN n.idx % 5 = 2 THEN 2 + n.idx % 3 ELSE 0 END AS situacao, a.id AS opp_id,
      a.op_id, a.processo_id
    FROM nomes n LEFT JOIN abertos a ON n.idx % 5 IN (1, 3) AND a.rk = (n.idx // 5) * 2 + CASE WHEN n.idx % 5 = 3 THEN 2 ELSE 1 END;
    UPDATE tmp_opp SET rec_idx = r.idx FROM tmp_rec r WHERE r.opp_id = tmp_opp.id;

    INSERT INTO recursos
    SELECT r.id, ${e}, r.nome, CASE WHEN r.idx % 7 = 6 THEN 'S' ELSE 'N' END, r.situacao,
      CASE WHEN r.idx = 2 THEN NULL ELSE agora() - INTERVAL (rint(r.id, 'recsit', 600, 30000)) SECOND END,
      r.op_id, r.processo_id,
      CASE WHEN r.situacao = 1 THEN (SELECT id FROM pk_oper WHERE idx = rint(r.id, 'recop', 0, ${k.o} - 1)) END,
      CASE WHEN r.situacao = 1 THEN agora() + INTERVAL (rint(r.id, 'recocp', 1, 20)) HOUR END
    FROM tmp_rec r ORDER BY r.id;

    -- appointments (plus 5 % cancelled extra ones)
    CREATE OR REPLACE TEMP TABLE tmp_ap AS
    WITH a AS (
      SELECT p.*, k, k > p.na AS cancelado,
        CASE WHEN p.progresso = 2 THEN p.quantidade ELSE round(p.quantidade * 0.4) END AS alvo
      FROM tmp_opp p JOIN (SELECT range::INTEGER AS k FROM range(1, 10)) r(k)
        ON r.k <= p.na + CASE WHEN rnd(p.id, 'apcanc') < 0.05 THEN 1 ELSE 0 END
      WHERE p.progresso > 0
    ), q AS (
      SELECT a.*,
        CASE WHEN cancelado THEN floor(alvo / na) WHEN k < na THEN floor(alvo / na) ELSE alvo - (na - 1) * floor(alvo / na) END AS produziu,
        a.dt_hr_inicial + INTERVAL (round((k - 1) * (quantidade / na * tempo * 1.3 + 1800))::BIGINT) SECOND AS ini
      FROM a
    )
    SELECT ${apBase} + row_number() OVER (ORDER BY id, k) AS ap_id, q.*,
      least(ini, agora() - INTERVAL 1 HOUR) AS dt_hr_inicio,
      least(ini + INTERVAL (round(produziu * tempo * (0.8 + rnd(id * 10 + k, 'aptm') * 0.5))::BIGINT + 300) SECOND, agora()) AS dt_hr_fim,
      CASE WHEN rnd(id * 10 + k, 'apperd') < 0.1 THEN round(produziu * rnd(id * 10 + k, 'apperq') * 0.05, 3) ELSE 0 END AS perdeu,
      floor(${k.o} * pow(rnd(q.op_id * 10 + k, 'apop'), 1.3))::INTEGER AS oper_idx,
      CASE WHEN rnd(id * 10 + k, 'aptp') < 0.85 THEN 1 WHEN rnd(id * 10 + k, 'aptp') < 0.93 THEN 2 WHEN rnd(id * 10 + k, 'aptp') < 0.98 THEN 3 ELSE 4 END AS tipo
    FROM q;

    INSERT INTO ordem_producao_processos
    SELECT p.id, ${e}, p.op_id, p.sequencia, p.processo_id, r.id, p.dt_hr_inicial,
      p.dt_hr_inicial + INTERVAL (round(p.quantidade * p.tempo * 1.4 + 3600)::BIGINT) SECOND, p.quantidade,
      coalesce(ap.q, 0), p.tempo,
      CASE WHEN p.progresso = 2 THEN 'S' ELSE 'N' END
    FROM tmp_opp p JOIN tmp_rec r ON r.idx = p.rec_idx
    LEFT JOIN (SELECT id, sum(produziu) AS q FROM tmp_ap WHERE NOT cancelado GROUP BY id) ap ON ap.id = p.id ORDER BY p.id;

    -- service orders on 30 % of the OPs with appointments: hours charged = hours pointed × 0.85–1.3
    CREATE OR REPLACE TEMP TABLE tmp_os AS
    SELECT ${osBase} + row_number() OVER (ORDER BY op_id) AS id, op_id,
      round(sum(epoch(dt_hr_fim) - epoch(dt_hr_inicio)) / 3600 * (0.85 + rnd(op_id, 'oshr') * 0.45), 3)::DECIMAL(15,3) AS horas
    FROM tmp_ap WHERE NOT cancelado AND rnd(op_id, 'os') < 0.3 GROUP BY op_id;

    INSERT INTO ordens_servico
    SELECT s.id, ${e}, o.cliente_id, s.op_id, o.data_abertura, 'Serviço de industrialização - OP ' || s.op_id, s.horas, vh,
      money(s.horas * vh)
    FROM (SELECT *, (90 + rnd(op_id, 'osvh') * 80)::DECIMAL(15,2) AS vh FROM tmp_os) s JOIN tmp_op o ON o.id = s.op_id ORDER BY s.id;

    INSERT INTO apontamentos
    SELECT a.ap_id, ${e}, a.id, a.op_id, a.processo_id, r.id, op.id, s.id, a.tipo, a.dt_hr_inicio, greatest(a.dt_hr_fim, a.dt_hr_inicio),
      a.produziu, a.perdeu, CASE WHEN a.cancelado THEN 'S' ELSE 'N' END,
      CASE WHEN a.progresso = 2 AND a.k = a.na AND NOT a.cancelado THEN 'S' ELSE 'N' END
    FROM tmp_ap a JOIN tmp_rec r ON r.idx = a.rec_idx JOIN pk_oper op ON op.idx = a.oper_idx LEFT JOIN tmp_os s ON s.op_id = a.op_id ORDER BY a.ap_id;

    -- requisitions from the technical sheet: 40 % exact, the rest 90–115 %; 20 % in two requisitions
    INSERT INTO requisicoes_materiais
    WITH f AS (
      SELECT o.id AS op_id, o.data_abertura, ft.materia_prima_id, ft.quantidade * o.quantidade AS previsto,
        CASE WHEN rnd(o.id * 1000 + ft.materia_prima_id, 'rqx') < 0.4 THEN 1 ELSE 0.9 + rnd(o.id * 1000 + ft.materia_prima_id, 'rqf') * 0.25 END AS fator,
        CASE WHEN rnd(o.id * 1000 + ft.materia_prima_id, 'rq2') < 0.2 THEN 2 ELSE 1 END AS nr
      FROM tmp_op o JOIN fichas_tecnicas ft ON ft.produto_id = o.produto_id
      WHERE o.situacao IN ('Requisitada', 'Iniciada', 'Apontada', 'Finalizada')
    )
    SELECT ${rqBase} + row_number() OVER (ORDER BY op_id, materia_prima_id, r), ${e}, op_id, materia_prima_id,
      least(hoje(), data_abertura + r), round(previsto * fator / nr, 3)
    FROM f JOIN (SELECT range::INTEGER AS r FROM range(1, 3)) x(r) ON x.r <= f.nr;
    DROP TABLE tmp_op; DROP TABLE tmp_opp; DROP TABLE tmp_rec; DROP TABLE tmp_ap; DROP TABLE tmp_os;`);
}
