/**
 * Restart time: `npm start` until the server answers, on a data folder whose database is already there.
 *   npx tsx bench/restart.ts [--runs 3] [--scale demo]
 * Cases, side by side in one run: `npm start` after a source file changed (a build is due), `npm start` with the
 * build current, and the server alone (`tsx server/src/main.ts`, no build step). Median seconds of `runs` each.
 * Uses this repository's dist/ (the first case rebuilds it) and a copy of data/bench-<scale>.duckdb.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { arg, benchDatabase, p } from './support/benchDatabase.ts';

const runs = Number(arg('runs', '3'));
const scale = arg('scale', 'demo') as 'demo';
await (await benchDatabase(scale, '2026-11-21')).close();

/** Seconds from spawn to the server's 'Mirante pronto' line; then stops it. */
async function startOnce(command: string[], port: number): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'mirante-restart-'));
  copyFileSync(`data/bench-${scale}.duckdb`, join(dir, 'mirante.duckdb'));
  const t0 = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, MIRANTE_SECRET: 'bench', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: npm's children stop with it
  });
  let output = '';
  const seconds = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Mirante pronto')) resolve((performance.now() - t0) / 1000);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`saiu (${code}): ${output.slice(-500)}`)));
  });
  child.removeAllListeners('exit');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
  rmSync(dir, { recursive: true, force: true });
  return seconds;
}

// a portal source whose content changes before each 'changed' run (removed at the end: the next start rebuilds)
const CHANGED = 'src/.bench-restart.txt';
const change = () => writeFileSync(CHANGED, `${Date.now()}\n`);
const cases: [string, () => void, string[]][] = [
  ['npm start, a source changed (build due)', change, ['npm', 'start']],
  ['npm start, build current', () => undefined, ['npm', 'start']],
  ['server alone (tsx server/src/main.ts)', () => undefined, [process.execPath, '--import', 'tsx', 'server/src/main.ts']],
];
const results: string[] = [];
let port = 9400 + (process.pid % 300);
for (const [name, before, command] of cases) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    before();
    times.push(await startOnce(command, port++));
  }
  results.push(`| ${name} | ${p(times, 0.5).toFixed(1)} | ${times.map((t) => t.toFixed(1)).join(' / ')} |`);
  console.log(results.at(-1));
}
rmSync(CHANGED, { force: true });
console.log(`\nscale=${scale}, database present, ${runs} runs each\n`);
console.log('| start | median s | runs s |');
console.log('| --- | ---: | --- |');
for (const row of results) console.log(row);
