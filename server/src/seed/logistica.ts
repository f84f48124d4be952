import type { SeedContext } from './context.ts';
import { EMPRESA_TRANSPORTES } from './frota.ts';
import type { Rng } from './random.ts';

/**
 * Public tracking identities (docs/rastreamento.md): long random hashes for the carrier link
 * (/logistica/rastreamento-transportadora/{hash}) and for the senders' simple-tracking links
 * (/logistica/rastreamento/{hash}). Own random stream ('logistica'), run after the fleet
 * steps, so no other area's draws move.
 *
 * The fleet seed derived the hashes from the record id (SHA-256/MD5 of a fixed text): anyone reading the source
 * could compute every carrier's link. Here they come from a seeded stream (the demo data must be the same on
 * every run, so the documented demo links keep working); a real deployment must create a carrier's hash from
 * crypto randomness (e.g. 30 bytes of crypto.randomBytes in base62/base64url), never from the id.
 */
export const HASH_LENGTH = 40;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 40 base-62 characters (~238 bits of address space). */
export function randomHash(rng: Rng, length = HASH_LENGTH): string {
  let s = '';
  for (let i = 0; i < length; i++) s += ALPHABET[Math.floor(rng.next() * ALPHABET.length)];
  return s;
}

/** How many senders of the carrier get a simple-tracking link (the busiest ones). */
const SENDER_LINKS = 5;

export async function seedLogistica(ctx: SeedContext): Promise<void> {
  const e = EMPRESA_TRANSPORTES;
  const { db } = ctx;
  const rng = ctx.rng('logistica', e);
  const carrier = await db.one<{ id: number }>(`SELECT id FROM transportadoras WHERE empresa_id = ${e}`);
  if (!carrier) return;
  await db.run(`UPDATE transportadoras SET hash = '${randomHash(rng)}' WHERE id = ${carrier.id}`);

  // The NF-e hashes ({nfHash}) stay the fleet seed's (DuckDB cannot UPDATE a row other tables reference):
  // a note's link is only reachable under its carrier's random hash, which is the secret (docs/rastreamento.md).

  const senders = await db.all<{ remetente_id: number }>(
    `SELECT remetente_id FROM nfes_transportadas WHERE empresa_id = ${e}
      GROUP BY remetente_id ORDER BY count(*) DESC, remetente_id LIMIT ${SENDER_LINKS}`,
  );
  const firstId = await ctx.nextId('links_rastreamento_remetente');
  await ctx.bulk(
    'links_rastreamento_remetente',
    senders.map((s, i) => ({ id: firstId + i, empresa_id: e, transportadora_id: carrier.id, remetente_id: s.remetente_id, hash: randomHash(rng) })),
  );
}
