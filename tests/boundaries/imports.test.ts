import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';

/**
 * The import flow (docs/boundaries.md, .dependency-cruiser.cjs): no cycle in src/, schemas/, common/, server/ or
 * screens/, and no import against app, components → engine → api → session, nor between two kinds' folders.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs')) as IConfiguration;

async function violations(cwd: string, paths: string[]): Promise<string[]> {
  const previous = process.cwd();
  process.chdir(cwd); // the rules' paths are relative to the folder cruised from
  try {
    const { output } = await cruise(paths, { ruleSet: { forbidden: config.forbidden }, ...config.options, tsConfig: undefined, validate: true });
    return (output as ICruiseResult).summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}${v.cycle ? ` (${v.cycle.map((c) => c.name).join(' → ')})` : ''}`);
  } finally {
    process.chdir(previous);
  }
}

test('the project imports along the flow, without cycles', async () => {
  expect(await violations(root, ['src', 'schemas', 'common', 'server', 'screens'])).toEqual([]);
}, 120_000);

// The rules must catch what they are for: a small tree that breaks each of them.
const probe = mkdtempSync(join(tmpdir(), 'mirante-imports-'));
afterAll(() => rmSync(probe, { recursive: true, force: true }));

test('an import against the flow, across kinds or in a cycle is reported', async () => {
  const files: Record<string, string> = {
    'src/session/store.ts': "import { apiGet } from '../api/client.ts';\nexport const s = apiGet;\n",
    'src/api/client.ts': "export const apiGet = 1;\nimport '../engine/ScreenRuntime.ts';\n",
    'src/engine/ScreenRuntime.ts': "import '../components/registry.ts';\nexport {};\n",
    'src/components/registry.ts': 'export {};\n',
    'src/engine/panels/accordion/Panel.ts': "import '../table/internals.ts';\nexport {};\n",
    'src/engine/panels/table/internals.ts': "import '../shared/cells.ts';\nexport {};\n",
    'src/engine/panels/shared/cells.ts': 'export {};\n',
    'src/engine/a.ts': "import './b.ts';\nexport {};\n",
    'src/engine/b.ts': "import './a.ts';\nexport {};\n",
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(probe, file)), { recursive: true });
    writeFileSync(join(probe, file), text);
  }
  const found = (await violations(probe, ['src'])).map((v) => v.split(':')[0]);
  expect(new Set(found)).toEqual(new Set(['session-is-the-bottom', 'api-below-engine', 'engine-below-shell', 'kinds-do-not-share-internals', 'no-cycle']));
  // the shared module is open to every kind
  expect((await violations(probe, ['src'])).some((v) => v.includes('table/internals.ts → src/engine/panels/shared/'))).toBe(false);
}, 120_000);
