import { describe, expect, it } from 'vitest';
import {
  accessKey, accessKeyDigit, cnpjFromBase, cpfFromBase, isMercosulPlate, isValidAccessKey, isValidCnpj, isValidCpf, mercosulPlate,
  randomCnpj, randomCpf,
} from './documents.ts';
import { createRng } from './random.ts';
import { encodePolyline } from './rotas.ts';

describe('CPF', () => {
  it('accepts known valid numbers and rejects wrong check digits', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('11144477735')).toBe(true);
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('11144477736')).toBe(false);
  });
  it('rejects repeated digits, wrong length and non-digits', () => {
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529.982.247-25')).toBe(false);
  });
  it('computes check digits from the base', () => {
    expect(cpfFromBase('529982247')).toBe('52998224725');
    const rng = createRng('t');
    for (let i = 0; i < 200; i++) expect(isValidCpf(randomCpf(rng))).toBe(true);
  });
});

describe('CNPJ', () => {
  it('accepts known valid numbers and rejects wrong check digits', () => {
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('33009911002506')).toBe(true);
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
  });
  it('computes check digits for a branch of a root', () => {
    expect(cnpjFromBase('11222333', '0001')).toBe('11222333000181');
    const rng = createRng('t');
    for (let i = 0; i < 200; i++) expect(isValidCnpj(randomCnpj(rng, '0002'))).toBe(true);
  });
});

describe('NF-e / CT-e access key', () => {
  it('accepts the NF-e manual example and rejects any single changed digit', () => {
    const key = '52060433009911002506550120000007800267301615';
    expect(isValidAccessKey(key)).toBe(true);
    for (let i = 0; i < 44; i++) {
      const changed = key.slice(0, i) + String((Number(key[i]) + 1) % 10) + key.slice(i + 1);
      expect(isValidAccessKey(changed)).toBe(false);
    }
    expect(isValidAccessKey(key.slice(0, 43))).toBe(false);
  });
  it('builds 44-digit keys with the right layout and check digit', () => {
    const key = accessKey({ uf: 42, year: 2026, month: 11, cnpj: '11222333000181', modelo: '57', serie: 1, numero: 12345, codigo: 7654321 });
    expect(key).toHaveLength(44);
    expect(key.slice(0, 6)).toBe('422611');
    expect(key.slice(6, 20)).toBe('11222333000181');
    expect(key.slice(20, 22)).toBe('57');
    expect(key.slice(25, 34)).toBe('000012345');
    expect(Number(key[43])).toBe(accessKeyDigit(key.slice(0, 43)));
    expect(isValidAccessKey(key)).toBe(true);
  });
});

describe('Mercosul plate and polyline', () => {
  it('generates plates in the LLLNLNN format', () => {
    const rng = createRng('p');
    for (let i = 0; i < 100; i++) expect(isMercosulPlate(mercosulPlate(rng))).toBe(true);
    expect(isMercosulPlate('ABC1234')).toBe(false);
  });
  it('encodes polylines as Google does', () => {
    // example from Google's polyline algorithm documentation
    expect(encodePolyline([[38.5, -120.2], [40.7, -120.95], [43.252, -126.453]])).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
  });
});
