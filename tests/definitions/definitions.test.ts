import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { formatDefinitionError, validateDefinition } from '../../src/engine/definition/validate.ts';
import { generateSchemaFiles } from '../../scripts/generate-schemas.ts';
import { definitionFiles, root } from '../support/definitionFiles.ts';
import broken from './fixtures/broken-definition.ts';
import type { EngineExample } from '../../src/engine/engineExample.ts';

describe('every screen definition validates', () => {
  const files = definitionFiles();
  test('screens/ has definitions', () => expect(files.length).toBeGreaterThan(0));
  test.each(files)('%s', async (file) => {
    const definition = ((await import(join(root, file))) as { default: unknown }).default;
    const result = validateDefinition(definition, file);
    expect(result.ok ? [] : result.errors.map(formatDefinitionError)).toEqual([]);
  });
});

describe('a broken definition names file, path and problem', () => {
  const file = 'tests/definitions/fixtures/broken-definition.ts';

  test('shape errors: a format that does not exist', () => {
    const result = validateDefinition(broken, file);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map(formatDefinitionError)).toContain(
      'tests/definitions/fixtures/broken-definition.ts: /panels/1/groups/0/cards/0/format: must be one of text, currency, number, quantity, percent, integer, date, datetime, time, weekday, flag, duration, document, yesNo, cpfCnpj',
    );
  });

  test('cross-references: unknown call and unknown drill-down', () => {
    const fixed = structuredClone(broken) as typeof broken;
    (fixed.panels[1] as { groups: Array<{ cards: Array<{ format: string }> }> }).groups[0].cards[0].format = 'currency';
    const result = validateDefinition(fixed, file);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { file, path: '/panels/2/call', message: "unknown call 'inexistente' (chamada inexistente); known: resumo" },
      { file, path: '/panels/2/groups/0/cards/0/action/drill', message: "unknown drill-down 'nada' (detalhe inexistente)" },
    ]);
  });

  test('unknown kinds and unknown fields are named', () => {
    const result = validateDefinition({ ...broken, panels: [{ kind: 'pizza' }, { kind: 'text', text: 'x', colour: 'red' }] }, file);
    expect(result.ok ? [] : result.errors.map((e) => `${e.path}: ${e.message}`)).toEqual([
      "/panels/0/kind: unknown kind 'pizza' (tipo desconhecido)",
      "/panels/1/colour: unknown field 'colour' (campo desconhecido)",
    ]);
  });
});

test('the generated schema files are up to date (run `npm run schemas`)', () => {
  for (const [file, content] of Object.entries(generateSchemaFiles())) {
    expect(readFileSync(join(root, file), 'utf8') === content, `${file} is stale: run npm run schemas`).toBe(true);
  }
});

describe('every engine example (.storybook/examples) validates', () => {
  const dir = join(root, '.storybook', 'examples');
  const slugs = readdirSync(dir).filter((f) => f.endsWith('.ts')).map((f) => f.replace(/\.ts$/, ''));
  test('there are examples', () => expect(slugs.length).toBeGreaterThan(0));
  test.each(slugs)('%s', async (slug) => {
    const { examples } = (await import(join(dir, `${slug}.ts`))) as { examples: EngineExample[] };
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      const result = validateDefinition(example.definition, `.storybook/examples/${slug}.ts`);
      expect(result.ok ? [] : result.errors.map(formatDefinitionError)).toEqual([]);
      expect(example.shows.length).toBeGreaterThan(0);
    }
  });
});
