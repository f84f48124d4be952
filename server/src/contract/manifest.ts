import type { FastifyInstance } from 'fastify';
import type { CatalogRoute } from '../plugins/routeCatalog.ts';

/**
 * The API's contract as data (issue 37 item 5): every /api call with its method, path, access, query parameters and
 * the shape of its answer, read from the registered routes (report declarations and hand routes alike, through the
 * route catalogue) — so `npm run check:screens` can hold the screen definitions against the server without
 * starting one. Written to schemas/api-contract.json by `npm run contract`; a test keeps the committed file current.
 */
export interface ContractManifest {
  /** What wrote the file and how to write it again. */
  $comment: string;
  calls: ContractCall[];
}

export interface ContractCall {
  method: string;
  /** As the portal writes it, without the /api prefix, params as `:name`: '/empresas/:empresaId/faturamento/x'. */
  path: string;
  /** 'public', 'session', or the screen codes of which one must be released ([] = any member of the company). */
  access: 'public' | 'session' | number[];
  /** Query parameters by name: their type in words and whether the call needs them. Absent when the route takes none. */
  query: Record<string, ContractParam>;
  /** The answer's shape (envelope and row fields included), or null when the route does not describe it (a PDF, a write). */
  answer: AnswerShape | null;
  /** The declaration file of a declared report (server/src/reports/...), for the reader of a problem. */
  report?: string;
}

export interface ContractParam {
  type: string;
  required: boolean;
}

/**
 * An answer reduced to what a definition can name: an object's fields, a list's rows, or a value. A field of
 * unknown shape (a free object) is 'any': everything under it is accepted.
 */
export type AnswerShape = { fields: Record<string, AnswerShape> } | { items: AnswerShape } | 'value' | 'any';

type Schema = Record<string, unknown>;

/** A JSON Schema (TypeBox) reduced to an AnswerShape; unions of objects merge their fields, null members drop out. */
export function answerShape(schema: Schema | undefined): AnswerShape {
  if (!schema || typeof schema !== 'object') return 'any';
  const members = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  const all = schema.allOf as Schema[] | undefined;
  if (members || all) {
    const shapes = (members ?? all ?? []).filter((m) => m.type !== 'null').map(answerShape);
    const objects = shapes.filter((s): s is { fields: Record<string, AnswerShape> } => typeof s === 'object' && 'fields' in s);
    if (objects.length && objects.length === shapes.length) return { fields: Object.assign({}, ...objects.map((o) => o.fields)) };
    if (shapes.length === 1) return shapes[0];
    return shapes.every((s) => s === 'value') ? 'value' : 'any';
  }
  if (schema.type === 'array') return { items: answerShape(schema.items as Schema | undefined) };
  if (schema.type === 'object' || schema.properties) {
    const properties = schema.properties as Record<string, Schema> | undefined;
    if (!properties || schema.additionalProperties === true || (schema.additionalProperties && typeof schema.additionalProperties === 'object')) return 'any';
    return { fields: Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, answerShape(s)])) };
  }
  return schema.type === undefined ? 'any' : 'value';
}

/** A query parameter's schema in words: 'date', 'integer 1..90', "'pendentes' | 'todos'", 'text'. */
export function paramType(schema: Schema): string {
  const members = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (members?.every((m) => 'const' in m)) return members.map((m) => JSON.stringify(m.const)).join(' | ');
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema['x-value'] === 'date' || schema['x-tipo'] === 'uma data') return 'date';
  if (schema['x-value'] === 'optional-code') return 'code';
  const type = String(schema.type ?? 'any');
  if ((type === 'integer' || type === 'number') && (schema.minimum !== undefined || schema.maximum !== undefined)) {
    return `${type} ${schema.minimum ?? ''}..${schema.maximum ?? ''}`;
  }
  return type === 'string' ? 'text' : type;
}

function queryOf(route: CatalogRoute): Record<string, ContractParam> {
  const schema = route.schema?.querystring as Schema | undefined;
  const properties = (schema?.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema?.required as string[] | undefined) ?? []);
  return Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, { type: paramType(s), required: required.has(name) }]));
}

function accessOf(route: CatalogRoute): ContractCall['access'] {
  const access = route.config?.access;
  if (access === 'public' || access === 'session') return access;
  return access?.screens ?? 'public';
}

/** The manifest of an app's /api routes (HEAD twins and the portal's pages left out), sorted by path and method. */
export function contractManifest(app: FastifyInstance): ContractManifest {
  const calls = app
    .routeCatalog()
    .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.method !== 'OPTIONS')
    .map((route): ContractCall => {
      const ok = (route.schema?.response as Record<string, Schema> | undefined)?.[200];
      const report = route.config?.report;
      return {
        method: route.method,
        path: route.url.slice('/api'.length),
        access: accessOf(route),
        query: queryOf(route),
        answer: ok ? answerShape(ok) : null,
        ...(report ? { report } : {}),
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  return { $comment: 'Gerado por `npm run contract` (server/src/contract/): as chamadas da API para `npm run check:screens`. Não edite.', calls };
}
