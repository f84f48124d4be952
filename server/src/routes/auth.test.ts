import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyToken } from '../auth/token.ts';
import { MESSAGES } from '../http/errors.ts';
import { createTestApp, TEST_SECRET, type TestApp } from '../test/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: payload as string, headers });

describe('POST /api/login', () => {
  it('answers a token and the user name for the right password', async () => {
    const res = await login({ email: 'ana@mirante.demo', senha: 'mirante123' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({ nome: 'Ana Souza' });
    const payload = verifyToken(body.token, TEST_SECRET);
    expect(payload?.exp).toBe((payload?.iat ?? 0) + 8 * 60 * 60);

    const empresas = await t.app.inject({ method: 'GET', url: '/api/empresas', headers: { authorization: `Bearer ${body.token}` } });
    expect(empresas.statusCode).toBe(200);
  });

  it('ignores the case of the e-mail', async () => {
    expect((await login({ email: 'Bruno@Mirante.Demo', senha: 'mirante123' })).statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    for (const body of [{ email: 'ana@mirante.demo', senha: 'errada' }, { email: 'ninguem@mirante.demo', senha: 'mirante123' }]) {
      const res = await login(body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: [{ message: MESSAGES.loginFailed }] });
    }
  });

  it('an empty field (the form sends them as typed) gets a 400 naming it, not the wrong-password text', async () => {
    const cases: [unknown, string[]][] = [
      [{ email: '', senha: 'mirante123' }, [MESSAGES.loginEmailMissing]],
      [{ email: '  ', senha: 'mirante123' }, [MESSAGES.loginEmailMissing]],
      [{ email: 'ana@mirante.demo', senha: '' }, [MESSAGES.loginPasswordMissing]],
      [{ email: '', senha: '' }, [MESSAGES.loginEmailMissing, MESSAGES.loginPasswordMissing]],
    ];
    for (const [body, messages] of cases) {
      const res = await login(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { message: string }) => e.message)).toEqual(messages);
    }
  });

  it.each([
    [{ senha: 'mirante123' }, "Campo 'email' obrigatório."],
    [{ email: 'ana@mirante.demo' }, "Campo 'senha' obrigatório."],
    [{ email: 123, senha: 'mirante123' }, "Campo 'email' inválido: deve ser um texto com no máximo 320 caracteres."],
    [{ email: 'ana@mirante.demo', senha: ['mirante123'] }, "Campo 'senha' inválido: deve ser um texto com no máximo 1024 caracteres."],
    [[1, 2], 'Corpo da requisição inválido: deve ser um objeto.'],
  ])('answers 400 naming the field for %j', async (body, message) => {
    const res = await login(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [{ message }] });
  });

  it('answers 400 for malformed or empty JSON', async () => {
    const json = { 'content-type': 'application/json' };
    const bad = await login('{"email": "ana@mirante.demo", ', json);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: [{ message: MESSAGES.invalidJson }] });
    const empty = await login('', json);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ errors: [{ message: MESSAGES.emptyJson }] });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await login('<login/>', { 'content-type': 'application/xml' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ errors: [{ message: MESSAGES.unsupportedMediaType }] });
  });
});
