import { addDays, type SeedContext } from './context.ts';
import { EMPRESAS_INDUSTRIA } from './cadastros.ts';

/**
 * Production orders opened TODAY for the first customer (lowest id, the busiest one) of each industry company:
 * 1332's default period is today and needs a customer, so the demo answers on any day (docs/pcp.md). Three
 * orders — Aberta not programmed (detail button disabled), Reservada and Aberta programmed — each with two
 * planned processes and no appointments. Added after every other production row (ids appended, own random
 * stream 'pcp-hoje'), so no earlier row changes.
 */
export async function seedOrdensHoje(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  for (const e of EMPRESAS_INDUSTRIA) {
    const rng = ctx.rng('pcp-hoje', e);
    const cliente = (await db.one<{ id: number }>(`SELECT min(id) AS id FROM clientes WHERE empresa_id = ${e}`))!.id;
    const produtos = await db.all<{ id: number }>(
      `SELECT p.id FROM produtos p JOIN tipos_produto t ON t.id = p.tipo_produto_id WHERE p.empresa_id = ${e} AND t.codigo = '04' ORDER BY p.id LIMIT 3`,
    );
    const processos = await db.all<{ id: number; tempo: number }>(
      `SELECT id, tempo_padrao_unidade_seg AS tempo FROM processos WHERE empresa_id = ${e} ORDER BY id LIMIT 2`,
    );
    const recursos = await db.all<{ id: number }>(`SELECT id FROM recursos WHERE empresa_id = ${e} ORDER BY id LIMIT 2`);
    const filial = (await db.one<{ id: number }>(`SELECT min(id) AS id FROM filiais WHERE empresa_id = ${e}`))!.id;
    let opId = await ctx.nextId('ordens_producao');
    let oppId = await ctx.nextId('ordem_producao_processos');
    const ops: Record<string, unknown>[] = [];
    const opps: Record<string, unknown>[] = [];
    const casos = [['Aberta', 'N'], ['Reservada', 'S'], ['Aberta', 'S']] as const;
    casos.forEach(([situacao, programada], i) => {
      const quantidade = e === 1 ? rng.int(200, 3000) : rng.int(10, 150);
      const produto = produtos[i % produtos.length]!.id;
      ops.push({
        id: opId, empresa_id: e, filial_id: filial, cliente_id: cliente, produto_id: produto, numero_pedido: null, tipo: 'Normal',
        situacao, programada, quantidade, data_abertura: ctx.today, data_previsao_entrega: addDays(ctx.today, rng.int(7, 20)), data_conclusao: null,
      });
      processos.forEach((p, s) => {
        const inicio = `${addDays(ctx.today, s)} 07:00:00`;
        const fim = new Date(Date.parse(`${inicio.replace(' ', 'T')}Z`) + Math.round(quantidade * Number(p.tempo) * 1.4 + 3600) * 1000);
        opps.push({
          id: oppId++, empresa_id: e, ordem_producao_id: opId, sequencia: s + 1, processo_id: p.id, recurso_id: recursos[s % recursos.length]!.id,
          dt_hr_inicial: inicio, dt_hr_prevista_entrega: fim.toISOString().slice(0, 19).replace('T', ' '), qtdade_produzir: quantidade,
          qtdade_produziu: 0, tempo_previsto_unidade_seg: p.tempo, finalizado: 'N',
        });
      });
      opId++;
    });
    await ctx.bulk('ordens_producao', ops);
    await ctx.bulk('ordem_producao_processos', opps);
  }
}
