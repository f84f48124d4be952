import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Type } from '@sinclair/typebox';
import { expect, test } from 'vitest';
import { defineReport } from './declaration.ts';
import { loadReport } from './runReport.ts';
import { reloadSql } from './sqlReload.ts';

test('under npm run dev an edited SQL file (and its include) is what the next request runs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mirante-sql-reload-'));
  writeFileSync(join(dir, 'parte.sql'), 'SELECT 1 AS n');
  writeFileSync(join(dir, 'lista.sql'), 'WITH x AS (\n-- @include parte.sql\n)\nSELECT n FROM x WHERE $empresaId > 0');
  const declaration = defineReport({
    path: '/empresas/:empresaId/teste', access: [1], summary: 'teste', tags: ['teste'], envelope: 'response', examples: [],
    shape: { list: 'lista.sql', row: Type.Object({ n: Type.Integer() }) },
  });
  const report = loadReport('server/src/reports/teste.report.ts', declaration, dir);
  expect(report.sql.get('lista.sql')!.text).toContain('SELECT 1 AS n');
  writeFileSync(join(dir, 'parte.sql'), 'SELECT 2 AS n');
  writeFileSync(join(dir, 'lista.sql'), 'WITH x AS (\n-- @include parte.sql\n)\nSELECT n FROM x WHERE $empresaId > 1');
  reloadSql(report);
  expect(report.sql.get('lista.sql')!.text).toContain('SELECT 2 AS n');
  expect(report.sql.get('lista.sql')!.text).toMatch(/WHERE \$1 > 1$/);
  // a $name the declaration does not have fails like at startup, naming the file
  writeFileSync(join(dir, 'lista.sql'), 'SELECT $naoDeclarado AS n');
  expect(() => reloadSql(report)).toThrow(/lista\.sql: parâmetro \$naoDeclarado não declarado/);
});
