/**
 * Seeded pseudo-random numbers for the demo-data generator. Never Math.random: the same seed must give the same
 * data on every run and machine. mulberry32 is tiny, fast and good enough for demo data.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [lo, hi]. */
  int(lo: number, hi: number): number;
  /** Uniform in [lo, hi), rounded to `decimals`. */
  num(lo: number, hi: number, decimals?: number): number;
  pick<T>(items: readonly T[]): T;
  /** Picks favouring the first items (for ABC-like skew): index = floor(n × u^power). */
  skewed<T>(items: readonly T[], power?: number): T;
  chance(p: number): boolean;
  digits(n: number): string;
}

/** 32-bit FNV-1a of a string: turns names like 'faturamento:1' into seeds. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function createRng(seed: number | string): Rng {
  let a = (typeof seed === 'string' ? seedOf(seed) : seed) >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;
  return {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    num: (lo, hi, decimals = 2) => round(lo + next() * (hi - lo), decimals),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    skewed: (items, power = 2) => items[Math.floor(items.length * next() ** power)]!,
    chance: (p) => next() < p,
    digits: (n) => {
      let s = '';
      for (let i = 0; i < n; i++) s += Math.floor(next() * 10);
      return s;
    },
  };
}
