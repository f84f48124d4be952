/**
 * Restart time: `npm start` until /api answers, on a data folder whose database is already there.
 *   npx tsx bench/restart.ts [--runs 3] [--scale demo]
 * Cases, side by side in one run (median seconds of `runs` each): `npm start` after a portal source changed (the
 * portal is rebuilt), after a server source changed (the server is recompiled), with both builds current (the
 * issue's target: ≤ 3 s), and the server alone, compiled (`node dist-server/main.mjs`) and through tsx (`tsx
 * server/src/main.ts`, what every start ran before the server was compiled).
 * Uses this repository's dist/ and dist-server/ (the first cases rebuild them) and a copy of data/bench-<scale>.duckdb.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { arg, benchDatabase, p } from './support/benchDatabase.ts';

const runs = Number(arg('runs', '3'));
const scale = arg('scale', 'demo') as 'demo';
await (await benchDatabase(scale, '2026-11-21')).close();

/** Seconds from spawn until GET /api answers (after the server's 'Mirante pronto' line); then stops it. */
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
  try {
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Mirante pronto')) resolve();
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code) => reject(new Error(`saiu (${code}): ${output.slice(-500)}`)));
    });
    const answer = await fetch(`http://127.0.0.1:${port}/api`);
    if (answer.status !== 404) throw new Error(`/api respondeu ${answer.status}`); // no route at /api itself: the API's pt-BR 404
    return (performance.now() - t0) / 1000;
  } finally {
    child.removeAllListeners('exit');
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

// sources whose content changes before each 'changed' run (removed at the end: the next start rebuilds)
const PORTAL_CHANGE = 'src/.bench-restart.txt';
const SERVER_CHANGE = 'server/src/.bench-restart.txt';
const change = (file: string) => () => writeFileSync(file, `${Date.now()}\n`);
const cases: [string, () => void, string[]][] = [
  ['npm start, a portal source changed (portal build)', change(PORTAL_CHANGE), ['npm', 'start']],
  ['npm start, a server source changed (server build)', change(SERVER_CHANGE), ['npm', 'start']],
  ['npm start, builds current', () => undefined, ['npm', 'start']],
  ['server alone, compiled (node dist-server/main.mjs)', () => undefined, [process.execPath, 'dist-server/main.mjs']],
  ['server alone through tsx (tsx server/src/main.ts)', () => undefined, [process.execPath, '--import', 'tsx', 'server/src/main.ts']],
];
const results: string[] = [];
let port = 9400 + (process.pid % 300);
try {
  for (const [name, before, command] of cases) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      before();
      times.push(await startOnce(command, port++));
    }
    results.push(`| ${name} | ${p(times, 0.5).toFixed(1)} | ${times.map((t) => t.toFixed(1)).join(' / ')} |`);
    console.log(results.at(-1));
  }
} finally {
  rmSync(PORTAL_CHANGE, { force: true });
  rmSync(SERVER_CHANGE, { force: true });
}
console.log(`\nscale=${scale}, database present, ${runs} runs each\n`);
console.log('| start (until /api answers) | median s | runs s |');
console.log('| --- | ---: | --- |');
for (const row of results) console.log(row);
