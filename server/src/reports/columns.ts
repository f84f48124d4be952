import { Type, type TSchema } from '@sinclair/typebox';

/**
 * Row field types for report declarations (`row: Type.Object({ … })`), as the database layer answers them
 * (db/values.ts): DECIMAL and BIGINT are numbers, DATE is 'YYYY-MM-DD'. Fields in the SQL's column order.
 */
export const col = {
  /** A DECIMAL/DOUBLE (money, quantities, percentages). */
  number: () => Type.Number(),
  integer: () => Type.Integer(),
  text: () => Type.String(),
  /** A DATE column: 'YYYY-MM-DD'. */
  date: () => Type.String({ format: 'date' }),
  /** One of a few texts (a class 'A' | 'B' | 'C'). */
  oneOf: (...values: string[]) => Type.Union(values.map((v) => Type.Literal(v))),
  /** The column may be NULL. */
  nullable: <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]),
};
