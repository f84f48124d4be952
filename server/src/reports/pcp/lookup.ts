import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';

/**
 * What the five picker lists and the code lookups share (spec 2 §2 'Picker modals', §7, §8): a code that, when
 * filled, wins over the name (spec 1 §5), a case-insensitive name fragment, and rows { id, nome } by name.
 * At most LOOKUP_LIMIT rows: an empty search lists the first ones by name (docs/pcp.md).
 */
export const LOOKUP_LIMIT = 100;

/** A name fragment (blank = any name). */
export const nameParam = () => Type.Optional(Type.String({ maxLength: 100 }));

export const LOOKUP_ROW = Type.Object({ id: col.integer(), nome: col.text() });
