import { describe, expect, it } from 'vitest';
import { isCodeAllowed, isDecisionPending, isHidden, isScreenAllowed, type AccessContext } from './rules.ts';

const company = { id: 1, codigo_modulo: 1 };
const ok = (liberar: number[], ocultar: number[] = []): AccessContext => ({
  company,
  permissions: { status: 'ok', empresaId: 1, liberar, ocultar },
});

describe('access rules (spec 1 §6)', () => {
  it('allows codes in the release list', () => {
    expect(isCodeAllowed(1325, ok([1325]))).toBe(true);
    expect(isCodeAllowed(1326, ok([1325]))).toBe(false);
  });

  it('accepts a numeric string code as the same code', () => {
    expect(isCodeAllowed('1325', ok([1325]))).toBe(true);
  });

  it('never allows an empty code', () => {
    for (const empty of [undefined, null, '', 'abc', 1.5]) expect(isCodeAllowed(empty as never, ok([1325]))).toBe(false);
  });

  it('always allows code 0 (Home), even without company or permissions', () => {
    expect(isCodeAllowed(0, ok([]))).toBe(true);
    expect(isCodeAllowed(0, { company: null, permissions: { status: 'idle' } })).toBe(true);
    expect(isCodeAllowed(0, { company, permissions: { status: 'failed', empresaId: 1 } })).toBe(true);
  });

  it('grants nothing else with no company selected', () => {
    expect(isCodeAllowed(1325, { company: null, permissions: { status: 'ok', empresaId: 1, liberar: [1325], ocultar: [] } })).toBe(false);
    expect(isScreenAllowed(null, { company: null, permissions: { status: 'idle' } })).toBe(false);
  });

  it('leaves only Home allowed when the permissions call failed', () => {
    const failed: AccessContext = { company, permissions: { status: 'failed', empresaId: 1 } };
    expect(isCodeAllowed(0, failed)).toBe(true);
    expect(isCodeAllowed(1325, failed)).toBe(false);
  });

  it('ignores permissions that belong to another company', () => {
    const stale: AccessContext = { company: { id: 2, codigo_modulo: 2 }, permissions: { status: 'ok', empresaId: 1, liberar: [1325], ocultar: [] } };
    expect(isCodeAllowed(1325, stale)).toBe(false);
    expect(isDecisionPending(stale)).toBe(true);
  });

  it('allows nothing but Home while the permissions load, and says the decision is pending', () => {
    const loading: AccessContext = { company, permissions: { status: 'loading', empresaId: 1 } };
    expect(isCodeAllowed(1325, loading)).toBe(false);
    expect(isDecisionPending(loading)).toBe(true);
    expect(isDecisionPending(ok([1325]))).toBe(false);
    expect(isDecisionPending({ company, permissions: { status: 'failed', empresaId: 1 } })).toBe(false);
    expect(isDecisionPending({ company: null, permissions: { status: 'idle' } })).toBe(false);
  });

  it('hide list marks codes hidden without forbidding them', () => {
    const ctx = ok([1329], [1329]);
    expect(isHidden(1329, ctx)).toBe(true);
    expect(isHidden(1328, ctx)).toBe(false);
    expect(isCodeAllowed(1329, ctx)).toBe(true);
  });

  it('a null accessCode needs only a session and a selected company', () => {
    expect(isScreenAllowed(null, ok([]))).toBe(true);
    expect(isScreenAllowed(null, { company, permissions: { status: 'failed', empresaId: 1 } })).toBe(true);
    expect(isScreenAllowed(1325, ok([]))).toBe(false);
  });
});
