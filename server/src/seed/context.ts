import { Faker, pt_BR, en, base } from '@faker-js/faker';
import type { DuckDatabase } from '../db/database.ts';
import { createRng, seedOf, type Rng } from './random.ts';
import { SCALES, type ScaleName, type ScaleConfig } from './scales.ts';

/** What every area generator receives. */
export interface SeedContext {
  db: DuckDatabase;
  /** Business date 'YYYY-MM-DD'; every generated date is relative to it. */
  today: string;
  scale: ScaleName;
  s: ScaleConfig;
  /** A faker (pt-BR) seeded for one area and company, so areas do not shift each other's data. */
  faker(area: string, empresaId: number): Faker;
  rng(area: string, empresaId: number): Rng;
  /** Bulk insert of JS rows through DuckDB's appender (columns not given take their DEFAULT / NULL). */
  bulk(table: string, rows: Record<string, unknown>[]): Promise<void>;
  /** Next free id of a table (ids are unique across companies). */
  nextId(table: string): Promise<number>;
}

export function createContext(db: DuckDatabase, scale: ScaleName, today: string): SeedContext {
  const columnCache = new Map<string, { name: string; hasDefault: boolean }[]>();
  return {
    db,
    today,
    scale,
    s: SCALES[scale],
    faker(area, empresaId) {
      const f = new Faker({ locale: [pt_BR, en, base] });
      f.seed(seedOf(`${area}:${empresaId}`));
      return f;
    },
    rng: (area, empresaId) => createRng(`${area}:${empresaId}:rng`),
    async nextId(table) {
      const r = await db.one<{ n: number }>(`SELECT coalesce(max(id), 0)::INTEGER + 1 AS n FROM ${table}`);
      return r!.n;
    },
    async bulk(table, rows) {
      if (rows.length === 0) return;
      let cols = columnCache.get(table);
      if (!cols) {
        cols = (await db.all<{ name: string; d: string | null }>(
          `SELECT column_name AS name, column_default AS d FROM duckdb_columns()
           WHERE table_name = $1 AND schema_name = 'main' ORDER BY column_index`, [table],
        )).map((c) => ({ name: c.name, hasDefault: c.d !== null }));
        columnCache.set(table, cols);
      }
      const unknown = Object.keys(rows[0]!).filter((k) => !cols!.some((c) => c.name === k));
      if (unknown.length) throw new Error(`${table}: unknown columns ${unknown.join(', ')}`);
      const appender = await db.connection().createAppender(table);
      try {
        for (const row of rows) {
          for (const c of cols) {
            const v = row[c.name];
            if (v === undefined) {
              if (c.hasDefault) appender.appendDefault();
              else appender.appendNull();
            } else if (v === null) appender.appendNull();
            else if (typeof v === 'number') {
              if (Number.isInteger(v)) appender.appendBigInt(BigInt(v));
              else appender.appendDouble(v);
            } else appender.appendVarchar(String(v));
          }
          appender.endRow();
        }
        appender.flushSync();
      } finally {
        appender.closeSync();
      }
    },
  };
}

// ---- date helpers (dates are 'YYYY-MM-DD' strings, computed in UTC so time zones never shift a day) ----

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function addMonths(date: string, months: number): string {
  const d = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/** First day of the month `months` before the month of `date`. */
export const monthStart = (date: string, monthsBack = 0) => addMonths(date, -monthsBack);

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86400000);
}

export const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
