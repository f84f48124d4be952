// Minimal reproduction for DuckDB's maintainers (docs/duckdb-index-bug.md): a non-unique ART index loses the
// entries of rows replayed from the WAL when the database is closed before anything used the index.
// Plain @duckdb/node-api 1.5.5-r.5, nothing of Mirante:   node docs/duckdb-index-bug/repro.mjs [/tmp/folder]
//  1. a child process creates a table with a non-unique index, checkpoints, commits 200 single-row inserts
//     (they are in the WAL only) and is killed with SIGKILL;
//  2. open read-write (the WAL is replayed), touch nothing, close cleanly (checkpoint);
//  3. open again and look each row up by equality on the indexed column, and on the primary key.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';

const ROWS = 200;
const [, script, folderArg, role] = process.argv;
const folder = folderArg ?? '/tmp/duckdb-index-bug';
const file = join(folder, 'repro.duckdb');

async function open(work) {
  const db = await DuckDBInstance.create(file);
  const c = await db.connect();
  try {
    return await work(c);
  } finally {
    c.closeSync();
    db.closeSync();
  }
}
const value = async (c, sql) => Number((await c.runAndReadAll(sql)).getRows()[0][0]);

if (role === 'writer') {
  const db = await DuckDBInstance.create(file);
  const c = await db.connect();
  await c.run('CREATE TABLE audit (id INTEGER PRIMARY KEY, title_id INTEGER NOT NULL, note VARCHAR)');
  await c.run('CREATE INDEX audit_title ON audit (title_id)');
  await c.run('CHECKPOINT');
  for (let i = 1; i <= ROWS; i++) await c.run(`INSERT INTO audit VALUES (${i}, ${3000 + i}, 'row ${i}')`);
  process.stdout.write(`committed; files: ${readdirSync(folder).join(' ')}\n`);
  setInterval(() => {}, 1000); // wait for the kill
} else {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const child = spawn(process.execPath, [script, folder, 'writer'], { stdio: ['ignore', 'pipe', 'inherit'] });
  console.log(await new Promise((resolve) => child.stdout.once('data', (d) => resolve(String(d).trim()))));
  child.kill('SIGKILL');
  await new Promise((resolve) => child.on('exit', resolve));
  console.log('killed with SIGKILL');

  await open((c) => c.run('SELECT 42'));
  console.log(`opened (WAL replayed), closed cleanly; files: ${readdirSync(folder).join(' ')}`);

  for (const label of ['opened again', 'and once more']) {
    await open(async (c) => {
      const rows = await value(c, 'SELECT count(*) FROM audit');
      let byIndex = 0;
      let byKey = 0;
      for (let i = 1; i <= ROWS; i++) {
        byIndex += await value(c, `SELECT count(*) FROM audit WHERE title_id = ${3000 + i}`);
        byKey += await value(c, `SELECT count(*) FROM audit WHERE id = ${i}`);
      }
      console.log(`${label}: ${rows} rows in the table; found by title_id = ? (non-unique index): ${byIndex} of ${ROWS}; by id = ? (primary key): ${byKey} of ${ROWS}`);
    });
  }
}
