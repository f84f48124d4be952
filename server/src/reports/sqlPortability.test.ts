import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPORTS_DIR } from './discover.ts';
import { portabilityProblems } from './sqlPortability.ts';

const sqlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sqlFiles(join(dir, e.name)) : e.name.endsWith('.sql') ? [join(dir, e.name)] : []));

describe('report SQL runs on DuckDB and PostgreSQL alike', () => {
  it('no report SQL file uses a DuckDB-only construct', () => {
    const files = sqlFiles(REPORTS_DIR);
    expect(files.length).toBeGreaterThan(5);
    expect(files.flatMap((f) => portabilityProblems(f, relative(REPORTS_DIR, f)))).toEqual([]);
  });

  it('names file and line of each DuckDB habit, ignoring strings and comments', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mirante-sql-')), 'x.sql');
    writeFileSync(file, [
      "SELECT strftime(d, '%Y') AS ano, -- strftime( in a comment is fine",
      "       t.valor::DOUBLE AS v, CAST(t.x AS DOUBLE) AS w, CAST(t.y AS DOUBLE PRECISION) AS ok,",
      "       d + INTERVAL 1 DAY AS amanha, ['a','b'][1] AS l, t.nome AS nomeCliente, t.id AS \"idCliente\", 'AS fooBar [' AS s",
    ].join('\n'));
    expect(portabilityProblems(file, 'x.sql')).toEqual([
      'x.sql:1: strftime não existe no PostgreSQL: devolva a DATE (a camada de banco responde AAAA-MM-DD)',
      "x.sql:2: use CAST(x AS tipo): '::' esconde o tipo e varia entre os bancos",
      'x.sql:2: DOUBLE não é um tipo do PostgreSQL: DOUBLE PRECISION (e não é preciso para JSON)',
      "x.sql:3: escreva INTERVAL '1 day' (com aspas)",
      'x.sql:3: listas e indexação de listas ([...]) são do DuckDB',
      'x.sql:3: apelido camelCase sem aspas: o PostgreSQL o devolve em minúsculas; use AS "nomeCampo"',
    ]);
  });
});
