import { Ajv, type ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { MAX_ID, nonDecimalInteger, withIntegerBounds } from './strictIntegers.ts';

// ajv-formats is CommonJS; depending on the loader the plugin is the module or its `default`.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule);

/**
 * Two Ajv instances instead of Fastify's one:
 * - query string, path params and headers arrive as text, so they are coerced ('10' -> 10);
 * - JSON bodies are NOT coerced: `{ "email": 123 }` is a wrong type, not the string '123'.
 * `verbose` keeps the failing (sub)schema on each error so the message can describe the whole
 * expectation ("um número inteiro maior que 0") instead of only the first broken keyword.
 * `strict: false` lets route schemas carry OpenAPI annotations (example, x-formato) without failing.
 */
function makeAjv(coerce: boolean) {
  const ajv = new Ajv({
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: true,
    allErrors: false,
    verbose: true,
    strict: false,
  });
  addFormats(ajv);
  return ajv;
}

const coercing = makeAjv(true);
const strict = makeAjv(false);

type Validate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/**
 * Each route's validator is compiled on the route's first request, not at start: compiling the ~300 route schemas
 * cost ~0.8 s of every restart (docs/performance.md, Restarts). The routes tests and the fuzz test call every route.
 */
function compiledOnFirstUse(compile: () => Validate): Validate {
  let compiled: Validate | undefined;
  const validate: Validate = (data) => {
    compiled ??= compile();
    const ok = compiled(data);
    validate.errors = compiled.errors ?? null;
    return ok;
  };
  validate.errors = null;
  return validate;
}

/**
 * Control characters no text input may carry: C0 except tab, line feed and carriage return, DEL and C1. NUL fails
 * a PostgreSQL insert (a 500) where DuckDB stores it; the others are never typed, only injected.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** The first text in `data` (keys included) carrying a control character, as an error naming where it is. */
function controlCharacter(data: unknown, path = ''): ErrorObject | null {
  if (typeof data === 'string') {
    return CONTROL_CHARACTER.test(data) ? { keyword: 'controlCharacter', instancePath: path, schemaPath: '', params: {} } : null;
  }
  if (data === null || typeof data !== 'object') return null;
  for (const [key, value] of Object.entries(data)) {
    const at = `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    const found = controlCharacter(key, at) ?? controlCharacter(value, at);
    if (found) return found;
  }
  return null;
}

/** Refuses control characters in every text of the part, after its schema accepted it. */
function refusingControlCharacters(validate: Validate): Validate {
  const checked: Validate = (data) => {
    const ok = validate(data);
    const wrong = ok ? controlCharacter(data) : null;
    checked.errors = wrong ? [wrong] : validate.errors;
    return ok && !wrong;
  };
  checked.errors = null;
  return checked;
}

/**
 * Every text input (query, path, body) is also refused with control characters (refusingControlCharacters): here,
 * once, not in each route.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (httpPart !== 'querystring' && httpPart !== 'params') {
    const validate = compiledOnFirstUse(() => (httpPart === 'body' ? strict : coercing).compile(schema as object) as Validate);
    return httpPart === 'body' ? refusingControlCharacters(validate) : validate;
  }
  // Path and query integers: decimal digits only, within range (server/src/http/strictIntegers.ts).
  const bounded = withIntegerBounds(schema as Schema);
  return refusingControlCharacters(compiledOnFirstUse(() => {
    const ajvValidate = coercing.compile(bounded);
    const validate: Validate = (data) => {
      const wrong = nonDecimalInteger(bounded, data);
      validate.errors = wrong ? [wrong] : null;
      if (wrong) return false;
      const ok = ajvValidate(data) as boolean;
      validate.errors = ajvValidate.errors ?? null;
      return ok;
    };
    return validate;
  }));
};

type Schema = Record<string, unknown>;

/** A date as the spec sends it: YYYY-MM-DD or YYYY/MM/DD. Use `dateSchema()` in route schemas. */
export const DATE_PATTERN = '^\\d{4}[-/](0[1-9]|1[0-2])[-/](0[1-9]|[12]\\d|3[01])$';

// declared beside the integer rules that bound params with it (strictIntegers.ts), which this module uses
export { MAX_ID } from './strictIntegers.ts';

/** The company path param of every route (the guard also enforces it on `{ screens }` routes). */
export const EMPRESA_ID_SCHEMA = { type: 'integer', minimum: 1, maximum: MAX_ID } as const;

/** Route-schema helpers whose failures read well in pt-BR. */
export const schemas = {
  /** A positive integer id (path params, codes), bounded by the INTEGER key range. */
  positiveInteger: (extra: Schema = {}) => ({ type: 'integer', minimum: 1, maximum: MAX_ID, ...extra }),
  /** A date 'YYYY-MM-DD' or 'YYYY/MM/DD'. */
  date: (extra: Schema = {}) => ({ type: 'string', pattern: DATE_PATTERN, 'x-tipo': 'uma data', 'x-formato': 'AAAA-MM-DD ou AAAA/MM/DD', ...extra }),
  /** The company path param, named `empresaId` in every route. */
  empresaParams: (more: Record<string, Schema> = {}) => ({
    type: 'object',
    properties: { empresaId: EMPRESA_ID_SCHEMA, ...more },
    required: ['empresaId', ...Object.keys(more)],
  }),
};

const TYPE_NAMES: Record<string, string> = {
  integer: 'um número inteiro',
  number: 'um número',
  string: 'um texto',
  boolean: 'verdadeiro ou falso',
  array: 'uma lista',
  object: 'um objeto',
  null: 'nulo',
};

const FORMAT_NAMES: Record<string, string> = {
  date: 'uma data válida no formato AAAA-MM-DD',
  'date-time': 'uma data e hora válida no formato AAAA-MM-DDTHH:mm:ss',
  time: 'um horário válido no formato HH:mm:ss',
  email: 'um e-mail válido',
  uri: 'um endereço (URI) válido',
  uuid: 'um UUID válido',
};

const list = (values: unknown[]) => values.map((v) => (typeof v === 'string' ? `'${v}'` : String(v))).join(', ');

/** Describes what a value must be, from its schema: "um número inteiro maior que 0". */
export function describeSchema(schema: Schema): string {
  const consts = Array.isArray(schema.anyOf ?? schema.oneOf)
    ? ((schema.anyOf ?? schema.oneOf) as Schema[]).filter((s) => 'const' in s).map((s) => s.const)
    : [];
  if (Array.isArray(schema.enum)) return `um dos valores: ${list(schema.enum)}`;
  if ('const' in schema) return `igual a ${list([schema.const])}`;
  if (consts.length && consts.length === ((schema.anyOf ?? schema.oneOf) as unknown[]).length) return `um dos valores: ${list(consts)}`;

  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((t): t is string => typeof t === 'string' && t !== 'null');
  let base = types.map((t) => TYPE_NAMES[t] ?? t).join(' ou ') || 'um valor válido';
  const parts: string[] = [];
  // Route schemas may name the expected value and format in pt-BR (x-tipo: 'uma data', x-formato: 'AAAA-MM-DD').
  if (typeof schema['x-tipo'] === 'string') base = schema['x-tipo'];
  if (typeof schema.format === 'string') base = FORMAT_NAMES[schema.format] ?? `${base} no formato ${schema.format}`;
  if (typeof schema['x-formato'] === 'string') parts.push(`no formato ${schema['x-formato']}`);
  else if (typeof schema.pattern === 'string') parts.push(`no formato esperado (${schema.pattern})`);

  const min = schema.minimum as number | undefined;
  const max = schema.maximum as number | undefined;
  const xmin = schema.exclusiveMinimum as number | undefined;
  const xmax = schema.exclusiveMaximum as number | undefined;
  const integer = types.includes('integer');
  if (typeof min === 'number' && typeof max === 'number') parts.push(`entre ${min} e ${max}`);
  else if (typeof min === 'number') parts.push(integer && min === 1 ? 'maior que 0' : `maior ou igual a ${min}`);
  else if (typeof max === 'number') parts.push(`menor ou igual a ${max}`);
  if (typeof xmin === 'number') parts.push(`maior que ${xmin}`);
  if (typeof xmax === 'number') parts.push(`menor que ${xmax}`);

  const minLength = schema.minLength as number | undefined;
  const maxLength = schema.maxLength as number | undefined;
  if (minLength === 1 && maxLength === undefined) parts.push('não vazio');
  else {
    if (typeof minLength === 'number') parts.push(`com no mínimo ${minLength} caracteres`);
    if (typeof maxLength === 'number') parts.push(`com no máximo ${maxLength} caracteres`);
  }
  if (typeof schema.minItems === 'number') parts.push(`com no mínimo ${schema.minItems} itens`);
  if (typeof schema.maxItems === 'number') parts.push(`com no máximo ${schema.maxItems} itens`);
  return [base, parts.join(' e ')].filter(Boolean).join(' ');
}

/** '/itens/0/preco' -> 'itens[0].preco' */
function pathName(instancePath: string, extra?: string): string {
  const segments = instancePath.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra !== undefined) segments.push(extra);
  return segments.reduce((name, s) => (/^\d+$/.test(s) ? `${name}[${s}]` : name ? `${name}.${s}` : s), '');
}

const PART_LABEL: Record<string, string> = {
  body: 'Campo',
  querystring: 'Parâmetro',
  params: 'Parâmetro',
  headers: 'Cabeçalho',
};

/**
 * Translates Ajv's (English) errors into the one pt-BR message the API answers, naming the field:
 * "Parâmetro 'dias' inválido: deve ser um número inteiro maior que 0."
 */
export function validationMessage(errors: ErrorObject[], context: string | undefined): string {
  const label = PART_LABEL[context ?? ''] ?? 'Campo';
  // For anyOf/oneOf Ajv lists each branch's failure first and the combinator last: the combinator
  // (carrying the whole schema) describes the expectation better than the first branch does.
  const error = errors.find((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf') ?? errors[0];
  if (!error) return 'Requisição inválida.';
  const params = error.params as Record<string, unknown>;

  if (error.keyword === 'required') {
    return `${label} '${pathName(error.instancePath, String(params.missingProperty))}' obrigatório.`;
  }
  if (error.keyword === 'additionalProperties') {
    return `${label} '${pathName(error.instancePath, String(params.additionalProperty))}' não é permitido.`;
  }
  const name = pathName(error.instancePath);
  if (error.keyword === 'controlCharacter') {
    const what = 'não pode conter caracteres de controle (como NUL).';
    return name ? `${label} '${name}' inválido: ${what}` : `Corpo da requisição inválido: ${what}`;
  }
  const schema = (error.parentSchema ?? {}) as Schema;
  const expectation = error.parentSchema ? describeSchema(schema) : fallbackExpectation(error);
  if (!name) {
    if (context === 'body') return `Corpo da requisição inválido: deve ser ${expectation}.`;
    return `${PART_LABEL[context ?? ''] === 'Cabeçalho' ? 'Cabeçalhos inválidos' : 'Parâmetros inválidos'}: devem formar ${expectation}.`;
  }
  return `${label} '${name}' inválido: deve ser ${expectation}.`;
}

/** Without the failing schema, says what the broken keyword required. */
function fallbackExpectation(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type': return describeSchema({ type: p.type });
    case 'minimum': return describeSchema({ minimum: p.limit });
    case 'maximum': return describeSchema({ maximum: p.limit });
    case 'exclusiveMinimum': return describeSchema({ exclusiveMinimum: p.limit });
    case 'exclusiveMaximum': return describeSchema({ exclusiveMaximum: p.limit });
    case 'enum': return describeSchema({ enum: p.allowedValues as unknown[] });
    case 'format': return describeSchema({ format: p.format });
    case 'pattern': return describeSchema({ pattern: p.pattern });
    default: return 'um valor válido';
  }
}
