import type { Rng } from './random.ts';

/**
 * Brazilian document numbers with valid check digits: CPF, CNPJ (numeric), 44-digit NF-e/CT-e access keys
 * (mod 11) and Mercosul plates. Validators are exported for the tests and for the API.
 */

const onlyDigits = (s: string) => /^\d+$/.test(s);

function cpfDigit(base: string): number {
  const start = base.length + 1;
  let sum = 0;
  for (let i = 0; i < base.length; i++) sum += Number(base[i]) * (start - i);
  const r = (sum * 10) % 11;
  return r === 10 ? 0 : r;
}

export function isValidCpf(cpf: string): boolean {
  if (cpf.length !== 11 || !onlyDigits(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  const d1 = cpfDigit(cpf.slice(0, 9));
  const d2 = cpfDigit(cpf.slice(0, 9) + d1);
  return cpf.endsWith(`${d1}${d2}`);
}

export function cpfFromBase(base9: string): string {
  const d1 = cpfDigit(base9);
  return `${base9}${d1}${cpfDigit(base9 + d1)}`;
}

function cnpjDigit(base: string): number {
  // weights 2..9 repeating from the right
  let sum = 0;
  let w = 2;
  for (let i = base.length - 1; i >= 0; i--) {
    sum += Number(base[i]) * w;
    w = w === 9 ? 2 : w + 1;
  }
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

export function isValidCnpj(cnpj: string): boolean {
  if (cnpj.length !== 14 || !onlyDigits(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false;
  const d1 = cnpjDigit(cnpj.slice(0, 12));
  const d2 = cnpjDigit(cnpj.slice(0, 12) + d1);
  return cnpj.endsWith(`${d1}${d2}`);
}

/** base8 = company root, branch = 4-digit order ('0001' = head office). */
export function cnpjFromBase(base8: string, branch = '0001'): string {
  const b = base8 + branch;
  const d1 = cnpjDigit(b);
  return `${b}${d1}${cnpjDigit(b + d1)}`;
}

/** Mod-11 check digit of an NF-e / CT-e access key (weights 2..9 from the right; 0 when the rest is < 2). */
export function accessKeyDigit(key43: string): number {
  return cnpjDigit(key43);
}

export function isValidAccessKey(key: string): boolean {
  return key.length === 44 && onlyDigits(key) && Number(key[43]) === accessKeyDigit(key.slice(0, 43));
}

export interface AccessKeyParts {
  uf: number;          // IBGE UF code, e.g. 42 = SC
  year: number;        // 4 digits
  month: number;
  cnpj: string;        // emitter
  modelo: '55' | '57'; // 55 NF-e, 57 CT-e
  serie: number;
  numero: number;
  codigo: number;      // cNF / cCT, 8 digits
}

export function accessKey(p: AccessKeyParts): string {
  const k43 =
    String(p.uf).padStart(2, '0') + String(p.year % 100).padStart(2, '0') + String(p.month).padStart(2, '0') +
    p.cnpj + p.modelo + String(p.serie).padStart(3, '0') + String(p.numero).padStart(9, '0') + '1' +
    String(p.codigo).padStart(8, '0');
  return k43 + accessKeyDigit(k43);
}

export const randomCpf = (rng: Rng) => {
  for (;;) {
    const cpf = cpfFromBase(rng.digits(9));
    if (isValidCpf(cpf)) return cpf;
  }
};
export const randomCnpj = (rng: Rng, branch = '0001') => {
  for (;;) {
    const cnpj = cnpjFromBase(rng.digits(8), branch);
    if (isValidCnpj(cnpj)) return cnpj;
  }
};

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Mercosul plate: LLLNLNN, e.g. 'RXL4A21'. */
export function mercosulPlate(rng: Rng): string {
  const l = () => LETTERS[rng.int(0, 25)];
  return `${l()}${l()}${l()}${rng.int(0, 9)}${l()}${rng.int(0, 9)}${rng.int(0, 9)}`;
}
export const isMercosulPlate = (p: string) => /^[A-Z]{3}\d[A-Z]\d{2}$/.test(p);

/** IBGE UF codes, used in access keys. */
export const UF_CODES: Record<string, number> = {
  RO: 11, AC: 12, AM: 13, RR: 14, PA: 15, AP: 16, TO: 17, MA: 21, PI: 22, CE: 23, RN: 24, PB: 25, PE: 26, AL: 27,
  SE: 28, BA: 29, MG: 31, ES: 32, RJ: 33, SP: 35, PR: 41, SC: 42, RS: 43, MS: 50, MT: 51, GO: 52, DF: 53,
};
