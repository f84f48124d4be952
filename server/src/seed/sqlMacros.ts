import type { Database } from '../db/database.ts';

/**
 * Temporary SQL macros for the set-based generators. Pseudo-randomness in SQL comes from hash(row key, salt):
 * deterministic for a DuckDB version, independent between salts, and parallel-safe (no sequence state), which is
 * what lets a million rows be produced by one INSERT ... SELECT over range().
 */
export async function createMacros(db: Database, today: string): Promise<void> {
  await db.run(`
    CREATE OR REPLACE TEMP MACRO hoje() AS DATE '${today}';
    -- business "now": 07:00 of the business date, so current states (positions, resources) are in today's past
    CREATE OR REPLACE TEMP MACRO agora() AS TIMESTAMP '${today} 07:00:00';
    CREATE OR REPLACE TEMP MACRO rnd(k, salt) AS (hash(k, salt) % 1000003)::DOUBLE / 1000003.0;
    CREATE OR REPLACE TEMP MACRO rint(k, salt, lo, hi) AS (lo + floor(rnd(k, salt) * (hi - lo + 1)))::INTEGER;
    CREATE OR REPLACE TEMP MACRO money(v) AS round(v, 2)::DECIMAL(15,2);
    -- mod-11 with weights 2..9 from the right (NF-e/CT-e access keys)
    -- 44-digit access key: cUF AAMM CNPJ modelo série número tpEmis(1) código + mod-11 DV. The DV is computed with
    -- integer arithmetic on the four numeric segments (string slicing per digit is ~10× slower on a million keys).
    CREATE OR REPLACE TEMP MACRO chave_acesso(uf, d, cnpj, modelo, serie, numero, codigo) AS
      lpad(uf::VARCHAR, 2, '0') || strftime(d, '%y%m') || cnpj || modelo || lpad(serie::VARCHAR, 3, '0')
      || lpad(numero::VARCHAR, 9, '0') || '1' || lpad(codigo::VARCHAR, 8, '0')
      || ((11 - (${keyWeightedSum()}) % 11) % 11 % 10)::VARCHAR;
  `);
}

/**
 * Σ digit × weight (weights 2..9 repeating from the right) over the 43 digits of a key, from its segments:
 * positions 1–6 uf·AAMM, 7–20 CNPJ, 21–34 modelo·série·número, 35–43 tpEmis(1)·código.
 */
function keyWeightedSum(): string {
  const segs: [string, number, number][] = [
    ['(uf::BIGINT * 10000 + (year(d) % 100) * 100 + month(d))', 1, 6],
    ['cnpj::BIGINT', 7, 20],
    ['(modelo::BIGINT * 1000000000000 + serie::BIGINT * 1000000000 + numero::BIGINT)', 21, 34],
    ['(100000000 + codigo::BIGINT)', 35, 43],
  ];
  const terms: string[] = [];
  for (const [x, a, b] of segs) {
    for (let i = a; i <= b; i++) terms.push(`(${x} // ${10n ** BigInt(b - i)}) % 10 * ${2 + ((43 - i) % 8)}`);
  }
  return terms.join(' + ');
}

/** UF → IBGE code, as a SQL CASE over a column holding the UF. */
export const ufCodeSql = (col: string) => `CASE ${col}
  WHEN 'RO' THEN 11 WHEN 'AC' THEN 12 WHEN 'AM' THEN 13 WHEN 'RR' THEN 14 WHEN 'PA' THEN 15 WHEN 'AP' THEN 16
  WHEN 'TO' THEN 17 WHEN 'MA' THEN 21 WHEN 'PI' THEN 22 WHEN 'CE' THEN 23 WHEN 'RN' THEN 24 WHEN 'PB' THEN 25
  WHEN 'PE' THEN 26 WHEN 'AL' THEN 27 WHEN 'SE' THEN 28 WHEN 'BA' THEN 29 WHEN 'MG' THEN 31 WHEN 'ES' THEN 32
  WHEN 'RJ' THEN 33 WHEN 'SP' THEN 35 WHEN 'PR' THEN 41 WHEN 'SC' THEN 42 WHEN 'RS' THEN 43 WHEN 'MS' THEN 50
  WHEN 'MT' THEN 51 WHEN 'GO' THEN 52 WHEN 'DF' THEN 53 END`;
