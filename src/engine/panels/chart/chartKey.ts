/** The key of a chart's Vega-Lite spec: the same at build (scripts/chart-specs.ts) and run time (runtime.ts). */

/** A 53-bit hash (cyrb53) of the spec's JSON, as hex: the same at build and run time, for the same definition. */
export function chartKey(lite: Record<string, unknown>): string {
  const text = JSON.stringify(lite);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}
