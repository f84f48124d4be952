import type { Static, TObject, TProperties } from '@sinclair/typebox';

/**
 * A report endpoint, declared as data next to its SQL file(s) in `server/src/reports/<area>/<name>.report.ts`
 * and discovered at startup (server/src/reports/discover.ts): no route code, no wrapper function, no casts.
 * docs/reports.md explains every field; docs/adding-a-screen.md walks through adding one.
 */
export interface ReportDeclaration<P extends TProperties = TProperties, Q extends TProperties = TProperties> {
  /** The spec's path under /api, with `:empresaId` and any other `:param` (e.g. '/titulos-receber/:empresaId'). */
  path: string;
  /** The screen codes whose release lets a user call it (any one of them), as the screens' `accessCode`. */
  access: number[];
  /** One line for the OpenAPI document. */
  summary: string;
  description?: string;
  /** OpenAPI tag: the area ('financeiro', 'faturamento', ...). */
  tags: string[];
  /** Path params besides `empresaId` (TypeBox, see params.ts): validation, TypeScript type and OpenAPI at once. */
  params?: TObject<P>;
  /** Query string params (TypeBox, see params.ts). */
  query?: TObject<Q>;
  /** Checks across params, after each one is valid (e.g. start ≤ end). */
  checks?: Check[];
  /** Constants handed to the SQL by name (`$limiteA`). */
  values?: Record<string, SqlValue>;
  /**
   * Values computed from the request for the SQL (`$vencidos_inicio` …), when a rule shared with the portal
   * (common/) must decide them rather than SQL. Most reports need none.
   */
  // method syntax: a declaration with typed params is still a ReportDeclaration (bivariant parameter)
  bind?(input: ReportInput<Static<TObject<P>>, Static<TObject<Q>>>): Record<string, SqlValue>;
  /** Where the answer goes: 'response' → `{ response: … }`, 'data.result' → `{ data: { result: … } }`, null → bare. */
  envelope: Envelope;
  /** What the answer is made of: a list, one object, an object of several queries, lists with nested child lists. */
  shape: Shape;
  /**
   * A few parameter sets the tests run the report with (the DuckDB/PostgreSQL parity test, the row-schema test).
   * Dates may be relative to the business date: '{today}', '{today-30}', '{today+7}'; the route's
   * `config.examples` carries them resolved (concrete values).
   */
  examples: Example[];
}

/** A value bound to a `$name` in report SQL. */
export type SqlValue = string | number | boolean | null;

/** The spec's envelopes (dotted for nested ones), or null for a bare answer. */
export type Envelope = 'response' | 'result' | 'results' | 'body' | 'data' | 'data.result' | null;

/**
 * A period: start ≤ end, both 'YYYY-MM-DD' after validation (otherwise 400 'Data Inicio maior que data fim.'), and
 * at most `maxMonths` calendar months long (end before start + maxMonths), otherwise 400 naming the maximum. Every
 * period declares its maximum: an unbounded one let a request ask 1900–9999 (17 MB, 150 MB of server memory for
 * four at once). Choose the widest use of the report's screens (their presets, defaults and drill-downs).
 */
export type Check = { dateRange: [start: string, end: string]; maxMonths: number };

/** A query: the SQL file (relative to the declaration) and its row schema, fields in the SQL's column order. */
interface Query {
  /** Row fields and types in the SQL's column order (columns.ts), for the OpenAPI document and the row test. */
  row: TObject;
}

/** Every row of the query. */
export interface ListShape extends Query {
  list: string;
  /** Child lists attached to each row under the given name (an OP with its `apontamentos`). */
  nest?: Record<string, NestedList>;
}

/** A child list: its rows are grouped by `childKey` and attached to the parent row whose `parentKey` matches. */
export interface NestedList extends ListShape {
  parentKey: string;
  childKey: string;
  /** Leave the key column out of the child rows (when the spec's child shape does not have it). */
  omitKey?: boolean;
}

/** The first row (null when none). */
export interface OneShape extends Query {
  one: string;
}

/** An object whose members are shapes of their own (a dashboard made of several queries). */
export interface ObjectShape {
  object: Record<string, Shape>;
  /**
   * A one-row query whose columns sit at the object's top level, beside the members (the spec's flat answers:
   * 1327's `valorMeta`, `quantidadeVandas`… next to its lists). Its columns come first.
   */
  fields?: OneShape;
}

export type Shape = ListShape | OneShape | ObjectShape;

/** What a report's SQL and `bind` see: the company, the business date and the validated params. */
export interface ReportInput<P = Record<string, unknown>, Q = Record<string, unknown>> {
  empresaId: number;
  /** The business date 'YYYY-MM-DD' (app.today(): MIRANTE_TODAY or the server's date). */
  today: string;
  /** The business time zone (config.timeZone, MIRANTE_TIMEZONE); absent = BUSINESS_TIME_ZONE. For clock times, e.g. 1330's "now". */
  timeZone?: string;
  /** The signed-in user (usuarios.id) as `$usuarioId`; absent (SQL NULL) in example runs without a request. */
  usuarioId?: number;
  params: P;
  query: Q;
}

/** Path and query values for one run of a report (empresaId defaults to the test's company). */
export interface Example {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
}

/** Identity with inference: a declaration file is `export default defineReport({ … })`. */
export function defineReport<P extends TProperties = TProperties, Q extends TProperties = TProperties>(
  declaration: ReportDeclaration<P, Q>,
): ReportDeclaration<P, Q> {
  return declaration;
}
