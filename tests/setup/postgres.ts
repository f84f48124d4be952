import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from '../../server/src/test/postgresCluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the run's throwaway PostgreSQL cluster, or '' when it could not start (see postgresError). */
    postgresUrl: string;
    /** Why there is no cluster (PostgreSQL missing: how to install it); '' when there is one. */
    postgresError: string;
    /** The run's seeded template database (server/src/test/seededPostgres.ts), made by the first file that needs it. */
    postgresTemplate: string;
  }
}

/**
 * One throwaway PostgreSQL cluster for the node test run (server/src/test/postgresCluster.ts), removed afterwards.
 * MIRANTE_TEST_POSTGRES_URL points the tests at a server of your own instead (each test file creates its own
 * database in it). A missing PostgreSQL fails only the tests that need it, each with the install hint.
 */
export default async function setup(project: TestProject) {
  // named for this run: on a server of your own, a template never outlives the migrations it was made with
  const template = `mirante_template_${randomBytes(4).toString('hex')}`;
  project.provide('postgresTemplate', template);
  const given = process.env.MIRANTE_TEST_POSTGRES_URL;
  if (given) {
    project.provide('postgresUrl', given);
    project.provide('postgresError', '');
    return async () => {
      const client = new pg.Client({ connectionString: given });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${template}"`).finally(() => client.end());
    };
  }
  try {
    const cluster = await startPostgresCluster();
    project.provide('postgresUrl', cluster.url());
    project.provide('postgresError', '');
    return cluster.stop;
  } catch (error) {
    project.provide('postgresUrl', '');
    project.provide('postgresError', (error as Error).message);
  }
}
