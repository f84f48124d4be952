/**
 * The JSON of a list written by the engine (DuckDB to_json / json_group_array) against the hand writer
 * (server/src/db/duckdb/writer/duckJson.ts, MIRANTE_DUCKDB_JSON_WRITER=1), on the same statements: the 4.9 MB list (titulos-receber over 20 years) and a small
 * one. Measures only; the answers are compared parsed.
 *   npx tsx bench/list-json.ts [--scale large] [--date 2026-11-21] [--runs 15]
 */
import { isDeepStrictEqual } from 'node:util';
import { discoverReports } from '../server/src/reports/discover.ts';
import { reportValues } from '../server/src/reports/runReport.ts';
import { bindValues } from '../server/src/reports/sqlText.ts';
import { planFromResult } from '../server/src/db/duckdb/readPlan.ts';
import { openDuckDatabase } from '../server/src/db/duckdb/adapter.ts';
import { vectorReader } from '../server/src/db/duckdb/writer/duckJson.ts';
import { arg, benchDatabase, p } from './support/benchDatabase.ts';

const scale = arg('scale', 'large') as 'large';
const today = arg('date', '2026-11-21');
const runs = Number(arg('runs', '15'));
await (await benchDatabase(scale, today)).close();
const db = await openDuckDatabase(`data/bench-${scale}.duckdb`, { vectors: vectorReader() });
const conn = db.connection();
const reports = await discoverReports();
const cases: [string, string, Record<string, string>][] = [
  ['titulos-receber', 'titulos-receber.sql', { data_inicio: '2006-11-26', data_final: '2026-12-21' }],
  ['titulos-receber', 'titulos-receber.sql', { data_inicio: '2026-11-21', data_final: '2026-11-21' }],
];
console.log('| list | JSON | hand writer | engine: to_json rows | engine: one ordered list |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const [name, file, query] of cases) {
  const report = reports.find((r) => r.file.endsWith(`/${name}.report.ts`))!;
  const sql = report.sql.get(file)!;
  const values = reportValues(report.declaration, { empresaId: 1, today, params: {}, query: { codigo_cliente: '', ...query } } as never);
  const params = bindValues(sql, values) as never;
  const plan = planFromResult(sql.text, await conn.runAndReadAll(sql.text, params))!;
  // one text: DuckDB's json_group_array takes no ORDER BY (a macro), so the ordered list of the row texts
  const aggSql = `SELECT CAST(COALESCE(to_json(list(j ORDER BY n)), '[]') AS VARCHAR) AS j FROM (SELECT to_json(mirante_json) AS j, row_number() OVER () AS n FROM (\n${plan.sql}\n) AS mirante_json) AS t`;
  const work: [string, () => Promise<Buffer>][] = [
    ['hand', () => db.json(sql.text, params)],
    ['rows', async () => {
      const reader = await conn.runAndReadAll(plan.jsonSql, params); // what the adapter runs by default: a BLOB of JSON per row
      const rows = reader.getColumnsJS()[0] as Uint8Array[];
      return Buffer.concat([Buffer.from('['), ...rows.flatMap((row, i) => (i ? [Buffer.from(','), row] : [row])), Buffer.from(']')]);
    }],
    ['agg', async () => {
      const reader = await conn.runAndReadAll(aggSql, params);
      return Buffer.from(reader.getColumnsJS()[0]![0] as string);
    }],
  ];
  const answers = await Promise.all(work.map(async ([, w]) => { await w(); return w(); }));
  const reference = JSON.parse(answers[0]!.toString());
  for (const [i, a] of answers.entries()) if (!isDeepStrictEqual(JSON.parse(a.toString()), reference)) console.log(`${work[i]![0]} differs`);
  const times = work.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) {
    for (const [k, [, w]] of work.entries()) {
      const t0 = performance.now();
      await w();
      times[k]!.push(performance.now() - t0);
    }
  }
  const [h, r, g] = times.map((t) => p(t, 0.5)) as [number, number, number];
  console.log(`| ${name} ${query.data_inicio}..${query.data_final} | ${(answers[0]!.length / 1024).toFixed(0)} kB | ${h.toFixed(1)} | ${r.toFixed(1)} | ${g.toFixed(1)} |`);
}
await db.close();
