import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { buildManifest, MANIFEST_FILE, manifestText } from '../../server/src/contract/writeManifest.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURE = 'tests/definitions/fixtures/broken-contract.ts';

/** `npm run check:screens` holds definitions against the API's contract manifest, without a server (issue 37 item 5). */
describe('check:screens against the contract manifest', () => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-screens.ts', FIXTURE], { cwd: root, encoding: 'utf8' });
  const lines = result.stdout.split('\n');
  const line = (path: string) => lines.find((l) => l.startsWith(`${FIXTURE}: ${path}: `));

  test('exits 1 with one line per problem, naming file and JSON path', () => {
    expect(result.status).toBe(1);
    expect(lines).toContain('check:screens: 9 problema(s) em 1 de 1 definições');
  });
  test('an unknown call', () => expect(line('/calls/nada/path')).toMatch(/unknown call: nenhuma rota da API atende '\/empresas\/\{empresaId\}\/faturamento\/nao-existe'/));
  test('a wrong method', () => expect(line('/panels/0/rowActions/0/action/method')).toMatch(/wrong method: POST .* a rota aceita PUT$/));
  test('a query parameter the call does not take', () =>
    expect(line('/calls/clientes/params/dataFiim')).toMatch(/parâmetro 'dataFiim' não existe em GET \/empresas\/:empresaId\/faturamento\/curva-abc-clientes; aceitos: dataInicio, dataFim$/));
  test('a required parameter missing', () => expect(line('/calls/clientes/params')).toMatch(/falta o parâmetro obrigatório 'dataFim' \(date\)/));
  test('a column, a chart and a card field the answer does not have', () => {
    expect(line('/panels/0/columns/0/field')).toMatch(/campo 'nome_clente' não existe nos dados de GET .*; campos: id_cliente, nome_cliente,/);
    expect(line('/panels/1/preset/y/field')).toMatch(/campo 'valor' não existe/);
    expect(line('/panels/2/groups/0/cards/0/value')).toMatch(/campo '0.vlr_total_liquidoo' não existe/);
  });
  test('a dataPath that does not exist', () => expect(line('/panels/3/dataPath')).toMatch(/'response.totais' não existe na resposta de GET .*; há: response$/));
  test('an access code that differs', () => expect(line('/accessCode')).toMatch(/a chamada 'intercarg' .* exige os códigos \[1417\], mas a tela tem accessCode 1326$/));
});

test(`${MANIFEST_FILE} is up to date (run \`npm run contract\`)`, async () => {
  const current = manifestText(await buildManifest());
  expect(readFileSync(join(root, MANIFEST_FILE), 'utf8') === current, `${MANIFEST_FILE} is stale: run npm run contract`).toBe(true);
  // every declared report is in it, with its query and its rows
  const calls = JSON.parse(current).calls as { path: string; query: Record<string, unknown>; report?: string }[];
  const abc = calls.find((c) => c.path === '/empresas/:empresaId/faturamento/curva-abc-clientes');
  expect(abc).toMatchObject({ report: 'server/src/reports/faturamento/curva-abc-clientes.report.ts', query: { dataInicio: { type: 'date', required: true } } });
}, 60_000);

test('a chart category that can repeat is a warning naming the id to use, and the id silences it', async () => {
  const { contractErrors } = await import('../../scripts/screen-contract.ts');
  const { readManifest } = await import('../../scripts/check-screens.ts');
  const definition = (id?: string) => ({
    accessCode: 1326,
    calls: { c: { path: '/empresas/{empresaId}/faturamento/curva-abc-clientes', params: { dataInicio: 'x', dataFim: 'y' } } },
    panels: [{ kind: 'chart', call: 'c', preset: { type: 'bar', x: { field: 'nome_cliente', ...(id ? { id } : {}) }, y: { field: 'vlr_total_liquido' }, top: 10 } }],
  });
  const warnings: { file: string; path: string; message: string }[] = [];
  expect(contractErrors(definition(), 'screens/x.ts', readManifest(), warnings)).toEqual([]);
  expect(warnings).toEqual([
    expect.objectContaining({ path: '/panels/0/preset/x', message: expect.stringMatching(/a categoria 'nome_cliente' pode repetir .*informe x.id, ex.: 'id_cliente'$/) }),
  ]);
  const none: typeof warnings = [];
  contractErrors(definition('id_cliente'), 'screens/x.ts', readManifest(), none);
  expect(none).toEqual([]);
});
