import { expect, test } from 'vitest';
import { buildRegistry } from './registry.ts';

const kind = (name: string) => ({ kind: name, Component: () => null });

test('the registry keys kinds by name and refuses duplicates', () => {
  expect([...buildRegistry([kind('cards'), kind('chart')]).keys()]).toEqual(['cards', 'chart']);
  expect(() => buildRegistry([kind('cards'), kind('chart'), kind('cards')])).toThrow("Panel kind 'cards' is registered twice");
});

test('every kind has an options schema; a kind whose options declare title / emptyText draws them itself', async () => {
  const { panelRegistry } = await import('./registry.ts');
  const { PANEL_OPTION_SCHEMAS } = await import('./panels/schemas.ts');
  expect([...panelRegistry.keys()].sort()).toEqual(Object.keys(PANEL_OPTION_SCHEMAS).sort());
  for (const [name, kind] of panelRegistry) {
    const properties = (PANEL_OPTION_SCHEMAS[name as keyof typeof PANEL_OPTION_SCHEMAS] as { properties: Record<string, unknown> }).properties;
    expect(Boolean(kind.drawsTitle), name).toBe('title' in properties);
    if ('emptyText' in properties) expect(kind.handlesEmpty, name).toBe(true);
  }
});
