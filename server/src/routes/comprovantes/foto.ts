import { createRng } from '../../seed/random.ts';
import { encodePng } from './png.ts';

const W = 480;
const H = 360;

/**
 * The photo of a delivery proof, drawn from the proof's id (same id, same bytes): a signed delivery receipt
 * (canhoto) on a surface, lines of text, a signature; a red stamp when the cargo had damage. Drawn on request
 * rather than stored: the demo database would otherwise hold tens of thousands of images (docs/rastreamento.md).
 */
export function fotoComprovante(id: number, avarias: string): Buffer {
  const rng = createRng(`comprovante:${id}`);
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
    const n = ((x * 7 + y * 13 + id) % 17) - 8;
    set(x, y, base.map((v) => Math.max(0, Math.min(255, v + n))));
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
    const y = Math.round(sy + amp * Math.sin((x + id) / rng.int(7, 12)) * Math.cos(x / 23));
    fill(x, y, x + 2, y + 2, [20, 40, 140]);
  }
  // damage stamp
  if (avarias !== 'SEM_AVARIAS') {
    fill(W - ox - 150, oy + 20, W - ox - 20, oy + 70, [200, 30, 30]);
    fill(W - ox - 144, oy + 26, W - ox - 26, oy + 64, [245, 243, 236]);
    fill(W - ox - 130, oy + 40, W - ox - 40, oy + 50, [200, 30, 30]);
  }
  return encodePng(W, H, px);
}
