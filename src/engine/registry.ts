import type { PanelKind } from './panels/types.ts';

/**
 * The renderer registry: panel kinds keyed by `kind`, built from every src/engine/panels/<kind>/index.ts
 * (Evidence's glob-built registry; Grafana Scenes' registry throws on duplicate ids).
 */
export function buildRegistry(kinds: PanelKind[]): ReadonlyMap<string, PanelKind> {
  const map = new Map<string, PanelKind>();
  for (const k of kinds) {
    if (map.has(k.kind)) throw new Error(`Panel kind '${k.kind}' is registered twice`);
    map.set(k.kind, k);
  }
  return map;
}

function isPanelKind(value: unknown): value is PanelKind {
  return Boolean(value && typeof value === 'object' && 'kind' in value && 'Component' in value);
}

const modules = import.meta.glob<Record<string, unknown>>('./panels/*/index.ts', { eager: true });

export const panelRegistry = buildRegistry(
  Object.values(modules).map((m) => {
    const kind = m.default ?? Object.values(m).find(isPanelKind);
    if (!isPanelKind(kind)) throw new Error('A panels/<kind>/index.ts must export a PanelKind (default export)');
    return kind;
  }),
);
