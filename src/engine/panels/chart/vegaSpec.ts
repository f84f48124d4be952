/**
 * The Vega spec of a chart's Vega-Lite spec: the one the build compiled (precompiled.ts), or — for a spec the
 * build did not see — compiled here, loading the Vega-Lite compiler only then. Both are compileLite's output.
 */
import type { Spec } from 'vega';
import { PRECOMPILED } from './precompiled.ts';

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

export async function vegaSpecFor(lite: Record<string, unknown>): Promise<Spec> {
  const precompiled = PRECOMPILED[chartKey(lite)];
  if (precompiled) return (await precompiled()).default;
  const { compileLite } = await import('./compileLite.ts');
  return compileLite(lite);
}

/** The spec with the rows of its named datasets (chartData) as their `values`. */
export function withData(spec: Spec, datasets: Record<string, unknown[]>): Spec {
  return { ...spec, data: spec.data?.map((d) => (d.name in datasets ? { ...d, values: datasets[d.name] } : d)) } as Spec;
}
