import { describe, expect, it } from 'vitest';
import { formatDefinitionError, validateDefinition } from './validate.ts';
import busca from '../../../screens/logistica/1496-rastreamento-transportadora.public.ts';

/** A definition's `subtitle`: its call is asked for by the boot shell, before the engine, so it reads the route only. */
const problems = (changes: Record<string, unknown>) => {
  const result = validateDefinition({ ...busca, ...changes }, 'screens/x.ts');
  return result.ok ? [] : result.errors.map(formatDefinitionError);
};

describe('subtitle', () => {
  it("accepts a call of the route's parameters (1496's carrier name)", () => {
    expect(problems({})).toEqual([]);
  });
  it('names an unknown call, a call that waits for an action, and one that reads more than the route', () => {
    expect(problems({ subtitle: { call: 'nada', field: 'body.x' } })).toEqual(["screens/x.ts: /subtitle/call: unknown call 'nada' (chamada inexistente)"]);
    expect(problems({ subtitle: { call: 'documento', field: 'results.nome' } })).toEqual([
      "screens/x.ts: /subtitle/call: call 'documento' must load on open (carregada ao abrir)",
      "screens/x.ts: /calls/documento/params/document: the subtitle's call may read only '{route.x}', not '{with.document}' (só parâmetros da rota)",
    ]);
    const calls = { ...busca.calls, transportadora: { path: '/v2/x/{route.hash}/dados', params: { empresa: '{empresaId}', dia: { date: 'today', format: 'YYYY-MM-DD' } } } };
    expect(problems({ calls })).toEqual([
      "screens/x.ts: /calls/transportadora/params/dia: the subtitle's call takes text parameters only (só textos)",
      "screens/x.ts: /calls/transportadora/params/empresa: the subtitle's call may read only '{route.x}', not '{empresaId}' (só parâmetros da rota)",
    ]);
  });
});
