import type { FastifyInstance } from 'fastify';
import { openChangeFeed } from '../db/changeFeed.ts';
import type { ResultCache } from './resultCache.ts';

/**
 * Several API instances on one PostgreSQL, each with its own result cache: every write one of them makes is
 * announced to the others (db/changeFeed.ts), which forget that company's answers as the writer did. Without this
 * a list cached on instance B would stay stale after an approval through A for up to MIRANTE_CACHE_SECONDS.
 */
export async function shareResultCache(app: FastifyInstance, cache: ResultCache, url: string): Promise<void> {
  const feed = await openChangeFeed(
    url,
    {
      changed: (empresaId) => cache.invalidate(empresaId),
      lost: () => cache.suspend(),
      listening: () => {
        cache.invalidate();
        cache.resume();
      },
    },
    (message) => app.log.warn(message),
  );
  cache.onWritten((empresaId) => feed.announce(empresaId));
  app.addHook('onClose', async () => feed.close());
}
