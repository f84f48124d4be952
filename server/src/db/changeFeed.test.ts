import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { createPostgresTestDatabase } from '../test/postgresTestDatabase.ts';
import { CHANGE_CHANNEL, openChangeFeed, type ChangeFeed, type ChangeListener } from './changeFeed.ts';

// Two feeds on one PostgreSQL stand for two API instances (changeFeed.ts).
let url: string;
let admin: pg.Client;
beforeAll(async () => {
  url = await createPostgresTestDatabase('avisos');
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
});
afterAll(async () => {
  await admin?.end();
});

const listener = () => ({ changed: vi.fn(), lost: vi.fn(), listening: vi.fn() }) satisfies ChangeListener;

describe('change feed between instances', () => {
  it("tells the other instance which company changed, and not the announcing one; '*' = every company", async () => {
    const heardByA = listener();
    const heardByB = listener();
    const a: ChangeFeed = await openChangeFeed(url, heardByA);
    const b: ChangeFeed = await openChangeFeed(url, heardByB);
    try {
      expect(heardByB.listening).toHaveBeenCalledTimes(1);
      await a.announce(2);
      await expect.poll(() => heardByB.changed.mock.calls).toEqual([[2]]);
      await a.announce(undefined);
      await expect.poll(() => heardByB.changed.mock.calls).toEqual([[2], [undefined]]);
      expect(heardByA.changed).not.toHaveBeenCalled();
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('says when its connection is lost and, once listening again, that everything must be forgotten', async () => {
    const heard = listener();
    const feed = await openChangeFeed(url, heard);
    try {
      // the server drops the listening session (a restart, a network cut)
      await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1 AND pid <> pg_backend_pid()`, [`LISTEN ${CHANGE_CHANNEL}`]);
      await expect.poll(() => heard.lost.mock.calls.length).toBe(1);
      await expect.poll(() => heard.listening.mock.calls.length, { timeout: 10_000 }).toBe(2);
      // and it hears again
      const other = await openChangeFeed(url, listener());
      await other.announce(3);
      await expect.poll(() => heard.changed.mock.calls).toEqual([[3]]);
      await other.close();
    } finally {
      await feed.close();
    }
  });
});
