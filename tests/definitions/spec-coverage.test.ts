import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

/**
 * docs/spec-coverage.md against the spec documents: every screen code the three documents name has a row in the
 * screen table, the row's definition file exists, and the row's e2e file(s) exist and one of them mentions the
 * code. No row is left `partial`.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const doc = readFileSync(`${root}docs/spec-coverage.md`, 'utf8');

/** Every screen, drill-down, modal and picker code written in the spec documents (spec 1, 2 and 3, §2). */
const SPEC_CODES = [
  // spec 1
  '01.74.1325', '01.74.1333', '01.74.1334', '01.74.1335', '01.77.1330', '01.77.1339', '01.77.1366', '01.77.1331',
  '01.77.1342', '01.82.1336',
  // spec 2
  '01.77.1332', '01.76.1327', '02.76.1405', '02.76.1482', '01.76.1326', '01.76.1340', '02.76.1417', '01.76.1328',
  '01.76.1329', '01.76.1341', '01.77.1337', '01.77.1355', '01.77.1356', '01.75.1358', '01.77.1338', '01.77.1475',
  '01.77.1476', '01.77.1477', '01.77.1478', '01.75.1365', '01.75.1367', '01.77.1368', '02.74.1414', '02.74.1415',
  '02.74.1429', '02.74.1430', '02.74.1491', '02.74.1492', '01.76.1396', '01.76.1397', '01.76.1398',
  // spec 3
  '02.78.1416', '02.78.1418', '02.78.1419', '02.78.1519', '02.78.1521', '02.78.1522', '02.78.1369', '02.78.1523',
  '02.79.1493', '02.79.1494', '02.79.1495', '01.74.1370', '02.79.1496', '02.79.1497',
];

interface Row { unit: string; spec: string; files: string; e2e: string; status: string }

function section(title: string): Row[] {
  const start = doc.indexOf(`## ${title}`);
  expect(start, `section "${title}"`).toBeGreaterThanOrEqual(0);
  const next = doc.indexOf('\n## ', start + 3);
  const body = doc.slice(start, next < 0 ? undefined : next);
  return body
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| Unit') && !l.startsWith('|---'))
    .map((l) => {
      const [unit, spec, files, e2e, status] = l.slice(2, -2).split(' | ');
      return { unit, spec, files, e2e, status };
    });
}

const screens = section('Screens, drill-downs, modals, pickers and public pages');
const all = [...screens, ...section('Shared behaviours'), ...section('API calls')];

describe('docs/spec-coverage.md', () => {
  test.each(SPEC_CODES)('%s has a row with its definition file and an e2e test that mentions it', (code) => {
    const row = screens.find((r) => r.unit.startsWith(code));
    expect(row, `no row for ${code}`).toBeDefined();
    const definition = row!.files.split(/[;,]\s*/)[0].replace(/ \(.*$/, '');
    expect(definition).toMatch(/^screens\/.+\.ts$/);
    expect(existsSync(`${root}${definition}`), definition).toBe(true);
    const e2e = row!.e2e.split(/,\s*/);
    for (const f of e2e) expect(existsSync(`${root}tests/e2e/${f}`), f).toBe(true);
    const digits = code.slice(-4);
    expect(e2e.some((f) => readFileSync(`${root}tests/e2e/${f}`, 'utf8').includes(digits)), `an e2e file mentioning ${digits}`).toBe(true);
  });

  test('every row has a status: complete, decision with a reason, or open with what is missing', () => {
    expect(all.length).toBeGreaterThan(100);
    for (const r of all) expect(r.status, r.unit).toMatch(/^(complete|decision: .{10,}|open: .{10,})$/);
  });

  test('every e2e file named in a row exists', () => {
    for (const r of all) for (const f of r.e2e.split(/,\s*/)) expect(existsSync(`${root}tests/e2e/${f}`), `${r.unit}: ${f}`).toBe(true);
  });

  test('the Decisions section starts with the 1365 price rule and the CSV file name', () => {
    const decisions = doc.slice(doc.indexOf('## Decisions'));
    expect(decisions).toMatch(/1365 price rule[\s\S]*12,50[\s\S]*CSV file name/);
  });
});
