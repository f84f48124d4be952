import { describe, expect, test } from 'vitest';
import { validateDefinition } from '../definition/validate.ts';
import type { EngineExample } from '../engineExample.ts';

// Every kind example is a valid definition (the catalogue shows only what an analyst could write).
const files = import.meta.glob<{ examples: EngineExample[] }>('./*/examples.ts', { eager: true });

describe('panel kind examples', () => {
  for (const [file, mod] of Object.entries(files)) {
    for (const example of mod.examples) {
      test(`${file}: ${example.name} validates`, () => {
        const result = validateDefinition(example.definition, file);
        expect(result.ok ? [] : result.errors).toEqual([]);
        const kind = file.split('/')[1];
        const usesKind = JSON.stringify(example.definition).includes(`"kind":"${kind}"`);
        expect(usesKind).toBe(true);
      });
    }
  }
});
