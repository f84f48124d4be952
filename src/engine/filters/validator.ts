import type { ErrorSchema, RJSFValidationError, ValidatorType, CustomValidator, ErrorTransformer, UiSchema, RJSFSchema } from '@rjsf/utils';
import type { FilterField } from './schema.ts';
import { validateFilters, type FilterValues } from './values.ts';

/**
 * The filter form's validator for @rjsf: the definition's rules ('Campo obrigatório',
 * 'Data Inicio maior que data fim.', notBefore, minimum), with no Ajv. Why not
 * @rjsf/validator-ajv8: Ajv compiles with `new Function`, which the portal's CSP (no 'unsafe-eval') blocks.
 */
export function createFilterValidator(fields: FilterField[]): ValidatorType<FilterValues> {
  const validate = (formData: FilterValues | undefined) => {
    const messages = validateFilters(fields, formData ?? {});
    const errors: RJSFValidationError[] = [];
    const errorSchema: ErrorSchema<FilterValues> = {} as ErrorSchema<FilterValues>;
    for (const [name, list] of Object.entries(messages)) {
      (errorSchema as Record<string, unknown>)[name] = { __errors: list };
      for (const message of list) errors.push({ name: 'filter', property: `.${name}`, message, stack: `${name}: ${message}` });
    }
    return { errors, errorSchema };
  };
  return {
    validateFormData(
      formData: FilterValues | undefined,
      _schema: RJSFSchema,
      customValidate?: CustomValidator<FilterValues>,
      transformErrors?: ErrorTransformer<FilterValues>,
      uiSchema?: UiSchema<FilterValues>,
    ) {
      let result = validate(formData);
      if (transformErrors) result = { ...result, errors: transformErrors(result.errors, uiSchema) };
      if (customValidate) void customValidate; // every rule comes from the definition (see validateFilters)
      return result;
    },
    isValid: (_schema, formData) => validate(formData as FilterValues).errors.length === 0,
    rawValidation: (_schema, formData) => ({ errors: validate(formData as FilterValues).errors as never[] }),
  };
}
