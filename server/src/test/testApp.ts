import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { signToken } from '../auth/token.ts';
import type { AppConfig } from '../config.ts';
import type { Database, DatabaseSettings } from '../db/database.ts';
import { openSeededDatabase } from './seededDatabase.ts';
import { openSeededPostgres } from './seededPostgres.ts';
import { TEST_TODAY } from './testToday.ts';

/** The fixed secret of test apps (tokens made by `token()` and by POST /api/login both use it). */
export const TEST_SECRET = 'mirante-test-secret';
export { TEST_TODAY };

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** A valid session token for a user of the database (by e-mail), without going through /login. */
  token(email: string): Promise<string>;
  /** `{ authorization: 'Bearer <token>' }` for app.inject. */
  auth(email: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

/** The portal folders this test process made, removed when it exits (a run made ≈ 60 and left them in /tmp). */
const portalDirs: string[] = [];
process.once('exit', () => {
  for (const dir of portalDirs) rmSync(dir, { recursive: true, force: true });
});

/** A portal folder with a tiny index.html, for the tests of static serving and the SPA fallback; a test may add to it. */
export function tinyPortalDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mirante-portal-'));
  portalDirs.push(dir);
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>Mirante</title></head><body><div id="root"></div></body></html>');
  return dir;
}

/**
 * An app over a fresh database of its own (a copy of the run's seeded template, ./seededDatabase.ts; or the empty
 * PostgreSQL database `databaseUrl` replaced by a copy of the run's PostgreSQL template, ./seededPostgres.ts), migrated and seeded at scale 'small' for `today`. Use `app.inject()`; call
 * `close()` in afterAll.
 */
export async function createTestApp(options: { today?: string; config?: Partial<AppConfig>; databaseUrl?: string; database?: DatabaseSettings } = {}): Promise<TestApp> {
  const today = options.today ?? TEST_TODAY;
  const { db, remove } = options.databaseUrl ? await openSeededPostgres(options.databaseUrl, today, options.database) : await openSeededDatabase(today, options.database);
  const config: AppConfig = {
    secret: TEST_SECRET,
    tokenTtlSeconds: 8 * 60 * 60,
    portalDir: tinyPortalDir(),
    today,
    ...options.config,
  };
  const app = await buildApp({ db, config });
  const token = async (email: string) => {
    const user = await db.one<{ id: number }>('SELECT id FROM usuarios WHERE email = $1', [email]);
    if (!user) throw new Error(`Usuário de teste inexistente: ${email}`);
    return signToken(user.id, config.secret, config.tokenTtlSeconds);
  };
  return {
    app,
    db,
    token,
    auth: async (email) => ({ authorization: `Bearer ${await token(email)}` }),
    async close() {
      await app.close();
      await db.close();
      remove();
    },
  };
}
