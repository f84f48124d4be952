import { DuckDBBlobValue } from '@duckdb/node-api';
import { isPostgresDatabase } from '../db/dialect.ts';
import type { Database, DuckDatabase, Queries } from '../db/types.ts';
import { encodePng } from './png.ts';
import { createRng } from './random.ts';

const W = 480;
const H = 360;

/**
 * The demo's delivery-proof photos (02.79.1495), stored as data by the seed (table `fotos_comprovantes`, migration
 * 028): the route serves the stored bytes and draws nothing. A few dozen photos, shared by the proofs (a hash of the
 * proof picks one, with a damage stamp when the cargo had damage): one photo per proof would put tens of thousands of
 * images in the database at the large scale, for pictures nobody tells apart.
 */
export const FOTOS_COMPROVANTES = { semAvarias: 16, comAvarias: 8 } as const;

/** SQL of the photo id of a proof: `key` is a SQL expression unique per proof, `avarias` its damage column. */
export function fotoComprovanteIdSql(avarias: string, key: string): string {
  const { semAvarias, comAvarias } = FOTOS_COMPROVANTES;
  return `CASE WHEN ${avarias} = 'SEM_AVARIAS' THEN 1 + hash(${key}, 'pvfoto') % ${semAvarias}
               ELSE ${semAvarias + 1} + hash(${key}, 'pvfoto') % ${comAvarias} END`;
}

/**
 * One photo: a signed delivery receipt (canhoto) on a surface, lines of text, a signature; a red stamp when the
 * cargo had damage. Drawn from `n` (same n, same bytes).
 */
export function fotoComprovante(n: number, avariada: boolean): Buffer {
  const rng = createRng(`comprovante:${n}`);
  const px = new Uint8Array(W * H * 3);
  const set = (x: number, y: number, [r, g, b]: readonly number[]) => {
    if (x < 0 || y < 0 || x >= W || y >= H) return;
    const i = (y * W + x) * 3;
    px[i] = r!;
    px[i + 1] = g!;
    px[i + 2] = b!;
  };
  const fill = (x0: number, y0: number, x1: number, y1: number, c: readonly number[]) => {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) set(x, y, c);
  };
  // surface (a table or a box), with a little noise
  const base = [rng.int(90, 150), rng.int(70, 120), rng.int(50, 90)];
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
    const noise = ((x * 7 + y * 13 + n) % 17) - 8;
    set(x, y, base.map((v) => Math.max(0, Math.min(255, v + noise))));
  }
  // the receipt, slightly off-centre
  const ox = rng.int(30, 70);
  const oy = rng.int(30, 60);
  fill(ox + 6, oy + 6, W - ox + 6, H - oy + 6, [40, 30, 20]); // shadow
  fill(ox, oy, W - ox, H - oy, [245, 243, 236]);
  // printed lines
  for (let row = 0; row < 8; row++) {
    const y = oy + 24 + row * 22;
    const len = rng.int(120, W - 2 * ox - 40);
    fill(ox + 20, y, ox + 20 + len, y + 5, [70, 70, 80]);
  }
  // signature
  const sy = H - oy - 50;
  const amp = rng.int(6, 14);
  for (let x = ox + 40; x < W - ox - 60; x++) {
    const y = Math.round(sy + amp * Math.sin((x + n) / rng.int(7, 12)) * Math.cos(x / 23));
    fill(x, y, x + 2, y + 2, [20, 40, 140]);
  }
  // damage stamp
  if (avariada) {
    fill(W - ox - 150, oy + 20, W - ox - 20, oy + 70, [200, 30, 30]);
    fill(W - ox - 144, oy + 26, W - ox - 26, oy + 64, [245, 243, 236]);
    fill(W - ox - 130, oy + 40, W - ox - 40, oy + 50, [200, 30, 30]);
  }
  return encodePng(W, H, px);
}

/** Stores the photos (ids 1..semAvarias without damage, then the damaged ones), before the proofs point at them. */
export async function seedFotosComprovantes(db: DuckDatabase): Promise<void> {
  await storeFotos(db, (png) => new DuckDBBlobValue(png));
}

async function storeFotos(q: Queries, blob: (png: Buffer) => DuckDBBlobValue | Buffer): Promise<void> {
  const { semAvarias, comAvarias } = FOTOS_COMPROVANTES;
  for (let id = 1; id <= semAvarias + comAvarias; id++) {
    const png = fotoComprovante(id, id > semAvarias);
    // the drivers bind binary differently: DuckDB a BLOB value, pg a Buffer (BYTEA)
    await q.run('INSERT INTO fotos_comprovantes (id, tipo_conteudo, conteudo) VALUES ($1, $2, $3)', [id, 'image/png', blob(png) as DuckDBBlobValue]);
  }
}

/**
 * A demo database seeded before migration 028 has proofs and no photos: at the first demo start after the upgrade
 * (main.ts, MIRANTE_DEMO on), the photos are stored and each proof gets one (by its id: SQL both engines run), in
 * one transaction. Nothing to do — one count — on a database that has photos, and never called in deployment mode.
 * Answers how many proofs got a photo.
 */
export async function completarFotosDemo(db: Database): Promise<number> {
  const { fotos } = (await db.one<{ fotos: number }>('SELECT count(*) AS fotos FROM fotos_comprovantes'))!;
  if (Number(fotos) > 0) return 0;
  const { semAvarias, comAvarias } = FOTOS_COMPROVANTES;
  return db.transaction(async (tx) => {
    const sem = await tx.all<{ id: number }>('SELECT id FROM comprovantes WHERE foto_id IS NULL');
    if (!sem.length) return 0;
    await storeFotos(tx, (png) => (isPostgresDatabase(db) ? png : new DuckDBBlobValue(png)));
    await tx.run(
      `UPDATE comprovantes SET foto_id = CASE WHEN avarias = 'SEM_AVARIAS' THEN 1 + id % ${semAvarias} ELSE ${semAvarias + 1} + id % ${comAvarias} END
        WHERE foto_id IS NULL`,
    );
    return sem.length;
  });
}
