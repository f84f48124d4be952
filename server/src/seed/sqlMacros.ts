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
    CREATE OR REPLACE TEMP MACRO wsum11(s) AS
      list_sum(list_transform(range(length(s)), lambda i: (ascii(s[length(s) - i]) - 48) * (2 + i % 8)));
    CREATE OR REPLACE TEMP MACRO dv11(s) AS CASE WHEN wsum11(s) % 11 < 2 THEN 0 ELSE 11 - wsum11(s) % 11 END;
    CREATE OR REPLACE TEMP MACRO com_dv(k43) AS k43 || dv11(k43)::VARCHAR;
    -- 44-digit access key: cUF AAMM CNPJ modelo série número tpEmis(1) código DV
    CREATE OR REPLACE TEMP MACRO chave_acesso(uf, d, cnpj, modelo, serie, numero, codigo) AS com_dv(
      lpad(uf::VARCHAR, 2, '0') || strftime(d, '%y%m') || cnpj || modelo || lpad(serie::VARCHAR, 3, '0')
      || lpad(numero::VARCHAR, 9, '0') || '1' || lpad(codigo::VARCHAR, 8, '0'));
  `);
}

/** UF → IBGE code, as a SQL CASE over a column holding the UF. */
export const ufCodeSql = (col: string) => `CASE ${col}
  WHEN 'RO' THEN 11 WHEN 'AC' THEN 12 WHEN 'AM' THEN 13 WHEN 'RR' THEN 14 WHEN 'PA' THEN 15 WHEN 'AP' THEN 16
  WHEN 'TO' THEN 17 WHEN 'MA' THEN 21 WHEN 'PI' THEN 22 WHEN 'CE' THEN 23 WHEN 'RN' THEN 24 WHEN 'PB' THEN 25
  WHEN 'PE' THEN 26 WHEN 'AL' THEN 27 WHEN 'SE' THEN 28 WHEN 'BA' THEN 29 WHEN 'MG' THEN 31 WHEN 'ES' THEN 32
  WHEN 'RJ' THEN 33 WHEN 'SP' THEN 35 WHEN 'PR' THEN 41 WHEN 'SC' THEN 42 WHEN 'RS' THEN 43 WHEN 'MS' THEN 50
  WHEN 'MT' THEN 51 WHEN 'GO' THEN 52 WHEN 'DF' THEN 53 END`;
