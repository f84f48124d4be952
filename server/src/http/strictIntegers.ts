import type { ErrorObject } from 'ajv';

/** The largest id: keys are DuckDB INTEGER columns, and a bigger number would fail the query's cast (a 500). */
export const MAX_ID = 2_147_483_647;

type Schema = Record<string, unknown>;

const isInteger = (schema: Schema) => schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'));

/**
 * Path and query integers arrive as text, and Ajv's coercion reads them as JavaScript does:
 * '0x10' is 16, '1e3' is 1000, ' 1' and '+1' are 1. Here an integer param is only decimal digits
 * (a leading '-' only where the schema allows negatives), and an integer without a `maximum` gets
 * the key range's (MAX_ID), so no number reaches SQL beyond what its column holds.
 */
export function withIntegerBounds(schema: Schema): Schema {
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (!properties) return schema;
  const bounded = (s: Schema): Schema => (isInteger(s) && s.maximum === undefined && s.exclusiveMaximum === undefined ? { ...s, maximum: MAX_ID } : s);
  const next: Record<string, Schema> = {};
  for (const [name, s] of Object.entries(properties)) {
    next[name] = s.type === 'array' && s.items && typeof s.items === 'object' ? { ...s, items: bounded(s.items as Schema) } : bounded(s);
  }
  return { ...schema, properties: next };
}

/** The first integer param of `data` written other than as plain decimal digits, as an Ajv error (null = none). */
export function nonDecimalInteger(schema: Schema, data: unknown): ErrorObject | null {
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (!properties || !data || typeof data !== 'object') return null;
  for (const [name, s] of Object.entries(properties)) {
    const value = (data as Record<string, unknown>)[name];
    if (value === undefined) continue;
    const itemSchema = s.type === 'array' && s.items && typeof s.items === 'object' ? (s.items as Schema) : s;
    if (!isInteger(itemSchema)) continue;
    const digits = typeof itemSchema.minimum === 'number' && itemSchema.minimum < 0 ? /^-?\d+$/ : /^\d+$/;
    const values = Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v === 'string' && !digits.test(v))) {
      return { keyword: 'type', instancePath: `/${name}`, schemaPath: '#/properties', params: { type: 'integer' }, parentSchema: itemSchema, message: 'must be integer' } as ErrorObject;
    }
  }
  return null;
}
