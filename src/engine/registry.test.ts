import { expect, test } from 'vitest';
import { Type } from '@sinclair/typebox';
import { buildRegistry } from './registry.ts';

const kind = (name: string) => ({ kind: name, schema: Type.Object({}), Component: () => null });

test('the registry keys kinds by name and refuses duplicates', () => {
  expect([...buildRegistry([kind('cards'), kind('chart')]).keys()]).toEqual(['cards', 'chart']);
  expect(() => buildRegistry([kind('cards'), kind('chart'), kind('cards')])).toThrow("Panel kind 'cards' is registered twice");
});
