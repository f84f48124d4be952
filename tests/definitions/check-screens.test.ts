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

  test("the checks kept in the action types' and filter widgets' folders name file and JSON path", () => {
    const file = 'tests/definitions/fixtures/broken-references.ts';
    const { status, out } = run(file);
    expect(status).toBe(1);
    const lines = out.split('\n').filter((l) => l.startsWith(`${file}: `)).map((l) => l.slice(file.length + 2));
    expect(lines).toEqual([
      // filters/widgets/lookup/checks.ts
      "/filters/fields/0/lookup: a 'lookup' field needs lookup { call, notFound }",
      "/filters/fields/1/lookup/call: unknown call 'semNome' (chamada inexistente)",
      "/filters/fields/1/lookup/picker: unknown picker 'semSeletor' (seletor inexistente)",
      // filters/widgets/select/checks.ts, radio/checks.ts, year/checks.ts
      "/filters/fields/2/optionsFrom/call: unknown call 'semGestores' (chamada inexistente)",
      "/filters/fields/3/optionsFrom/call: unknown call 'semSituacoes' (chamada inexistente)",
      "/filters/fields/4/years/fromCall/call: unknown call 'semAno' (chamada inexistente)",
      // actions/drill, pdf, request, pick /checks.ts
      "/panels/0/groups/0/cards/0/action/drill: unknown drill-down 'semDetalhe' (detalhe inexistente)",
      "/panels/0/groups/0/cards/1/action/call: unknown call 'semPdf' (chamada inexistente)",
      "/panels/0/groups/0/cards/2/action/call: unknown call 'semEscrita' (chamada inexistente)",
      "/panels/0/groups/0/cards/2/action/reload/1: unknown call 'semLista' (chamada inexistente)",
      "/panels/0/groups/0/cards/3/action/picker: unknown picker 'semSeletor' (seletor inexistente)",
      // actions/set/checks.ts notes 'grupo': only the variable no action sets is a problem
      "/panels/1/text: variable 'equipamento' is never set (nenhuma ação set grava '{vars.equipamento}')",
    ]);
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
