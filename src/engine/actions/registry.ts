import type { AnyActionType } from './types.ts';

/**
 * The action registry: action types keyed by `type`, built from every src/engine/actions/<type>/index.ts
 * (like the panel kinds' registry, src/engine/registry.ts). Refuses duplicates.
 */
export function buildActionRegistry(types: AnyActionType[]): ReadonlyMap<string, AnyActionType> {
  const map = new Map<string, AnyActionType>();
  for (const t of types) {
    if (map.has(t.type)) throw new Error(`Action type '${t.type}' is registered twice`);
    map.set(t.type, t);
  }
  return map;
}

const modules = import.meta.glob<{ default: AnyActionType }>('./*/index.ts', { eager: true });

export const actionRegistry = buildActionRegistry(Object.values(modules).map((m) => m.default));
