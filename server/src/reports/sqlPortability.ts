import { readFileSync } from 'node:fs';

/**
 * Report SQL is written once for DuckDB and PostgreSQL (docs/reports.md "Writing portable SQL"). These are
 * the DuckDB-only habits that would run on the embedded database and fail on PostgreSQL; the test lists
 * every report SQL file that uses one, with the line.
 */
const RULES: [RegExp, string][] = [
  [/\bstrftime\s*\(/i, 'strftime não existe no PostgreSQL: devolva a DATE (a camada de banco responde AAAA-MM-DD)'],
  [/\bdate_diff\s*\(/i, "date_diff não existe no PostgreSQL: subtraia datas (DATE - DATE = dias)"],
  [/\b(dayofweek|dayofmonth|dayofyear|isodow)\s*\(/i, 'use extract(dow FROM d) / extract(day FROM d)'],
  [/::/, "use CAST(x AS tipo): '::' esconde o tipo e varia entre os bancos"],
  [/\bINTERVAL\s+\d/i, "escreva INTERVAL '1 day' (com aspas)"],
  [/\[/, 'listas e indexação de listas ([...]) são do DuckDB'],
  [/\bAS\s+DOUBLE\b(?!\s+PRECISION)/i, 'DOUBLE não é um tipo do PostgreSQL: DOUBLE PRECISION (e não é preciso para JSON)'],
  [/\bAS\s+[a-z]+[A-Z]\w*/, 'apelido camelCase sem aspas: o PostgreSQL o devolve em minúsculas; use AS "nomeCampo"'],
  [/\b(QUALIFY|MACRO|struct_pack|list_\w+|epoch_ms)\b/i, 'recurso só do DuckDB'],
];

/** The text with string literals, quoted identifiers and comments blanked (line numbers kept). */
function code(text: string): string {
  return text.replace(/'(?:[^']|'')*'|"[^"]*"|--[^\n]*|\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, ' '));
}

/** 'file:line: problem' for each DuckDB-only construct in a report SQL file. */
export function portabilityProblems(file: string, name = file): string[] {
  const lines = code(readFileSync(file, 'utf8')).split('\n');
  return lines.flatMap((line, i) => RULES.filter(([re]) => re.test(line)).map(([, why]) => `${name}:${i + 1}: ${why}`));
}
