import { describe, expect, it } from 'vitest';
import type { ScreenDefinition } from '../../engine/definition/screen-definition.ts';
import type { AccessContext } from '../access/rules.ts';
import { screenAfterCompanyChange } from './screenAfterChange.ts';

const screens = [
  { code: '01.74.1370', title: 'Aprovar titulos a pagar', route: '/aprovar-titulos-pagar', accessCode: 1370 },
  { code: '00.00.0000', title: 'Cadastros', route: '/detalhesCadastro/:tipo_cadastro', accessCode: null },
  { code: '02.79.1496', title: 'Rastreamento', route: '/logistica/rastreamento-transportadora/:hash', accessCode: null, public: true },
] as unknown as ScreenDefinition[];

const ctx = (liberar: number[], status: 'ok' | 'failed' = 'ok'): AccessContext => ({
  company: { id: 3, codigo_modulo: 1 },
  permissions: status === 'ok' ? { status, empresaId: 3, liberar, ocultar: [] } : { status, empresaId: 3 },
});

describe('screenAfterCompanyChange', () => {
  it('stays on a screen the new company releases', () => {
    expect(screenAfterCompanyChange('/aprovar-titulos-pagar', ctx([1325, 1370]), screens)).toBe('/aprovar-titulos-pagar');
    expect(screenAfterCompanyChange('/detalhesCadastro/clientes', ctx([]), screens)).toBe('/detalhesCadastro/clientes');
  });
  it('goes Home when the new company does not release it, its permissions failed, or the path is no private screen', () => {
    expect(screenAfterCompanyChange('/aprovar-titulos-pagar', ctx([1325]), screens)).toBe('/home');
    expect(screenAfterCompanyChange('/aprovar-titulos-pagar', ctx([], 'failed'), screens)).toBe('/home');
    expect(screenAfterCompanyChange('/logistica/rastreamento-transportadora/abc', ctx([1370]), screens)).toBe('/home');
    expect(screenAfterCompanyChange('/nao-existe', ctx([1370]), screens)).toBe('/home');
    expect(screenAfterCompanyChange('/home', ctx([1370]), screens)).toBe('/home');
  });
});
