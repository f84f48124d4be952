import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError.ts';
import { errorText, isUnavailable, notificationText } from './errorText.ts';

// 1367's load failure (spec 2 §8): one text for a 500 / no answer, another for the rest.
const OPTIONS = { text: 'Erro, favor contatar o suporte.', serverDownText: 'Erro 500, sem conexão com o servidor.' };

describe('notificationText', () => {
  it('uses serverDownText for a 5xx, for no answer and for an error that is not the API’s', () => {
    expect(notificationText(new ApiError(500, ['boom']), OPTIONS)).toBe(OPTIONS.serverDownText);
    expect(notificationText(new ApiError(null, []), OPTIONS)).toBe(OPTIONS.serverDownText);
    expect(notificationText(new TypeError('fetch failed'), OPTIONS)).toBe(OPTIONS.serverDownText);
  });
  it('uses text for any other failure', () => {
    expect(notificationText(new ApiError(403, ['Acesso negado.']), OPTIONS)).toBe(OPTIONS.text);
  });
  it('without serverDownText keeps the fixed text, and without both the banner rules', () => {
    expect(notificationText(new ApiError(500, []), { text: 'Ocorreu um erro' })).toBe('Ocorreu um erro');
    expect(notificationText(new ApiError(403, ['Acesso negado.']), undefined)).toBe('Acesso negado.');
    expect(notificationText(new ApiError(502, []), undefined)).toBe('Erro 500, servidor não respondendo contate o suporte!');
  });
});

describe('a 503 that says why (the company database is down, issue 28)', () => {
  const down = new ApiError(503, ['Não foi possível se conectar com a base de dados do cliente.']);
  it("shows the server's text, not 'servidor não respondendo': the server did answer", () => {
    expect(isUnavailable(down)).toBe(true);
    expect(errorText(down)).toBe('Não foi possível se conectar com a base de dados do cliente.');
  });
  it("a 503 without a message, a 500 or no answer keep the spec's text", () => {
    expect(isUnavailable(new ApiError(503, []))).toBe(false);
    expect(errorText(new ApiError(503, []))).toBe('Erro 500, servidor não respondendo contate o suporte!');
    expect(isUnavailable(new ApiError(500, ['x']))).toBe(false);
    expect(isUnavailable(new ApiError(null, []))).toBe(false);
  });
});
