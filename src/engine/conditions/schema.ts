import { Type, type TProperties } from '@sinclair/typebox';

/**
 * The one condition language of definitions (docs/engine.md, "Conditions"): actions' `when`, row buttons'
 * `disabledWhen`/`visibleWhen`, derived fields' `unless`, columns' `showWhen`, filter fields' `disabledWhen` and
 * `lockFrom`, and tile bands test a value with the same words, evaluated by the one `matches()` (matches.ts)
 * under one equality rule (`sameValue`). React-free: the schema generator imports it.
 */

/** The scalar values definitions compare with and pass as fixed values (the one declaration of them). */
export const Scalar = Type.Union([Type.String(), Type.Number(), Type.Boolean()]);

function comparedValue(description: string) {
  return Type.Union([Scalar, Type.Null(), Type.Array(Type.Union([Scalar, Type.Null()]))], { description });
}

/**
 * The tests of a condition; every test given must hold. `equals: 1` and `equals: '1'` mean the same (the two
 * databases, the URL and the definitions differ in type); null equals only null.
 */
export const conditionTests = {
  equals: Type.Optional(comparedValue("Vale quando o valor é igual a este (ou a um da lista); 1 e '1' são iguais.")),
  notEquals: Type.Optional(comparedValue('Vale quando o valor é diferente deste (e de todos da lista).')),
  empty: Type.Optional(Type.Boolean({ description: 'true: vale quando o valor é vazio (null, ausente, texto em branco ou lista vazia); false: quando não é.' })),
  filled: Type.Optional(Type.Boolean({ description: 'true: vale quando o valor não é vazio (o mesmo que empty: false).' })),
};

/**
 * A condition on a field of the row (or record). Without a test it would always hold, so the schema asks for the
 * field and at least one more property.
 */
export function fieldCondition(fieldDescription: string, description: string) {
  return Type.Object(
    { field: Type.String({ minLength: 1, description: fieldDescription }), ...conditionTests },
    { additionalProperties: false, minProperties: 2, description },
  );
}

/** `fieldCondition` plus the place's own properties (a filter rule's tooltip). */
export function fieldConditionWith<Extra extends TProperties>(fieldDescription: string, description: string, extra: Extra) {
  return Type.Object(
    { field: Type.String({ minLength: 1, description: fieldDescription }), ...conditionTests, ...extra },
    { additionalProperties: false, minProperties: 2, description },
  );
}

/** A condition on a filter of the screen (`{filters.x}` as the form holds it). */
export function filterCondition(filterDescription: string, description: string) {
  return Type.Object(
    { filter: Type.String({ minLength: 1, description: filterDescription }), ...conditionTests },
    { additionalProperties: false, minProperties: 2, description },
  );
}
