import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';

/**
 * What the five picker lists and the code lookups share (spec 2 §2 'Picker modals', §7, §8): a code that, when
 * filled, wins over the name (spec 1 §5), a case-insensitive name fragment, and rows by name: { id, Nome } for
 * operators, resources, processes and products (spec 2 §3 'Lookups'); customers carry { id, id_cliente, nome } (spec 1
 * §3 'Client: id, nome' and spec 2 §3 'customer (id_cliente, nome)': both documents' names).
 * At most LOOKUP_LIMIT rows: an empty search lists the first ones by name (docs/pcp.md).
 */
export const LOOKUP_LIMIT = 100;

/** A name fragment (blank = any name). */
export const nameParam = () => Type.Optional(Type.String({ maxLength: 100 }));

export const LOOKUP_ROW = Type.Object({ id: col.integer(), Nome: col.text() });
export const CLIENTE_ROW = Type.Object({ id: col.integer(), id_cliente: col.integer(), nome: col.text() });
