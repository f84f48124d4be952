import { openDuckDatabase, type Database, type DuckDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { isPostgresDatabase } from '../db/dialect.ts';
import { fecharSaldosCaixa, fechamentoAnterior } from '../db/saldosCaixa.ts';
import { copyToPostgres } from './copyToPostgres.ts';
import { createContext } from './context.ts';
import { seedIdentities } from './identities.ts';
import { createMacros } from './sqlMacros.ts';
import { seedCadastros } from './cadastros.ts';
import { seedFaturamento, seedMetas } from './faturamento.ts';
import { seedFinanceiro } from './financeiro.ts';
import { seedFrotaCadastros, seedOrdens } from './frota.ts';
import { seedFotosComprovantes } from './fotosComprovantes.ts';
import { seedCombustivel, seedPosicoes } from './combustivel.ts';
import { seedRotas, seedPendentes } from './rotas.ts';
import { seedPcp } from './pcp.ts';
import { seedPcpChao } from './pcpChao.ts';
import { seedCompras } from './compras.ts';
import { seedLocacao } from './locacao.ts';
import { seedDre } from './dre.ts';
import { seedLogistica } from './logistica.ts';
import type { ScaleName } from './scales.ts';

export type { ScaleName } from './scales.ts';

export interface SeedOptions {
  scale: ScaleName;
  /** Business date 'YYYY-MM-DD': all demo dates are relative to it. */
  today: string;
  /** Called after each step with its name and seconds (the CLI prints them). */
  onStep?: (step: string, seconds: number) => void;
}

/** Optional areas registered by later modules (PCP, purchasing, rental, fleet) in order. */
type Step = [string, (ctx: ReturnType<typeof createContext>) => Promise<void>];

/**
 * Fills a migrated, empty database with the demo identities and deterministic ERP data for every area.
 * Same scale and same `today` → identical data, on DuckDB and on PostgreSQL alike.
 *
 * The generator is DuckDB SQL (set-based INSERT ... SELECT over range(), hash-based pseudo-randomness, appenders):
 * a PostgreSQL target gets the data generated in an in-memory DuckDB and bulk-copied (COPY FROM STDIN) in one
 * transaction, so both engines hold the very same rows (docs/scaling.md, "Demo data on PostgreSQL").
 */
export async function seed(db: Database, options: SeedOptions): Promise<void> {
  if (!isPostgresDatabase(db)) return generate((db as DuckDatabase).singleConnection(), options); // TEMP tables: one connection
  const memory = await openDuckDatabase(':memory:');
  try {
    await migrate(memory);
    await generate(memory.singleConnection(), options);
    const t0 = performance.now();
    await copyToPostgres(memory, db);
    options.onStep?.('copia p/ pg', (performance.now() - t0) / 1000);
  } finally {
    await memory.close();
  }
}

async function generate(db: DuckDatabase, options: SeedOptions): Promise<void> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(options.today)) throw new Error(`seed: invalid today '${options.today}'`);
  const ctx = createContext(db, options.scale, options.today);
  const steps: Step[] = [
    ['identidades', async () => seedIdentities(db)],
    ['macros', async () => createMacros(db, options.today)],
    ['cadastros', seedCadastros],
    ['faturamento', seedFaturamento],
    ['frota', seedFrotaCadastros],
    ['fotos', async () => seedFotosComprovantes(db)], // before the proofs that point at them
    ['ordens/ctes', seedOrdens],
    ['metas', seedMetas],
    ['financeiro', seedFinanceiro],
    ['pcp', seedPcp],
    ['compras', seedCompras],
    ['locacao', seedLocacao],
    ['combustivel', seedCombustivel],
    ['posicoes', seedPosicoes],
    ['rotas', seedRotas],
    ['pendentes', seedPendentes],
    ['dre', seedDre],
    ['pcp chão', seedPcpChao],
    ['logistica', seedLogistica],
    // last: every movement is in (v_saldo_contas_caixa = this closing + the movements after it)
    ['fechamento', async () => fecharSaldosCaixa(db, fechamentoAnterior(options.today))],
  ];
  for (const [name, run] of steps) {
    const t0 = performance.now();
    await run(ctx);
    options.onStep?.(name, (performance.now() - t0) / 1000);
  }
}
