import { join } from 'node:path';
import type { JsonSink, Queries, Row } from '../db/database.ts';
import { httpError, MESSAGES } from '../http/errors.ts';
import { addMonths } from '../../../common/dates.ts';
import type { Check, Envelope, ListShape, ReportDeclaration, ReportInput, Shape, SqlValue } from './declaration.ts';
import { answerJson, JsonText } from './answerJson.ts';
import { sqlParams } from './params.ts';
import { bindValues, loadSql, type CompiledSql } from './sqlText.ts';

/** A declaration with its SQL files read and compiled (once, at startup). */
export interface LoadedReport {
  /** The declaration file, for messages ('server/src/reports/financeiro/titulos-pagar.report.ts'). */
  file: string;
  declaration: ReportDeclaration;
  /** Compiled SQL by the file name used in the shape. */
  sql: Map<string, CompiledSql>;
}

function sqlFilesOf(shape: Shape, into: string[] = []): string[] {
  if ('object' in shape) [...(shape.fields ? [shape.fields] : []), ...Object.values(shape.object)].forEach((s) => sqlFilesOf(s, into));
  else if ('one' in shape) into.push(shape.one);
  else {
    into.push(shape.list);
    Object.values(shape.nest ?? {}).forEach((s) => sqlFilesOf(s, into));
  }
  return into;
}

/** Reads and compiles every SQL file a declaration names (relative to the declaration's folder). */
export function loadReport(file: string, declaration: ReportDeclaration, dir: string): LoadedReport {
  const sql = new Map<string, CompiledSql>();
  for (const name of sqlFilesOf(declaration.shape)) sql.set(name, loadSql(join(dir, name)));
  checkNames(file, declaration, [...sql.values()]);
  checkPeriods(file, declaration);
  return { file, declaration, sql };
}

const BUILT_IN = ['empresaId', 'today', 'usuarioId'];

/** Stops the server at startup on a param shadowing a built-in value, or a `$name` nothing provides. */
function checkNames(file: string, declaration: ReportDeclaration, statements: CompiledSql[]): void {
  const declared = [
    ...Object.keys(declaration.params?.properties ?? {}),
    ...Object.keys(declaration.query?.properties ?? {}),
    ...Object.keys(declaration.values ?? {}),
  ];
  const shadowing = declared.filter((name) => BUILT_IN.includes(name));
  if (shadowing.length) throw new Error(`${file}: '${shadowing.join("', '")}' é um valor do próprio relatório ($empresaId, $today, $usuarioId); use outro nome.`);
  if (declaration.bind) return; // bind's names are known only when it runs (the examples test covers them)
  for (const sql of statements) {
    const unknown = sql.names.filter((name) => !BUILT_IN.includes(name) && !declared.includes(name));
    if (unknown.length) throw new Error(`${sql.file}: parâmetro $${unknown[0]} não declarado (params, query ou values).`);
  }
}

/**
 * Stops the server at startup on a period check it could not run: bounds the report does not take, or no whole
 * `maxMonths` (a declaration run without the type check, e.g. under `npm run dev`, answered every request with a 500).
 */
function checkPeriods(file: string, declaration: ReportDeclaration): void {
  const names = [...Object.keys(declaration.params?.properties ?? {}), ...Object.keys(declaration.query?.properties ?? {})];
  (declaration.checks ?? []).forEach((check, i) => {
    const unknown = (check.dateRange ?? []).filter((name) => !names.includes(name));
    if (unknown.length) throw new Error(`${file}: checks[${i}].dateRange: '${unknown.join("', '")}' não é parâmetro do relatório (params ou query).`);
    if (!Number.isInteger(check.maxMonths) || check.maxMonths < 1) {
      throw new Error(`${file}: checks[${i}].maxMonths: informe o período máximo em meses (um inteiro ≥ 1), ex.: { dateRange: ['dataInicio', 'dataFim'], maxMonths: 24 }.`);
    }
  });
}

/** The named values a report's SQL may use: `$empresaId`, `$today`, `$usuarioId`, its params, query, values and bind. */
export function reportValues(declaration: ReportDeclaration, input: ReportInput): Record<string, SqlValue> {
  const values: Record<string, SqlValue> = {
    empresaId: input.empresaId,
    today: input.today,
    // who asks: reports that depend on the user (1369's manager lock) read $usuarioId
    usuarioId: input.usuarioId ?? null,
    ...declaration.values,
    ...sqlParams(declaration.params, input.params),
    ...sqlParams(declaration.query, input.query),
  };
  for (const check of declaration.checks ?? []) checkPeriod(check, values);
  // bind sees the normalised values ('YYYY-MM-DD' dates, NULL for a blank code)
  const normalised = { ...input, params: pick(values, declaration.params), query: pick(values, declaration.query) };
  return { ...values, ...declaration.bind?.(normalised as never) };
}

/** "13 meses", "1 mês", "21 anos" (whole years from 2 on). */
export const monthsText = (months: number) =>
  months >= 24 && months % 12 === 0 ? `${months / 12} anos` : `${months} ${months === 1 ? 'mês' : 'meses'}`;

/** A declared period (Check): in order, and no longer than its maximum. Absent bounds are not checked. */
function checkPeriod({ dateRange: [start, end], maxMonths }: Check, values: Record<string, SqlValue>): void {
  const from = values[start];
  const to = values[end];
  if (from == null || to == null) return;
  if (String(from) > String(to)) throw httpError(400, MESSAGES.dateRange);
  if (String(to) >= addMonths(String(from), maxMonths)) {
    // the user reads the first words (1475/1477 show them in their notice); an API caller finds the parameters after
    throw httpError(400, `Período longo demais: este relatório aceita no máximo ${monthsText(maxMonths)} (de '${start}' a '${end}').`);
  }
}

const pick = (values: Record<string, SqlValue>, schema: ReportDeclaration['params']) =>
  Object.fromEntries(Object.keys(schema?.properties ?? {}).map((k) => [k, values[k]]));

/**
 * The shape's value. With `asText`, a flat list comes as JSON text (Database.json: no row objects), for answerJson
 * to splice in; a list with nested lists is built from row objects (runList).
 */
async function runShape(report: LoadedReport, shape: Shape, db: Queries, values: Record<string, SqlValue>, asText: boolean): Promise<unknown> {
  const statement = (name: string): [string, never] => {
    const sql = report.sql.get(name)!;
    return [sql.text, bindValues(sql, values) as never];
  };
  const rows = (name: string) => db.all<Row>(...statement(name));
  if ('object' in shape) {
    // one after the other: the DuckDB adapter shares one connection
    const out: Record<string, unknown> = shape.fields ? { ...((await rows(shape.fields.one))[0] ?? {}) } : {};
    for (const [key, member] of Object.entries(shape.object)) out[key] = await runShape(report, member, db, values, asText);
    return out;
  }
  if ('one' in shape) return (await rows(shape.one))[0] ?? null;
  if (asText && !shape.nest) return new JsonText(await db.json(...statement(shape.list)));
  return runList(shape, rows);
}

/** Runs a list and its nested lists (one query per level, grouped in memory by key). */
async function runList(shape: ListShape, rows: (name: string) => Promise<Row[]>): Promise<Row[]> {
  const parents = await rows(shape.list);
  for (const [name, child] of Object.entries(shape.nest ?? {})) {
    const byKey = new Map<unknown, Row[]>();
    for (const row of await runList(child, rows)) {
      const key = row[child.childKey];
      if (child.omitKey) delete row[child.childKey];
      const list = byKey.get(key);
      if (list) list.push(row);
      else byKey.set(key, [row]);
    }
    for (const parent of parents) parent[name] = byKey.get(parent[child.parentKey]) ?? [];
  }
  return parents;
}

/** `{ response: body }`, `{ data: { result: body } }`… as the spec names it. */
export function wrap(envelope: Envelope, body: unknown): unknown {
  if (!envelope) return body;
  return envelope.split('.').reduceRight<unknown>((inner, key) => ({ [key]: inner }), body);
}

/** The answer of a report for a request: values checked and bound, queries run, shaped and wrapped. */
export async function runReport(report: LoadedReport, db: Queries, input: ReportInput): Promise<unknown> {
  const values = reportValues(report.declaration, input);
  return wrap(report.declaration.envelope, await runShape(report, report.declaration.shape, db, values, false));
}

/**
 * The same answer as JSON bytes (what the route sends): flat lists written as JSON by the database adapter. With a
 * `sink`, an answer that is one flat list (the big ones) also goes to it piece by piece as the list is written,
 * every byte in order (the compressor of resultCache.ts); other answers leave the sink alone.
 */
export async function reportJson(report: LoadedReport, db: Queries, input: ReportInput, sink?: JsonSink): Promise<Buffer> {
  const values = reportValues(report.declaration, input);
  const { shape, envelope } = report.declaration;
  if (sink && 'list' in shape && !shape.nest) {
    // the envelope around the list: JSON.stringify's text around a null in its place
    const around = JSON.stringify(wrap(envelope, null));
    const at = around.lastIndexOf('null');
    const [before, after] = [Buffer.from(around.slice(0, at)), Buffer.from(around.slice(at + 4))];
    sink.write(before);
    const sql = report.sql.get(shape.list)!;
    const list = await db.json(sql.text, bindValues(sql, values) as never, sink);
    sink.write(after);
    return Buffer.concat([before, list, after]);
  }
  return answerJson(wrap(envelope, await runShape(report, shape, db, values, true)));
}

/** Every statement a request runs, with its positional values (bench/endpoint-vs-sql.ts times them bare). */
export function reportStatements(report: LoadedReport, input: ReportInput): { text: string; values: SqlValue[] }[] {
  const values = reportValues(report.declaration, input);
  return [...report.sql.values()].map((sql) => ({ text: sql.text, values: bindValues(sql, values) }));
}
