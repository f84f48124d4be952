import { Type, type TObject, type TSchema } from '@sinclair/typebox';
import { DATE_PATTERN, MAX_ID } from '../http/validation.ts';
import { apiDateToIso } from '../../../common/dates.ts';
import { httpError } from '../http/errors.ts';
import type { SqlValue } from './declaration.ts';

/**
 * Param schemas for report declarations (TypeBox: one schema gives the validation, the TypeScript type and
 * the OpenAPI entry). Validation messages are pt-BR (http/validation.ts reads x-tipo/x-formato).
 * `x-value` tells the report runner how to hand the validated text to SQL.
 */
export const param = {
  /** 'YYYY-MM-DD' or 'YYYY/MM/DD' (what the portal sends); SQL gets 'YYYY-MM-DD'; an impossible day is a 400. */
  date: () => Type.String({ pattern: DATE_PATTERN, 'x-tipo': 'uma data', 'x-formato': 'AAAA-MM-DD ou AAAA/MM/DD', 'x-value': 'date' }),
  /** A positive id within the INTEGER key range. */
  id: () => Type.Integer({ minimum: 1, maximum: MAX_ID }),
  /**
   * The approval screens' 'Mostrar' choice (issue 28): 'pendentes' = only what awaits a decision, 'todos' or absent =
   * the spec's list. Optional, so the spec's call without it answers as before.
   */
  approvalChoice: () =>
    Type.Optional(Type.Union([Type.Literal('pendentes'), Type.Literal('todos')], { description: "'pendentes': só o que aguarda aprovação; 'todos' (padrão): a lista do spec." })),
  /** An optional numeric code where blank or 0 means "all" (the portal may send it blank): SQL gets NULL then. */
  optionalCode: () => Type.Optional(Type.String({ pattern: '^\\d{0,9}$', 'x-formato': 'numérico', 'x-value': 'optional-code' })),
  /** An integer in [minimum, maximum], `default` when absent. */
  integer: (minimum: number, maximum: number, defaultValue?: number) =>
    defaultValue === undefined
      ? Type.Integer({ minimum, maximum })
      : Type.Optional(Type.Integer({ minimum, maximum, default: defaultValue })),
};

/**
 * A date param as the portal sends it ('YYYY/MM/DD' or 'YYYY-MM-DD'; the schema already checked the shape)
 * → 'YYYY-MM-DD'. A day that does not exist (2026-02-30) is a 400 naming the param, not a 500.
 */
export function paramDate(value: string, name: string): string {
  const iso = apiDateToIso(value);
  if (!iso) throw httpError(400, `Parâmetro '${name}' inválido: deve ser uma data válida no formato AAAA-MM-DD ou AAAA/MM/DD.`);
  return iso;
}

/**
 * The validated params of a request as SQL values: dates normalised to 'YYYY-MM-DD', optional codes to a
 * number or NULL, and every declared param present (NULL when absent) so `$name` is always bound.
 */
export function sqlParams(schema: TObject | undefined, values: Record<string, unknown>): Record<string, SqlValue> {
  const out: Record<string, SqlValue> = {};
  for (const [name, property] of Object.entries(schema?.properties ?? {}) as [string, TSchema][]) {
    const value = values[name];
    if (value === undefined || value === null) out[name] = null;
    else if (property['x-value'] === 'date') out[name] = paramDate(String(value), name);
    else if (property['x-value'] === 'optional-code') out[name] = Number(value) > 0 ? Number(value) : null;
    else out[name] = value as SqlValue;
  }
  return out;
}

/**
 * A query key the report does not declare is refused (400 naming it) rather than dropped: a misspelt optional
 * parameter (`dataInico`) used to answer as if absent, silently. The portal sends only declared keys
 * (`npm run check:screens` holds the definitions against the declarations).
 */
export function refuseUnknownQuery(schema: TObject | undefined, query: unknown): void {
  const known = Object.keys(schema?.properties ?? {});
  const unknown = Object.keys((query ?? {}) as object).filter((key) => !known.includes(key));
  if (!unknown.length) return;
  const names = unknown.map((key) => `'${key}'`).join(', ');
  const accepted = known.length ? `esta consulta aceita apenas ${known.join(', ')}` : 'esta consulta não aceita parâmetros';
  throw httpError(400, `${unknown.length > 1 ? 'Parâmetros' : 'Parâmetro'} ${names} não ${unknown.length > 1 ? 'reconhecidos' : 'reconhecido'}: ${accepted}.`);
}
