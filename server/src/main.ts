import { existsSync, renameSync, rmSync } from 'node:fs';
import { demoQuotationLinks } from './seed/quotationLinks.ts';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { businessToday, databaseUrlFromEnv, loadConfig, resolveDataDir } from './config.ts';
import { DataFolderInUseError, explainDatabaseLock, lockDataFolder, prepareDataFolder, restrictDataFiles } from './dataFolder.ts';
import { openDatabase, type Database, type DatabaseSettings, type DuckDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { installGracefulStop } from './ops/gracefulStop.ts';
import { DEMO_PASSWORD, DEMO_USERS, releaseNewDemoCodes } from './seed/identities.ts';
import type { ScaleName as Scale } from './seed/index.ts';

/**
 * First start (no database file): create, migrate and seed a temporary file, then move it into
 * place, so an interrupted first start never leaves a half-seeded database behind.
 * Later starts: apply new migrations only.
 */
async function prepareDatabase(path: string, scale: Scale, today: string, demo: boolean, settings: DatabaseSettings): Promise<Database> {
  if (!existsSync(path)) {
    const tmp = `${path}.criando`;
    rmSync(tmp, { force: true });
    rmSync(`${tmp}.wal`, { force: true });
    console.log(demo ? `Criando a base de demonstração (${scale}, data ${today}) em ${path} ...` : `Criando uma base vazia (MIRANTE_DEMO=0: só as migrações) em ${path} ...`);
    const fresh = await openDatabase(tmp, settings);
    await migrate(fresh);
    // the generator (and faker) loaded only when seeding: not on every start
    if (demo) await (await import('./seed/index.ts')).seed(fresh, { scale, today, onStep: (step, seconds) => console.log(`  ${step.padEnd(14)} ${seconds.toFixed(1)} s`) });
    await fresh.run('CHECKPOINT'); // everything into the main file: only that file is moved
    await fresh.close();
    renameSync(tmp, path);
    if (existsSync(`${tmp}.wal`)) renameSync(`${tmp}.wal`, `${path}.wal`);
  }
  const db = await openDatabase(path, settings);
  await migrate(db);
  if (demo) await completeDemoPhotos(db);
  return db;
}

/** A demo database from before migration 028 gets its proof photos once (seed/fotosComprovantes.ts). */
async function completeDemoPhotos(db: Database) {
  const n = await (await import('./seed/fotosComprovantes.ts')).completarFotosDemo(db);
  if (n) console.log(`Fotos de demonstração guardadas para ${n} comprovantes (base anterior à migração 028).`);
}

function printSignIns(url: string, demo: boolean) {
  if (!demo) {
    console.log(`\nMirante pronto em ${url}\n`);
    console.log('Modo implantação (MIRANTE_DEMO=0): sem usuários de demonstração. Cadastre empresas, usuários e permissões');
    console.log('com o servidor parado: npm run admin -- ajuda\n');
    return;
  }
  const rows = DEMO_USERS.map((u) => [u.email, DEMO_PASSWORD, u.role]);
  const widths = [0, 1].map((i) => Math.max(...rows.map((r) => r[i].length), i === 0 ? 6 : 5));
  console.log(`\nMirante pronto em ${url}\n`);
  console.log('Acessos de demonstração:');
  console.log(`  ${'E-mail'.padEnd(widths[0])}  ${'Senha'.padEnd(widths[1])}  O que mostra`);
  for (const [email, senha, role] of rows) console.log(`  ${email.padEnd(widths[0])}  ${senha.padEnd(widths[1])}  ${role}`);
  const links = demoQuotationLinks();
  console.log(`\nOrçamento de compra pelo link do fornecedor (público): aberto ${url}${links.aberto}`);
  console.log(`  finalizado (só leitura) ${url}${links.finalizado}`);
  console.log('');
}

/**
 * `npm run dev` (--dev): the API listens on API_PORT (default 8081) and Vite's dev server (hot reload)
 * serves the portal on 5173, proxying /api and /config.js to it.
 */
async function startViteDevServer(apiPort: number) {
  const { createServer } = await import('vite');
  const target = `http://127.0.0.1:${apiPort}`;
  const vite = await createServer({ server: { proxy: { '/api': target, '/config.js': target } } });
  await vite.listen();
  const url = vite.resolvedUrls?.local[0] ?? 'http://localhost:5173/';
  console.log(`Portal em desenvolvimento (Vite, recarga automática): ${url}\n`);
  return vite;
}

async function main() {
  const dev = process.argv.includes('--dev');
  // Everything this process creates (database, WAL, secret, lock) is readable by its owner only.
  process.umask(0o077);
  const dataDir = resolveDataDir();
  if (!databaseUrlFromEnv()) {
    // One process per data folder (DuckDB's rule), checked before anything in it is touched.
    prepareDataFolder(dataDir);
    lockDataFolder(dataDir);
    restrictDataFiles(dataDir);
  }
  // every other setting read and checked here (config.ts): a wrong value stops the start, naming its variable
  const settings = loadConfig();
  const { config, databasePath, databaseUrl, host, demo, seedScale: scale } = settings;
  const port = dev ? settings.devApiPort : settings.port;
  const today = businessToday(config);
  const db = databaseUrl
    ? await (await import('./seed/firstStart.ts')).preparePostgres(databaseUrl, scale, today, demo)
    : await prepareDatabase(databasePath, scale, today, demo, settings.database);
  // a screen code added to seed/identities.ts after this data folder was created reaches the demo users now
  if (demo) {
    for (const r of await releaseNewDemoCodes(db)) console.log(`Acesso de demonstração: ${r.email}, empresa ${r.empresa_id}: telas ${r.codes.join(', ')} liberadas.`);
  }
  // npm run dev: an edited report SQL answers at once (read on each request, not cached for a minute)
  const devConfig = dev ? { reloadSql: true, cacheSeconds: config.cacheSeconds ?? 0 } : {};
  const app = await buildApp({ db, config: { ...config, ...devConfig }, ownsDatabase: true, logger: { level: settings.logLevel } });

  let vite: Awaited<ReturnType<typeof startViteDevServer>> | undefined;
  // drain, checkpoint, close (ops/gracefulStop.ts)
  const stop = installGracefulStop(app, db, settings.shutdownSeconds, async () => {
    await vite?.close();
  });
  const onSignal = (signal: string) => void stop(signal).then((code) => process.exit(code));
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));

  // `npm run admin -- backup` asks this process for the copy (DuckDB: one process per file)
  if (!databaseUrl) await (await import('./ops/adminSocket.ts')).serveAdminSocket(app, db as DuckDatabase, dataDir, databasePath);
  // e-mail subscriptions (docs/subscriptions.md): the scheduler runs only where sending is configured; its first
  // run, right after the start, sends once what came due while the server was down
  if (config.smtp) {
    const [{ createMailer }, { startScheduler }] = await Promise.all([import('./subscriptions/mailer.ts'), import('./subscriptions/scheduler.ts')]);
    const mailer = createMailer(config.smtp);
    let scheduler: ReturnType<typeof startScheduler> | undefined;
    app.addHook('onClose', async () => { await scheduler?.stop(); mailer.close(); });
    scheduler = startScheduler(app, { mailer, portalUrl: config.smtp.portalUrl, timeZone: config.timeZone ?? 'America/Sao_Paulo' });
  }
  await app.listen({ port, host });
  const address = app.server.address() as AddressInfo;
  printSignIns(`http://localhost:${address.port}`, demo);
  if (dev) vite = await startViteDevServer(address.port);
}

main().catch((error) => {
  const known = error instanceof DataFolderInUseError ? error.message : explainDatabaseLock(error, resolveDataDir());
  if (known) console.error(known);
  else console.error('Falha ao iniciar o Mirante:', error);
  process.exit(1);
});
