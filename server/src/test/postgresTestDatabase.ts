import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * A new empty database in the test run's PostgreSQL cluster (tests/setup/postgres.ts), so that test files
 * running in parallel never share one. Throws the install hint when PostgreSQL is missing.
 */
export async function createPostgresTestDatabase(label: string): Promise<string> {
  const admin = inject('postgresUrl');
  if (!admin) throw new Error(inject('postgresError') || 'PostgreSQL de teste indisponível');
  const name = `mirante_${label}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}
