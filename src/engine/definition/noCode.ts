/**
 * The code of a screen the spec gives no code: headers and story titles then show only the title.
 * A module of its own, without TypeBox: the portal reads it at run time, never the schemas (screen-meta.ts).
 */
export const NO_CODE = '00.00.0000';
