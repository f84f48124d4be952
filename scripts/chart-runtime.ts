/**
 * A definition's chart as Vega's runtime dataflow, parsed at build time, with its expressions as JavaScript functions
 * written into the chunk: the portal then builds the View straight from it, without Vega's parser (its spec → dataflow
 * step) and without interpreting each expression's syntax tree for every row and mark (vega-interpreter).
 * The portal's CSP has no 'unsafe-eval', so Vega's own path (`new Function` on each expression's code) is closed to it;
 * these functions are that same code, written by the build instead of compiled in the browser
 * (src/engine/panels/chart/runtime.ts reads them; docs/performance.md, "Vega's dataflow at build").
 *
 * The datasets the panel fills (a spec's `{ name }` without values, source or url) are parsed with empty inline values,
 * so each has a collect operator with `$ingest: []` marked as that dataset's input: the portal puts the rows there.
 */
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Spec } from 'vega';
import { parse } from 'vega';

/** Vega's own code for a mark's x2/y2/xc/yc (vega-runtime's util.js, not exported by the package). */
const { adjustSpatial } = (await import(
  pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('vega-runtime')), '..', 'src', 'util.js')).href
)) as { adjustSpatial: (channels: Record<string, unknown>, marktype: string) => string };

export interface ChartRuntime {
  /** Vega's runtime dataflow (vega-parser's output) as JSON. */
  runtime: string;
  /** The dataset names whose rows the portal puts into the dataflow. */
  inputs: string[];
  /** An ES module's source: `export default [function (...) {...}, …]`, the functions the runtime's `{ code: i }` name. */
  expressions: string;
}

type Json = Record<string, unknown>;
type ExpressionKind = 'operator' | 'parameter' | 'event' | 'handler' | 'encode';
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The datasets a spec leaves for its panel to fill: named, without values, source or url. */
export function inputDatasets(spec: Spec): string[] {
  return ((spec.data ?? []) as unknown as Json[]).filter((d) => typeof d.name === 'string' && !('values' in d) && !('source' in d) && !('url' in d)).map((d) => d.name as string);
}

/**
 * Every expression vega-runtime compiles from a runtime spec, found where its context looks (context.js, operator.js,
 * parameters.js, stream.js, update.js): an operator's `update`, a parameter's `$expr`, each `$encode` set, a stream's
 * `filter`, an update's `target` and `update`, recursively into `$params` and `$subflow` specs. Each is replaced, in
 * place, by the index of its function (`{ code: 3 }`, the same for the same kind and code): vega-runtime hands that
 * object to the portal's expression compiler (runtime.ts), which returns the function at that index.
 */
export function indexExpressions(runtime: unknown): { kind: ExpressionKind; code: string }[] {
  const list: { kind: ExpressionKind; code: string }[] = [];
  const indexes = new Map<string, number>();
  const index = (kind: ExpressionKind, code: string): number => {
    const key = `${kind}:${code}`;
    if (!indexes.has(key)) indexes.set(key, list.push({ kind, code }) - 1);
    return indexes.get(key)!;
  };
  const replace = (holder: Json, key: string, kind: Exclude<ExpressionKind, 'encode'>) => {
    const expr = holder[key];
    if (isObject(expr) && typeof expr.code === 'string') holder[key] = { code: index(kind, expr.code) };
  };
  const encode = (set: Json): Json => {
    const channels = set.channels as Record<string, { code: string }>;
    let code = 'var o=item,datum=o.datum,m=0,$;';
    for (const name of Object.keys(channels)) {
      const o = `o[${JSON.stringify(name)}]`;
      code += `$=${channels[name]!.code};if(${o}!==$)${o}=$,m=1;`;
    }
    code += adjustSpatial(channels, set.marktype as string);
    code += 'return m;';
    return { code: index('encode', code) };
  };
  const walk = (node: unknown, context: 'operator' | 'stream' | 'update' | 'other'): void => {
    if (Array.isArray(node)) return node.forEach((item) => walk(item, 'other'));
    if (!isObject(node)) return;
    if (context === 'operator') replace(node, 'update', 'operator');
    if (context === 'stream') replace(node, 'filter', 'event');
    if (context === 'update') {
      if (isObject(node.target)) replace(node.target, '$expr', 'event');
      if (isObject(node.update)) replace(node.update, '$expr', 'handler');
    }
    replace(node, '$expr', 'parameter');
    if (isObject(node.$encode)) for (const set of Object.values(node.$encode)) if (isObject(set) && isObject(set.$expr)) set.$expr = encode(set.$expr);
    for (const [key, value] of Object.entries(node)) {
      if (key === 'operators' && Array.isArray(value)) value.forEach((op) => walk(op, 'operator'));
      else if (key === 'streams' && Array.isArray(value)) value.forEach((s) => walk(s, 'stream'));
      else if (key === 'updates' && Array.isArray(value)) value.forEach((u) => walk(u, 'update'));
      else if (key !== '$ingest') walk(value, 'other');
    }
  };
  walk(runtime, 'other');
  const left = JSON.stringify(runtime).match(/"code":"/g);
  if (left) throw new Error(`expressões do Vega fora dos lugares conhecidos: ${left.length}`);
  return list;
}

/** A function's source for an expression, with the arguments and body vega-runtime's expression.js gives it. */
function functionSource(kind: ExpressionKind, code: string): string {
  const body = (c: string) => (c.endsWith(';') ? c : `return(${c});`);
  switch (kind) {
    case 'operator':
      return `function(_){${body(code)}}`;
    case 'parameter':
      return `function(datum,_){${body(code)}}`;
    case 'event':
      return `function(event){${body(code)}}`;
    case 'handler':
      return `function(_,event){var datum=event.item&&event.item.datum;return ${code};}`;
    case 'encode':
      return `function(item,_){${code}}`;
  }
}

/** The chart's dataflow and expression functions (a spec the build compiled: scripts/chart-specs.ts). */
export function chartRuntime(spec: Spec): ChartRuntime {
  const inputs = inputDatasets(spec);
  const withInputs = { ...spec, data: (spec.data as unknown as Json[] | undefined)?.map((d) => (inputs.includes(d.name as string) ? { ...d, values: [] } : d)) } as Spec;
  const runtime = parse(withInputs) as unknown as { operators: Json[] };
  const fed = new Set(runtime.operators.filter((op) => isObject(op.value) && '$ingest' in op.value && isObject(op.data)).flatMap((op) => Object.keys(op.data as Json)));
  const missing = inputs.filter((name) => !fed.has(name));
  if (missing.length) throw new Error(`o fluxo de dados do Vega não tem entrada para: ${missing.join(', ')}`);
  const functions = indexExpressions(runtime).map(({ kind, code }) => `  ${functionSource(kind, code)},`);
  return { runtime: JSON.stringify(runtime), inputs, expressions: `export default [\n${functions.join('\n')}\n];\n` };
}
