/**
 * The public tracking rules shared by the pages (02.79.1496/1497, simple tracking) and the API (spec 3 §5, §8, §9):
 * messages, the search criteria, the DD/MM/YYYY dates and the CPF/CNPJ masks. One place, so the page never
 * enables a search the server would refuse.
 */
import { addDays, isIsoDate } from './dates.ts';

export const RASTREAMENTO_MESSAGES = {
  /** spec 3 §5 */
  fimAntesDoInicio: 'A data final não pode ser antes da data de início',
  futuro: 'A consulta não deve ser mais a frente que o dia de hoje',
  /** House texts (the spec is silent; docs/rastreamento.md). */
  semCriterio: 'Informe o número da nota fiscal, o número do pedido, ou um documento (remetente ou destinatário) com o período.',
  periodoLongo: 'O período da consulta não pode passar de 90 dias.',
  dataInvalida: (nome: string) => `Parâmetro '${nome}' inválido: informe uma data válida no formato DD/MM/AAAA.`,
  documentoInvalido: (nome: string) => `Parâmetro '${nome}' inválido: informe um CPF (11 dígitos) ou CNPJ (14 caracteres).`,
  transportadoraNaoEncontrada: 'Transportadora não encontrada. Verifique se a URL está correta.',
  linkNaoEncontrado: 'Link de rastreamento não encontrado. Verifique se a URL está correta.',
  notaNaoEncontrada: 'Nota fiscal não encontrada.',
  documentoNaoEncontrado: 'Nenhum remetente ou destinatário com este documento nas notas desta transportadora.',
} as const;

/** The longest period a document search may cover (a search never lists everything). */
export const MAX_PERIODO_DIAS = 90;
/** Default period of the search page: the last 10 days (864,000,000 ms) to today. */
export const PERIODO_PADRAO_DIAS = 10;
/** Most invoices one search answers (the table pages by 50). */
export const MAX_NOTAS = 500;

/** 'DD/MM/YYYY' → 'YYYY-MM-DD', or null when it is not a real day. */
export function brToIso(value: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return isIsoDate(iso) ? iso : null;
}

/** 'YYYY-MM-DD' (or a timestamp) → 'DD/MM/YYYY'. */
export function isoToBr(value: string): string {
  const [y, m, d] = value.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** A document as typed ('123.456.789-09', '12.ABC.345/01DE-35') → its characters ('12345678909'), upper case. */
export function documentoLimpo(value: string): string {
  return value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}

/** 11 digits (CPF) or 14 alphanumerics ending in 2 digits (CNPJ, alphanumeric allowed). */
export function documentoValido(value: string): boolean {
  const d = documentoLimpo(value);
  return /^\d{11}$/.test(d) || /^[0-9A-Z]{12}\d{2}$/.test(d);
}

/**
 * The field mask (spec 3 §5): up to 11 digits as 999.999.999-99; otherwise CNPJ XX.XXX.XXX/XXXX-99
 * (letters allowed in the first 12 characters). Formatted lengths: 14 (CPF) and 18 (CNPJ).
 */
export function mascaraDocumento(value: string): string {
  const d = documentoLimpo(value).slice(0, 14);
  if (/^\d{0,11}$/.test(d)) {
    return d.replace(/^(\d{3})(\d)/, '$1.$2').replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3').replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
  }
  return d
    .replace(/^(\w{2})(\w)/, '$1.$2')
    .replace(/^(\w{2})\.(\w{3})(\w)/, '$1.$2.$3')
    .replace(/^(\w{2})\.(\w{3})\.(\w{3})(\w)/, '$1.$2.$3/$4')
    .replace(/\/(\w{4})(\w{1,2})$/, '/$1-$2');
}

export interface BuscaNotas {
  invoiceNumber?: string;
  invoiceSeries?: string;
  orderNumber?: string;
  senderDocument?: string;
  recipientDocument?: string;
  periodFrom?: string;
  periodTo?: string;
}

/**
 * Checks a search as the server will (spec 3 §5): an invoice or order number, or a valid document with a period
 * (dates DD/MM/YYYY, start ≤ end, none after today, at most MAX_PERIODO_DIAS days). Returns the first message
 * that applies, or null when the search may go. `today` is 'YYYY-MM-DD'.
 */
export function problemaDaBusca(b: BuscaNotas, today: string): string | null {
  const has = (v?: string) => v !== undefined && v.trim() !== '';
  for (const nome of ['periodFrom', 'periodTo'] as const) {
    if (has(b[nome]) && !brToIso(b[nome]!)) return RASTREAMENTO_MESSAGES.dataInvalida(nome);
  }
  for (const nome of ['senderDocument', 'recipientDocument'] as const) {
    if (has(b[nome]) && !documentoValido(b[nome]!)) return RASTREAMENTO_MESSAGES.documentoInvalido(nome);
  }
  const de = has(b.periodFrom) ? brToIso(b.periodFrom!) : null;
  const ate = has(b.periodTo) ? brToIso(b.periodTo!) : null;
  if (de && ate && ate < de) return RASTREAMENTO_MESSAGES.fimAntesDoInicio;
  if ((de && de > today) || (ate && ate > today)) return RASTREAMENTO_MESSAGES.futuro;
  if (has(b.invoiceNumber) || has(b.orderNumber)) return null;
  if (!has(b.senderDocument) && !has(b.recipientDocument)) return RASTREAMENTO_MESSAGES.semCriterio;
  if (!de || !ate) return RASTREAMENTO_MESSAGES.semCriterio;
  if (addDays(de, MAX_PERIODO_DIAS) < ate) return RASTREAMENTO_MESSAGES.periodoLongo;
  return null;
}
