/**
 * The cash balance view (v_saldo_contas_caixa: latest closing + the movements after it) vs the sum of every movement
 * it replaced, in turns in one run, for each company, at the large scale; checks both give the same balances.
 *   npx tsx bench/cash-balance.ts [--scale large] [--runs 21]
 */
import { arg, benchDatabase, p } from './support/benchDatabase.ts';

const scale = arg('scale', 'large') as 'large';
const runs = Number(arg('runs', '21'));
const db = await benchDatabase(scale, '2026-11-21');
const plainSum = `SELECT c.id, c.codigo_acesso, c.descricao, round(CAST(c.saldo_inicial + coalesce(sum(m.valor), 0) AS DECIMAL(15,2)), 2) AS saldo
  FROM contas_caixa c LEFT JOIN movimentos_caixa m ON m.conta_caixa_id = c.id
 WHERE c.empresa_id = $1 GROUP BY c.id, c.codigo_acesso, c.descricao, c.saldo_inicial ORDER BY codigo_acesso, id`;
const view = 'SELECT id, codigo_acesso, descricao, round(saldo, 2) AS saldo FROM v_saldo_contas_caixa WHERE empresa_id = $1 ORDER BY codigo_acesso, id';
console.log(`scale=${scale} runs=${runs} (p50 ms, in turns)\n`);
console.log('| company | movements | sum of all movements | closing + recent | ratio | same balances |');
console.log('| ---: | ---: | ---: | ---: | ---: | --- |');
for (const { id } of await db.all<{ id: number }>('SELECT DISTINCT empresa_id AS id FROM contas_caixa ORDER BY 1')) {
  const { n } = (await db.one<{ n: number }>('SELECT count(*) AS n FROM movimentos_caixa WHERE empresa_id = $1', [id]))!;
  const times = { sum: [] as number[], view: [] as number[] };
  let same = true;
  for (let i = 0; i < runs; i++) {
    let t0 = performance.now();
    const a = await db.all(plainSum, [id]);
    times.sum.push(performance.now() - t0);
    t0 = performance.now();
    const b = await db.all(view, [id]);
    times.view.push(performance.now() - t0);
    same &&= JSON.stringify(a) === JSON.stringify(b);
  }
  const [s, v] = [p(times.sum, 0.5), p(times.view, 0.5)];
  console.log(`| ${id} | ${n.toLocaleString('en')} | ${s.toFixed(1)} | ${v.toFixed(1)} | ${(s / v).toFixed(1)} | ${same ? 'yes' : '**NO**'} |`);
}
await db.close();
