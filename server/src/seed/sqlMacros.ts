import type { Database } from '../db/database.ts';

/** Weights of the 43 digits of an access key for its mod-11 check digit: 2..9 repeating from the right. */
const KEY_WEIGHTS = Array.from({ length: 43 }, (_, i) => 2 + ((42 - i) % 8));

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
    -- 44-digit NF-e/CT-e access key: cUF AAMM CNPJ modelo série número tpEmis(1) código + mod-11 check digit
    -- (weights 2..9 repeating from the right). The digit is one list_inner_product of the 43 digits with a constant
    -- weight list: as fast at run time as 43 integer-arithmetic terms, and ~15 ms cheaper to plan per statement.
    CREATE OR REPLACE TEMP MACRO chave43(uf, d, cnpj, modelo, serie, numero, codigo) AS
      lpad(uf::VARCHAR, 2, '0') || strftime(d, '%y%m') || cnpj || modelo || lpad(serie::VARCHAR, 3, '0')
      || lpad(numero::VARCHAR, 9, '0') || '1' || lpad(codigo::VARCHAR, 8, '0');
    CREATE OR REPLACE TEMP MACRO dv_mod11(k) AS
      ((11 - list_inner_product(list_transform(string_split(k, ''), c -> c::DOUBLE), [${KEY_WEIGHTS.join(', ')}]::DOUBLE[])::BIGINT % 11)
        % 11 % 10)::VARCHAR;
    CREATE OR REPLACE TEMP MACRO chave_acesso(uf, d, cnpj, modelo, serie, numero, codigo) AS
      list_transform([chave43(uf, d, cnpj, modelo, serie, numero, codigo)], k -> k || dv_mod11(k))[1];
  `);
}

/** UF → IBGE code, as a SQL CASE over a column holding the UF. */
export const ufCodeSql = (col: string) => `CASE ${col}
  WHEN 'RO' THEN 11 WHEN 'AC' THEN 12 WHEN 'AM' THEN 13 WHEN 'RR' THEN 14 WHEN 'PA' THEN 15 WHEN 'AP' THEN 16
  WHEN 'TO' THEN 17 WHEN 'MA' THEN 21 WHEN 'PI' THEN 22 WHEN 'CE' THEN 23 WHEN 'RN' THEN 24 WHEN 'PB' THEN 25
  WHEN 'PE' THEN 26 WHEN 'AL' THEN 27 WHEN 'SE' THEN 28 WHEN 'BA' THEN 29 WHEN 'MG' THEN 31 WHEN 'ES' THEN 32
  WHEN 'RJ' THEN 33 WHEN 'SP' THEN 35 WHEN 'PR' THEN 41 WHEN 'SC' THEN 42 WHEN 'RS' THEN 43 WHEN 'MS' THEN 50
  WHEN 'MT' THEN 51 WHEN 'GO' THEN 52 WHEN 'DF' THEN 53 END`;
