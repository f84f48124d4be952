import { addDays, type SeedContext } from './context.ts';
import { EMPRESA_TRANSPORTES } from './frota.ts';
import { randomCpf } from './documents.ts';
import { encodePolyline } from '../../../common/polyline.ts';
// re-exported: the seed's document tests check it against Google's example
export { encodePolyline };

/**
 * Planned routes (encoded polyline + markers) for every order that has a trip or is current. The path bends
 * gently between origin and destination (a deterministic curve; no road network offline).
 */
export async function seedRotas(ctx: SeedContext): Promise<void> {
  const e = EMPRESA_TRANSPORTES;
  const rows = await ctx.db.all<{ id: number; olat: number; olon: number; dlat: number; dlon: number; orig: string; dest: string }>(`
    SELECT o.id, mo.latitude olat, mo.longitude olon, md.latitude dlat, md.longitude dlon,
      mo.nome || '/' || mo.uf AS orig, md.nome || '/' || md.uf AS dest
    FROM ordens_carregamento o JOIN municipios mo ON mo.id = o.municipio_origem_id JOIN municipios md ON md.id = o.municipio_destino_id
    WHERE o.empresa_id = ${e} AND (o.situacao IN ('Em andamento', 'Programada') OR o.id IN (SELECT ordem_carregamento_id FROM viagens))
    ORDER BY o.id`);
  const rotas: Record<string, unknown>[] = [];
  const marcadores: Record<string, unknown>[] = [];
  let mid = await ctx.nextId('rota_marcadores');
  for (const r of rows) {
    const pts: [number, number][] = [];
    const n = 24;
    const bend = ((r.id % 7) - 3) * 0.04;
    for (let i = 0; i <= n; i++) {
      const t = i / n;
      const off = Math.sin(Math.PI * t) * bend;
      pts.push([r.olat + (r.dlat - r.olat) * t - (r.dlon - r.olon) * off, r.olon + (r.dlon - r.olon) * t + (r.dlat - r.olat) * off]);
    }
    rotas.push({ ordem_carregamento_id: r.id, empresa_id: e, polyline: encodePolyline(pts) });
    const mp = pts[n / 2]!;
    marcadores.push(
      { id: mid++, empresa_id: e, ordem_carregamento_id: r.id, sequencia: 1, latitude: r.olat, longitude: r.olon, label: `Origem: ${r.orig}` },
      { id: mid++, empresa_id: e, ordem_carregamento_id: r.id, sequencia: 2, latitude: Math.round(mp[0] * 1e6) / 1e6, longitude: Math.round(mp[1] * 1e6) / 1e6, label: 'Parada programada' },
      { id: mid++, empresa_id: e, ordem_carregamento_id: r.id, sequencia: 3, latitude: r.dlat, longitude: r.dlon, label: `Destino: ${r.dest}` },
    );
  }
  await ctx.bulk('rotas_planejadas', rotas);
  await ctx.bulk('rota_marcadores', marcadores);
}

/** Registrations with missing data, a few per category (spec 1 §2.10). */
export async function seedPendentes(ctx: SeedContext): Promise<void> {
  const e = EMPRESA_TRANSPORTES;
  const rng = ctx.rng('pendentes', e);
  const mot = await ctx.db.all<{ id: number; nome: string }>(`SELECT id, nome FROM motoristas WHERE empresa_id = ${e} ORDER BY id LIMIT 6`);
  const tra = await ctx.db.all<{ id: number; placa: string; modelo: string }>(`SELECT id, placa, modelo FROM veiculos WHERE empresa_id = ${e} AND tipo_veiculo = 'T' ORDER BY id LIMIT 5`);
  const out = await ctx.db.all<{ id: number; placa: string; modelo: string }>(`SELECT id, placa, modelo FROM veiculos WHERE empresa_id = ${e} AND tipo_veiculo <> 'T' ORDER BY id LIMIT 5`);
  const vaz = await ctx.db.all<{ id: number; nro_ordem: number }>(`SELECT id, nro_ordem FROM ordens_carregamento WHERE empresa_id = ${e} AND tipo_ordem = 'V' ORDER BY id DESC LIMIT 4`);
  const nor = await ctx.db.all<{ id: number; nro_ordem: number }>(`SELECT id, nro_ordem FROM ordens_carregamento WHERE empresa_id = ${e} AND tipo_ordem = 'N' ORDER BY id DESC LIMIT 6`);
  let id = await ctx.nextId('cadastros_pendentes');
  const rows: Record<string, unknown>[] = [
    ...mot.map((m) => ({ categoria: 'motorista', codigo_registro: String(m.id), descricao: m.nome, pendencia: rng.pick(['CNH vencida ou sem validade', 'Telefone não informado', 'Exame toxicológico pendente']), motorista_id: m.id })),
    ...tra.map((v) => ({ categoria: 'veiculos_tracao', codigo_registro: v.placa, descricao: v.modelo, pendencia: rng.pick(['Rastreador não vinculado', 'Licenciamento não informado', 'Tacógrafo sem aferição']), veiculo_id: v.id })),
    ...out.map((v) => ({ categoria: 'outros_veiculos', codigo_registro: v.placa, descricao: v.modelo, pendencia: rng.pick(['RNTRC não informado', 'Seguro não cadastrado']), veiculo_id: v.id })),
    ...vaz.map((o) => ({ categoria: 'operacao_vazio', codigo_registro: String(o.nro_ordem), descricao: `Ordem ${o.nro_ordem}`, pendencia: 'Motivo do deslocamento vazio não informado', ordem_carregamento_id: o.id })),
    ...nor.map((o) => ({ categoria: 'operacoes_normais', codigo_registro: String(o.nro_ordem), descricao: `Ordem ${o.nro_ordem}`, pendencia: rng.pick(['CT-e sem MDF-e vinculado', 'Canhoto não digitalizado', 'Peso da carga divergente']), ordem_carregamento_id: o.id })),
  ];
  await ctx.bulk('cadastros_pendentes', rows.map((r, i) => ({ id: id + i, empresa_id: e, data_cadastro: addDays(ctx.today, -rng.int(1, 60)), ...r })));
  void randomCpf; id += rows.length;
}
