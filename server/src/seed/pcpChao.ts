import { addDays, type SeedContext } from './context.ts';
import { EMPRESAS_INDUSTRIA } from './cadastros.ts';

/**
 * Shop floor (Painel de Recursos 01.77.1330, Gantt 01.77.1366): the resources' schedule ahead of the business
 * moment. seedPcp's processes all lie in the past (each OP's processes run from its opening day), so a resource's
 * occupation chart would be empty; this step adds, per resource, a few programmed OPs (situation 'Aberta',
 * programada 'S', opened today, one process each) scheduled back to back from 07:00 of the business date — or
 * from the end of the current work of a producing resource. A resource 'Sempre Parada' (no situation date) gets
 * none: its chart shows the empty state. Own random stream ('pcpChao'), run after every other step, so no other
 * table's rows move.
 */
export async function seedPcpChao(ctx: SeedContext): Promise<void> {
  for (const e of EMPRESAS_INDUSTRIA) await seedEmpresa(ctx, e);
  for (const e of EMPRESAS_INDUSTRIA) await seedOrdensServico(ctx, e);
}

/**
 * Finished-product appointments (01.77.1475 / 01.77.1477) compare the hours pointed with the hours charged on the
 * service orders; seedPcp gives a service order to 30 % of the OPs, so the current month often had none. Every OP with
 * appointments in the last 60 days and no service order gets one (new rows), charging 0.8–1.3 × the hours pointed
 * (differences positive and negative), and its appointments are linked to it — the only change to seedPcp's rows is
 * that link (`apontamentos.ordem_servico_id`), which no other screen shows.
 */
async function seedOrdensServico(ctx: SeedContext, e: number) {
  const base = (await ctx.nextId('ordens_servico')) - 1;
  await ctx.db.run(`
    CREATE OR REPLACE TEMP TABLE tmp_os_chao AS
    SELECT ${base} + row_number() OVER (ORDER BY ordem_producao_id) AS id, ordem_producao_id AS op_id,
      round(sum(epoch(dt_hr_fim) - epoch(dt_hr_inicio)) / 3600 * (0.8 + rnd(ordem_producao_id, 'pcpChaoOs') * 0.5), 3)::DECIMAL(15,3) AS horas,
      (90 + rnd(ordem_producao_id, 'pcpChaoVh') * 80)::DECIMAL(15,2) AS vh
      FROM apontamentos
     WHERE empresa_id = ${e} AND cancelado = 'N'
       AND ordem_producao_id IN (SELECT ordem_producao_id FROM apontamentos WHERE empresa_id = ${e} GROUP BY 1
                                  HAVING max(dt_hr_inicio) >= hoje() - 60 AND count(ordem_servico_id) = 0)
     GROUP BY ordem_producao_id;
    INSERT INTO ordens_servico
    SELECT s.id, ${e}, o.cliente_id, s.op_id, o.data_abertura, 'Serviço de industrialização - OP ' || s.op_id, s.horas, s.vh, round(s.horas * s.vh, 2)
      FROM tmp_os_chao s JOIN ordens_producao o ON o.id = s.op_id ORDER BY s.id;
    UPDATE apontamentos SET ordem_servico_id = s.id FROM tmp_os_chao s WHERE apontamentos.ordem_producao_id = s.op_id;
    DROP TABLE tmp_os_chao;`);
}

interface Recurso { id: number; codigo: number; data_situacao: string | null; data_ocupado: string | null }

const HOUR = 3_600_000;
const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

async function seedEmpresa(ctx: SeedContext, e: number) {
  const { db } = ctx;
  const rng = ctx.rng('pcpChao', e);
  const recursos = await db.all<Recurso>(
    `SELECT id, codigo_situacao_recurso AS codigo, CAST(data_situacao AS VARCHAR) AS data_situacao, CAST(data_ocupado AS VARCHAR) AS data_ocupado
       FROM recursos WHERE empresa_id = ${e} ORDER BY id`,
  );
  const processos = await db.all<{ id: number; tempo: number }>(`SELECT id, tempo_padrao_unidade_seg AS tempo FROM processos WHERE empresa_id = ${e} ORDER BY id`);
  const acabados = await db.all<{ id: number }>(
    `SELECT p.id FROM produtos p JOIN tipos_produto t ON t.id = p.tipo_produto_id WHERE p.empresa_id = ${e} AND t.codigo = '04' ORDER BY p.id`,
  );
  // never the first customer: its orders of today are the fixed demo case of 1332 (seed/pcpOrdensHoje.ts, docs/pcp.md)
  const clientes = await db.all<{ id: number }>(`SELECT id FROM clientes WHERE empresa_id = ${e} ORDER BY id LIMIT 40 OFFSET 1`);
  const filial = (await db.one<{ id: number }>(`SELECT min(id) AS id FROM filiais WHERE empresa_id = ${e}`))!.id;
  if (!recursos.length || !processos.length || !acabados.length || !clientes.length) return;

  let opId = await ctx.nextId('ordens_producao');
  let oppId = await ctx.nextId('ordem_producao_processos');
  const ops: Record<string, unknown>[] = [];
  const opps: Record<string, unknown>[] = [];
  const inicioDia = Date.parse(`${ctx.today}T07:00:00Z`);
  for (const r of recursos) {
    if (r.codigo >= 2 && r.data_situacao === null) continue; // 'Sempre Parada': nothing planned
    const ocupado = r.data_ocupado ? Date.parse(`${r.data_ocupado.replace(' ', 'T')}Z`) : inicioDia;
    let cursor = Math.max(inicioDia, ocupado) + rng.int(0, 2) * HOUR;
    const n = r.codigo >= 2 ? 1 : rng.int(2, 4);
    for (let k = 0; k < n; k++) {
      const processo = rng.pick(processos);
      const horas = rng.int(2, 9);
      const quantidade = Math.max(5, Math.round((horas * 3600) / Number(processo.tempo)));
      ops.push({
        id: opId, empresa_id: e, filial_id: filial, cliente_id: rng.skewed(clientes, 2).id, produto_id: rng.skewed(acabados, 1.6).id,
        numero_pedido: rng.chance(0.8) ? 40000 + opId : null, tipo: 'Normal', situacao: 'Aberta', programada: 'S', quantidade,
        data_abertura: ctx.today, data_previsao_entrega: addDays(ctx.today, rng.int(7, 20)), data_conclusao: null,
      });
      opps.push({
        id: oppId++, empresa_id: e, ordem_producao_id: opId++, sequencia: 1, processo_id: processo.id, recurso_id: r.id,
        dt_hr_inicial: stamp(cursor), dt_hr_prevista_entrega: stamp(cursor + horas * HOUR), qtdade_produzir: quantidade,
        qtdade_produziu: 0, tempo_previsto_unidade_seg: processo.tempo, finalizado: 'N',
      });
      cursor += (horas + rng.int(0, 3)) * HOUR;
    }
  }
  await ctx.bulk('ordens_producao', ops);
  await ctx.bulk('ordem_producao_processos', opps);
}
