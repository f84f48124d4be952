import type { SeedContext } from './context.ts';
import { EMPRESA_TRANSPORTES } from './frota.ts';
import { createRng, type Rng } from './random.ts';

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

/** The demo note of the documented links (docs/rastreamento.md): same number at every scale and date. */
export const DEMO_NOTA = { numero: 123456, serie: '1', pedido: 'PV-123456' } as const;

/**
 * The demo hashes, in the order the seed draws them from its stream: the carrier link, the demo note's link,
 * then the senders' links (busiest sender first). The e2e tests and the docs' demo links use these.
 */
export function demoHashes(senders = SENDER_LINKS) {
  const rng = createRng(`logistica:${EMPRESA_TRANSPORTES}:rng`);
  const transportadora = randomHash(rng);
  const nota = randomHash(rng);
  return { transportadora, nota, remetentes: Array.from({ length: senders }, () => randomHash(rng)) };
}

export async function seedLogistica(ctx: SeedContext): Promise<void> {
  const e = EMPRESA_TRANSPORTES;
  const { db } = ctx;
  const carrier = await db.one<{ id: number }>(`SELECT id FROM transportadoras WHERE empresa_id = ${e}`);
  if (!carrier) return;
  const senders = await db.all<{ remetente_id: number }>(
    `SELECT remetente_id FROM nfes_transportadas WHERE empresa_id = ${e}
      GROUP BY remetente_id ORDER BY count(*) DESC, remetente_id LIMIT ${SENDER_LINKS}`,
  );
  const hashes = demoHashes(senders.length);
  await db.run(`UPDATE transportadoras SET hash = '${hashes.transportadora}' WHERE id = ${carrier.id}`);

  // The NF-e hashes ({nfHash}) stay the fleet seed's (DuckDB cannot UPDATE a row other tables reference):
  // a note's link is only reachable under its carrier's random hash, which is the secret (docs/rastreamento.md).

  const firstId = await ctx.nextId('links_rastreamento_remetente');
  await ctx.bulk(
    'links_rastreamento_remetente',
    senders.map((s, i) => ({ id: firstId + i, empresa_id: e, transportadora_id: carrier.id, remetente_id: s.remetente_id, hash: hashes.remetentes[i] })),
  );
  if (senders.length) await seedDemoNota(ctx, senders[0]!.remetente_id, hashes.nota);
}

/**
 * The demo note: a copy of the busiest sender's latest delivered NF-e whose delivery is proved on the CT-e (so it
 * needs no proof of its own: it inherits the CT-e's status), numbered DEMO_NOTA, with the same occurrences.
 */
async function seedDemoNota(ctx: SeedContext, remetenteId: number, hash: string) {
  const e = EMPRESA_TRANSPORTES;
  const { db } = ctx;
  const source = await db.one<{ id: number }>(
    `SELECT n.id FROM nfes_transportadas n JOIN entregas en ON en.id = n.entrega_id
      WHERE n.empresa_id = ${e} AND n.remetente_id = ${remetenteId} AND en.tipo_comprovacao = 'CTE' AND en.data_entrega IS NOT NULL
      ORDER BY en.data_entrega DESC, n.id DESC LIMIT 1`,
  );
  if (!source) return;
  const id = await ctx.nextId('nfes_transportadas');
  await db.run(`INSERT INTO nfes_transportadas
    SELECT ${id}, empresa_id, cte_id, entrega_id, remetente_id, destinatario_id, ${DEMO_NOTA.numero}, '${DEMO_NOTA.serie}', '${DEMO_NOTA.pedido}',
           chave_acesso, data_emissao, peso_bruto, valor_nota, status_comprovacao, '${hash}'
      FROM nfes_transportadas WHERE id = ${source.id}`);
  const firstOcc = await ctx.nextId('ocorrencias_rastreamento');
  await db.run(`INSERT INTO ocorrencias_rastreamento
    SELECT ${firstOcc - 1} + row_number() OVER (ORDER BY id)::INTEGER, empresa_id, ${id}, codigo, data_hora
      FROM ocorrencias_rastreamento WHERE nfe_transportada_id = ${source.id}`);
}
