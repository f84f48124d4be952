import { openDatabase, type Database } from '../db/database.ts';
import { exclusive } from '../db/dialect.ts';
import { applyMigrations } from '../db/migrate.ts';
import { completarFotosDemo } from './fotosComprovantes.ts';
import { seed, type ScaleName } from './index.ts';

/**
 * Start on PostgreSQL (DATABASE_URL): apply new migrations and, when the database holds no company and no user
 * (an empty database, or a first seed that was interrupted: the copy is one transaction), seed the demo data,
 * as the DuckDB default does on its first start (not in deployment mode, MIRANTE_DEMO=0). Instances starting together take turns (advisory lock), so
 * only the first one migrates and seeds; the others find it done.
 */
export async function preparePostgres(url: string, scale: ScaleName, today: string, demo = true): Promise<Database> {
  const db = await openDatabase(url);
  try {
    await exclusive(db, async () => {
      await applyMigrations(db);
      const { n } = (await db.one<{ n: number }>('SELECT (SELECT count(*) FROM empresas) + (SELECT count(*) FROM usuarios) AS n'))!;
      // deployment mode (MIRANTE_DEMO=0): migrations only, like the embedded default
      if (!demo) return;
      // a demo database from before migration 028 gets its proof photos once, under the same lock as the seed
      if (n > 0) {
        const fotos = await completarFotosDemo(db);
        if (fotos) console.log(`Fotos de demonstração guardadas para ${fotos} comprovantes (base anterior à migração 028).`);
        return;
      }
      console.log(`Criando a base de demonstração (${scale}, data ${today}) no PostgreSQL ...`);
      await seed(db, { scale, today, onStep: (step, seconds) => console.log(`  ${step.padEnd(14)} ${seconds.toFixed(1)} s`) });
    });
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
