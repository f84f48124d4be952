/**
 * Restart time: `npm start` until /api answers, on a data folder whose database is already there.
 *   npx tsx bench/restart.ts [--runs 3] [--scale demo] [--compare ../other-checkout]
 * Cases, in turns in one run (median seconds of `runs` each): `npm start` after a portal source changed (the
 * portal is rebuilt), after a server source changed (the server is recompiled), with both builds current (the
 * issue's target: ≤ 3 s), and the server alone, compiled (`node dist-server/main.mjs`) and through tsx (`tsx
 * server/src/main.ts`, what every start ran before the server was compiled). `--compare DIR`: also `npm start` in
 * another checkout with its builds current (e.g. a worktree of an older commit: before/after in one run), with and
 * without tsx's transform cache (TSX_DISABLE_CACHE=1: a first start after /tmp was cleared).
 * Uses this repository's dist/ and dist-server/ (the first cases rebuild them) and a copy of data/bench-<scale>.duckdb
 * (the other checkout's own, when it has one).
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { arg, benchDatabase, p } from './support/benchDatabase.ts';

const runs = Number(arg('runs', '3'));
const scale = arg('scale', 'demo') as 'demo';
await (await benchDatabase(scale, '2026-11-21')).close();

/** Seconds from spawn until GET /api answers (after the server's 'Mirante pronto' line); then stops it. */
async function startOnce({ command, cwd = '.', env = {} }: Case, port: number): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'mirante-restart-'));
  const database = join(cwd, `data/bench-${scale}.duckdb`);
  copyFileSync(existsSync(database) ? database : `data/bench-${scale}.duckdb`, join(dir, 'mirante.duckdb'));
  const t0 = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, MIRANTE_SECRET: 'bench', LOG_LEVEL: 'error' },
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
interface Case {
  name: string;
  before?: () => void;
  command: string[];
  cwd?: string;
  env?: Record<string, string>;
}
const compare = arg('compare', '');
const cases: Case[] = [
  { name: 'npm start, a portal source changed (portal build)', before: change(PORTAL_CHANGE), command: ['npm', 'start'] },
  { name: 'npm start, a server source changed (server build)', before: change(SERVER_CHANGE), command: ['npm', 'start'] },
  { name: 'npm start, builds current', command: ['npm', 'start'] },
  ...(compare
    ? [
        { name: `npm start in ${compare}, build current`, command: ['npm', 'start'], cwd: resolve(compare) },
        { name: `npm start in ${compare}, build current, no tsx cache`, command: ['npm', 'start'], cwd: resolve(compare), env: { TSX_DISABLE_CACHE: '1' } },
      ]
    : []),
  { name: 'server alone, compiled (node dist-server/main.mjs)', command: [process.execPath, 'dist-server/main.mjs'] },
  { name: 'server alone through tsx (tsx server/src/main.ts)', command: [process.execPath, '--import', 'tsx', 'server/src/main.ts'] },
];
const times = cases.map(() => [] as number[]);
let port = 9400 + (process.pid % 300);
try {
  // in turns: each round runs every case once, in this order (a 'changed' case leaves the builds current for the next)
  for (let i = 0; i < runs; i++) {
    for (const [k, c] of cases.entries()) {
      c.before?.();
      times[k]!.push(await startOnce(c, port++));
      console.log(`${c.name}: ${times[k]!.at(-1)!.toFixed(1)} s`);
    }
  }
} finally {
  rmSync(PORTAL_CHANGE, { force: true });
  rmSync(SERVER_CHANGE, { force: true });
}
const results = cases.map((c, k) => `| ${c.name} | ${p(times[k]!, 0.5).toFixed(1)} | ${times[k]!.map((t) => t.toFixed(1)).join(' / ')} |`);
console.log(`\nscale=${scale}, database present, ${runs} runs each\n`);
console.log('| start (until /api answers) | median s | runs s |');
console.log('| --- | ---: | --- |');
for (const row of results) console.log(row);
