/**
 * A route's answer serialised with JSON.stringify, not compiled from its response schema: the schema documents the
 * answer (OpenAPI, contract manifest) and the tests hold the real answers to it, but serialising from it would drop a
 * field the schema forgot or round a number it types as an integer. Declared reports and hand-written routes alike.
 */
export const plainJson = () => (data: unknown) => JSON.stringify(data);
