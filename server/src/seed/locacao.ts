import { addDays, type SeedContext } from './context.ts';
import { EMPRESAS_INDUSTRIA } from './cadastros.ts';
import { COMPANY_WEIGHT } from './scales.ts';

// Group name and the singular used in each equipment's description ('Câmara fria móvel 0001').
const GRUPOS: Record<number, [grupo: string, item: string][]> = {
  1: [['Câmaras frias móveis', 'Câmara fria móvel'], ['Freezers expositores', 'Freezer expositor'], ['Balcões refrigerados', 'Balcão refrigerado'],
    ['Máquinas de café', 'Máquina de café'], ['Geladeiras industriais', 'Geladeira industrial'], ['Carrinhos de transporte', 'Carrinho de transporte']],
  3: [['Andaimes tubulares', 'Andaime tubular'], ['Escoras metálicas', 'Escora metálica'], ['Betoneiras', 'Betoneira'], ['Compactadores de solo', 'Compactador de solo'],
    ['Geradores de energia', 'Gerador de energia'], ['Containers almoxarifado', 'Container almoxarifado'], ['Plataformas elevatórias', 'Plataforma elevatória'],
    ['Guinchos de coluna', 'Guincho de coluna']],
};

/**
 * Equipment rental: groups, sites, contracts, shipments, equipment and their movement history. The equipment's
 * current situation, contract, shipment and site are those of its latest movement.
 */
export async function seedLocacao(ctx: SeedContext): Promise<void> {
  for (const e of EMPRESAS_INDUSTRIA) {
    const f = ctx.faker('locacao', e);
    const rng = ctx.rng('locacao', e);
    const { db } = ctx;
    const clientes = await db.all<{ id: number; municipio_id: number; nome: string }>(`SELECT id, municipio_id, nome FROM clientes WHERE empresa_id = ${e} ORDER BY id`);
    let gid = await ctx.nextId('grupos_equipamento');
    const grupos = GRUPOS[e]!.map(([d, item]) => ({ id: gid++, empresa_id: e, descricao: d, item }));
    await ctx.bulk('grupos_equipamento', grupos.map(({ item: _item, ...g }) => g));
    const nEq = Math.max(20, Math.round(ctx.s.equipamentos * COMPANY_WEIGHT[e]!));
    const nContratos = Math.max(6, Math.round(nEq / 6));
    let oid = await ctx.nextId('obras');
    let cid = await ctx.nextId('contratos_locacao');
    let rid = await ctx.nextId('remessas_locacao');
    const obras: Record<string, unknown>[] = [];
    const contratos: { id: number; cliente_id: number; obra_id: number; data_inicio: string; data_fim: string | null; situacao: string; valor_mensal: number }[] = [];
    const remessas: { id: number; contrato_id: number; data_remessa: string }[] = [];
    for (let i = 0; i < nContratos; i++) {
      const c = rng.skewed(clientes, 1.5);
      const obra = { id: oid++, empresa_id: e, cliente_id: c.id, descricao: `Obra ${f.location.street()}`, municipio_id: c.municipio_id, endereco: `${f.location.street()}, ${rng.int(10, 3000)}` };
      obras.push(obra);
      const ativo = i % 3 !== 2;
      const inicio = addDays(ctx.today, -rng.int(ativo ? 5 : 200, ativo ? 400 : 700));
      contratos.push({ id: cid++, cliente_id: c.id, obra_id: obra.id, data_inicio: inicio, data_fim: ativo ? null : addDays(inicio, rng.int(30, 180)), situacao: ativo ? 'Ativo' : 'Encerrado', valor_mensal: rng.num(800, 25000) });
    }
    for (const c of contratos) {
      const n = rng.int(1, 3);
      for (let k = 0; k < n; k++) remessas.push({ id: rid++, contrato_id: c.id, data_remessa: addDays(c.data_inicio, k * rng.int(3, 20)) });
    }
    await ctx.bulk('obras', obras);
    await ctx.bulk('contratos_locacao', contratos.map((c) => ({ ...c, empresa_id: e })));
    await ctx.bulk('remessas_locacao', remessas.filter((r) => r.data_remessa <= ctx.today).map((r) => ({ ...r, empresa_id: e, observacao: null })));
    const remessasOk = remessas.filter((r) => r.data_remessa <= ctx.today);
    const ativos = contratos.filter((c) => c.situacao === 'Ativo');

    let eid = await ctx.nextId('equipamentos');
    let mid = await ctx.nextId('movimentos_equipamento');
    const equipamentos: Record<string, unknown>[] = [];
    const movimentos: Record<string, unknown>[] = [];
    for (let i = 0; i < nEq; i++) {
      const g = rng.skewed(grupos, 1.3);
      const id = eid++;
      // history: purchase into stock, then rental cycles (out on a shipment, back to stock, sometimes maintenance)
      let t = addDays(ctx.today, -rng.int(400, 900));
      const hist: { data: string; sit: string; rem?: { id: number; contrato_id: number }; obs: string }[] = [{ data: t, sit: 'e', obs: 'Entrada no estoque (aquisição)' }];
      const alvo = i % 10 < 6 ? 'l' : i % 10 < 9 ? 'e' : 'm';
      for (let c = 0; c < rng.int(0, 3); c++) {
        const r = rng.pick(remessasOk);
        const ct = contratos.find((x) => x.id === r.contrato_id)!;
        if (ct.situacao === 'Ativo') continue;
        t = addDays(t, rng.int(5, 60));
        if (t >= addDays(ctx.today, -40)) break;
        // A past rental lies within its (closed) contract: out on the shipment's day at the earliest, back by the contract's end.
        if (t > ct.data_fim!) continue;
        if (r.data_remessa > t) t = r.data_remessa;
        hist.push({ data: t, sit: 'l', rem: r, obs: 'Saída para locação' });
        const volta = addDays(t, rng.int(10, 90));
        t = volta < ct.data_fim! ? volta : ct.data_fim!;
        hist.push({ data: t, sit: rng.chance(0.2) ? 'm' : 'e', obs: 'Retorno da locação' });
        if (t >= addDays(ctx.today, -30)) break;
      }
      // The current situation is the latest movement: never dated before the history it follows.
      const after = (d: string) => (d > hist.at(-1)!.data ? d : addDays(hist.at(-1)!.data, 1));
      if (alvo === 'l' && ativos.length) {
        const ct = rng.pick(ativos);
        const r = remessasOk.filter((x) => x.contrato_id === ct.id).at(-1);
        if (r) hist.push({ data: after(r.data_remessa), sit: 'l', rem: r, obs: `Remessa ${r.id} para a obra` });
      } else if (alvo === 'm') {
        hist.push({ data: after(addDays(ctx.today, -rng.int(1, 20))), sit: 'm', obs: rng.pick(['Troca de motor', 'Revisão preventiva', 'Reparo estrutural']) });
      } else if (hist.at(-1)!.sit !== 'e') {
        hist.push({ data: after(addDays(ctx.today, -rng.int(1, 25))), sit: 'e', obs: 'Liberado para estoque' });
      }
      hist.sort((a, b) => a.data.localeCompare(b.data));
      const last = hist.at(-1)!;
      const ctLast = last.sit === 'l' && last.rem ? contratos.find((x) => x.id === last.rem!.contrato_id)! : null;
      equipamentos.push({
        id, empresa_id: e, grupo_id: g.id, descricao: `${g.item} ${String(i + 1).padStart(4, '0')}`,
        nro_lacre: rng.chance(0.8) ? `L${rng.digits(6)}` : null, id_situacao: last.sit, contrato_id: ctLast?.id ?? null,
        remessa_id: ctLast ? last.rem!.id : null, obra_id: ctLast?.obra_id ?? null,
      });
      hist.forEach((h, k) => {
        const ct = h.rem ? contratos.find((x) => x.id === h.rem!.contrato_id)! : null;
        movimentos.push({
          id: mid++, empresa_id: e, equipamento_id: id, dt_hr_movimento: `${h.data} ${String(8 + (k % 9)).padStart(2, '0')}:15:00`, id_situacao: h.sit,
          contrato_id: ct?.id ?? null, remessa_id: h.rem?.id ?? null, obra_id: ct?.obra_id ?? null, observacao: h.obs,
        });
      });
    }
    await ctx.bulk('equipamentos', equipamentos);
    await ctx.bulk('movimentos_equipamento', movimentos);
  }
}
