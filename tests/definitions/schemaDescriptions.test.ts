import { expect, test } from 'vitest';
import { screenDefinitionJsonSchema } from '../../scripts/generate-schemas.ts';

// Every option of every panel kind carries a one-line description (editors show it to analysts).
test('every panel option in the JSON Schema has a description', () => {
  const schema = screenDefinitionJsonSchema() as { $defs: Record<string, unknown> };
  const missing: string[] = [];
  const walk = (node: unknown, path: string) => {
    if (Array.isArray(node)) return node.forEach((v, i) => walk(v, `${path}/${i}`));
    if (!node || typeof node !== 'object') return;
    const props = (node as { properties?: Record<string, Record<string, unknown>> }).properties;
    for (const [key, value] of Object.entries(props ?? {})) {
      if (!('description' in value) && !('$ref' in value)) missing.push(`${path}/properties/${key}`);
    }
    for (const [key, value] of Object.entries(node)) walk(value, `${path}/${key}`);
  };
  for (const name of ['Panel', 'FieldLine', 'Collapsible', 'Toggle']) walk(schema.$defs[name], `#/$defs/${name}`);
  expect(missing).toEqual([]);
});
