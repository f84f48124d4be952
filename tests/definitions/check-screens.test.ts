import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { componentErrors } from '../../scripts/check-screens.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs the real command (`npm run check:screens` = tsx scripts/check-screens.ts) in a child process. */
function run(...files: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-screens.ts', ...files], { cwd: root, encoding: 'utf8' });
  return { status: result.status, out: result.stdout };
}

describe('npm run check:screens', () => {
  test('a broken definition: file, JSON path and problem, exit 1', () => {
    const { status, out } = run('tests/definitions/fixtures/broken-definition.ts');
    expect(status).toBe(1);
    expect(out).toContain('tests/definitions/fixtures/broken-definition.ts: /panels/1/groups/0/cards/0/format: must be one of text, currency');
    expect(out).toContain('check:screens: 1 problema(s) em 1 de 1 definições');
  });

  test('valid definitions: exit 0', () => {
    const { status, out } = run('screens/faturamento/1326-curva-abc-clientes.ts', 'screens/financeiro/1325-dashboard-financeiro.ts');
    expect(out).toContain('check:screens: 2 definições válidas');
    expect(status).toBe(0);
  });

  test("a component panel must name a folder of src/components/", () => {
    const def = { panels: [{ kind: 'component', component: 'copy-link' }, { kind: 'component', component: 'mapa-inexistente' }] };
    expect(componentErrors(def, 'screens/x.ts')).toEqual([
      { file: 'screens/x.ts', path: '/panels/1/component', message: "unknown component 'mapa-inexistente' (src/components/mapa-inexistente/index.tsx não existe)" },
    ]);
  });
});
