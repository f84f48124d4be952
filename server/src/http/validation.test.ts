import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { schemas, validationMessage, validatorCompiler } from './validation.ts';

const ajv = new Ajv({ allErrors: false, verbose: true, strict: false, coerceTypes: 'array' });

/** Validates `data` against `schema` and returns the pt-BR message the API would answer. */
function messageFor(schema: object, data: unknown, context = 'querystring'): string {
  const validate = ajv.compile(schema);
  expect(validate(data)).toBe(false);
  return validationMessage(validate.errors ?? [], context);
}

const query = (properties: Record<string, object>, required: string[] = []) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});

describe('pt-BR validation messages', () => {
  it('names the field and the whole expectation of a positive integer id (bounded by the key range)', () => {
    const schema = query({ id: schemas.positiveInteger() });
    const expected = "Parâmetro 'id' inválido: deve ser um número inteiro entre 1 e 2147483647.";
    expect(messageFor(schema, { id: 'abc' })).toBe(expected);
    expect(messageFor(schema, { id: 0 })).toBe(expected);
    expect(messageFor(schema, { id: 2_147_483_648 })).toBe(expected);
    expect(messageFor(query({ dias: { type: 'integer', minimum: 1 } }), { dias: 0 })).toBe("Parâmetro 'dias' inválido: deve ser um número inteiro maior que 0.");
  });

  it('says which field is missing', () => {
    expect(messageFor(query({ dias: { type: 'integer' } }, ['dias']), {})).toBe("Parâmetro 'dias' obrigatório.");
    expect(messageFor(query({ email: { type: 'string' } }, ['email']), {}, 'body')).toBe("Campo 'email' obrigatório.");
  });

  it('describes ranges, enums, patterns and formats', () => {
    expect(messageFor(query({ n: { type: 'integer', minimum: 1, maximum: 120 } }), { n: 500 })).toBe(
      "Parâmetro 'n' inválido: deve ser um número inteiro entre 1 e 120.",
    );
    expect(messageFor(query({ tipo: { type: 'string', enum: ['recebimento', 'pagamento'] } }), { tipo: 'x' })).toBe(
      "Parâmetro 'tipo' inválido: deve ser um dos valores: 'recebimento', 'pagamento'.",
    );
    expect(messageFor(query({ data_inicio: schemas.date() }), { data_inicio: '21/11/2026' })).toBe(
      "Parâmetro 'data_inicio' inválido: deve ser uma data no formato AAAA-MM-DD ou AAAA/MM/DD.",
    );
    expect(messageFor(query({ codigo: { type: 'string', pattern: '^\\d+$' } }), { codigo: 'a' })).toBe(
      "Parâmetro 'codigo' inválido: deve ser um texto no formato esperado (^\\d+$).",
    );
  });

  it('rejects unknown fields when a schema forbids them', () => {
    expect(messageFor(query({ a: { type: 'string' } }), { a: 'x', b: 1 }, 'body')).toBe("Campo 'b' não é permitido.");
  });

  it('names nested fields with their path', () => {
    const schema = {
      type: 'object',
      properties: { itens: { type: 'array', items: { type: 'object', properties: { preco: { type: 'number', minimum: 0 } } } } },
    };
    expect(messageFor(schema, { itens: [{ preco: 1 }, { preco: -1 }] }, 'body')).toBe(
      "Campo 'itens[1].preco' inválido: deve ser um número maior ou igual a 0.",
    );
  });

  it('describes a body that is not an object', () => {
    expect(messageFor({ type: 'object' }, [1], 'body')).toBe('Corpo da requisição inválido: deve ser um objeto.');
  });

  it('lists the values of a union of literals (TypeBox Union)', () => {
    const schema = query({ s: { anyOf: [{ const: 'A' }, { const: 'B' }] } });
    expect(messageFor(schema, { s: 'C' })).toBe("Parâmetro 's' inválido: deve ser um dos valores: 'A', 'B'.");
  });

  it('translates formats', () => {
    const formats = new Ajv({ verbose: true, strict: false });
    formats.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
    const validate = formats.compile(query({ d: { type: 'string', format: 'date' } }));
    validate({ d: 'ontem' });
    expect(validationMessage(validate.errors ?? [], 'querystring')).toBe(
      "Parâmetro 'd' inválido: deve ser uma data válida no formato AAAA-MM-DD.",
    );
  });
});

describe('control characters in text inputs (validatorCompiler, every route)', () => {
  const compile = (schema: object, httpPart: string) =>
    validatorCompiler({ schema, httpPart, method: 'GET', url: '/' } as never) as ((data: unknown) => boolean) & { errors?: unknown[] | null };

  it('refuses NUL, ESC, DEL and C1 in body, query and path texts, naming the field; tab and line breaks pass', () => {
    const body = compile({ type: 'object', properties: { obs: { type: ['string', 'null'] }, itens: { type: 'array', items: { type: 'object', properties: { nome: { type: 'string' } } } } } }, 'body');
    for (const bad of ['a\u0000b', '\u001b[31m', 'x\u007f', '\u0085']) {
      expect(body({ obs: bad })).toBe(false);
      expect(validationMessage(body.errors as never, 'body')).toBe("Campo 'obs' inválido: não pode conter caracteres de controle (como NUL).");
    }
    expect(body({ itens: [{ nome: 'ok' }, { nome: 'b\u0000' }] })).toBe(false);
    expect(validationMessage(body.errors as never, 'body')).toBe("Campo 'itens[1].nome' inválido: não pode conter caracteres de controle (como NUL).");
    expect(body({ obs: 'linha 1\r\nlinha 2\tcom tab, acentuação e €', itens: [] })).toBe(true);

    for (const part of ['querystring', 'params']) {
      const validate = compile({ type: 'object', properties: { placa: { type: 'string' }, id: { type: 'integer' } } }, part);
      expect(validate({ placa: 'ABC\u00001234', id: '1' })).toBe(false);
      expect(validationMessage(validate.errors as never, part)).toBe("Parâmetro 'placa' inválido: não pode conter caracteres de controle (como NUL).");
      expect(validate({ placa: 'ABC1234', id: '1' })).toBe(true);
    }
  });
});
