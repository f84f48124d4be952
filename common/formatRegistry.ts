/**
 * The one format registry: every value format a definition can name, with what it means on screen, in a CSV
 * (pt-BR text a spreadsheet imports), in an XLSX (a typed cell and its number format) and on a chart axis.
 * Display (tables, cards, tooltips), the exports and the chart presets all read this table, so a format's
 * defaults (decimals, empty text, unit) are written once.
 */
import { formatDate, formatDateTime, formatTime, formatWeekday, parseDate } from './dateFormat.ts';
import { EMPTY, formatCurrency, formatNumber, toNumber } from './numberFormat.ts';

/** Units a numeric column can carry after its number ('1.234 km'). */
export const UNITS = ['km', 'kg', 't', 'km/l', 'l'] as const;
export type Unit = (typeof UNITS)[number];

/** The options a definition can give a format (a column, a card, a chart measure). */
export interface FormatOptions {
  /** Decimal places of number-like formats (replaces the format's default). */
  decimals?: number;
  /** Unit written after number-like values: '1.234 km'. */
  unit?: Unit;
  /** Raw value → the word shown (PENDENTE → Pendente): display, CSV and XLSX all show the word. */
  labels?: Record<string, string>;
}

/** An XLSX cell: value, type and number format (the write-excel-file cell object). */
export interface XlsxCell {
  value: string | number | Date | null;
  type?: StringConstructor | NumberConstructor | DateConstructor;
  format?: string;
  fontWeight?: 'bold';
}

type Json = Record<string, unknown>;

export interface FormatEntry {
  /** pt-BR text for the definitions' editors (the JSON Schema's description). */
  description: string;
  /** Holds numbers: right-aligned, summable, sorted numerically; `unit` applies. */
  numeric: boolean;
  /** Default decimals of a number-like format. */
  decimals?: number;
  /** The text shown; gets every value, empty ones included (most show '--'). */
  display(value: unknown, options: FormatOptions): string;
  /** The CSV text of a non-empty value (default: the text shown). */
  csv?(value: unknown, options: FormatOptions): string | null;
  /** The XLSX cell of a non-empty value (default: the text shown, as text); null falls back to the text. */
  xlsx?(value: unknown, options: FormatOptions): XlsxCell | null;
  /** The chart axis of this format (d3 format with the pt-BR locale); formats without it are not chart measures. */
  axis?(options: FormatOptions): Json;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** 'S' → 'Sim', anything else → 'Não' (spec: flags such as finalizou_processo, cancelado, programada). */
export function formatFlag(value: unknown): string {
  return typeof value === 'string' && value.trim().toUpperCase() === 'S' ? 'Sim' : 'Não';
}

/** S/N (also true/false, 1/0) → 'Sim'/'Não'; empty → '--'; anything else is shown as it came. */
export function formatYesNo(value: unknown): string {
  if (isEmpty(value)) return EMPTY;
  if (value === true || value === 1) return 'Sim';
  if (value === false || value === 0) return 'Não';
  const text = String(value).trim().toUpperCase();
  if (text === 'S' || text === 'SIM') return 'Sim';
  if (text === 'N' || text === 'NAO' || text === 'NÃO') return 'Não';
  return String(value);
}

/** Seconds as days, hours and minutes: 93784 → '1d 02h 03min'; 125 → '2min'; '--' when empty. */
export function formatDuration(value: unknown): string {
  const n = toNumber(value);
  if (n === null) return EMPTY;
  const negative = n < 0;
  const totalMinutes = Math.floor(Math.abs(n) / 60);
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  const parts: string[] = [];
  if (days) parts.push(`${days}d`);
  if (days || hours) parts.push(`${String(hours).padStart(days ? 2 : 1, '0')}h`);
  parts.push(`${String(minutes).padStart(days || hours ? 2 : 1, '0')}min`);
  return (negative ? '-' : '') + parts.join(' ');
}

/**
 * Order, note and title numbers: the digits as they came, never grouped (pedido 123456, not 123.456); a number
 * sent as 1234.0 loses the '.0'. Texts keep leading zeros.
 */
export function formatDocument(value: unknown): string {
  if (isEmpty(value)) return EMPTY;
  return String(value).trim();
}

/** CPF (11 digits) → 000.000.000-00, CNPJ (14) → 00.000.000/0000-00; other texts as they came. */
export function formatCpfCnpj(value: unknown): string {
  if (isEmpty(value)) return EMPTY;
  const raw = String(value).trim();
  const digits = raw.replace(/\D/g, '');
  // A CPF sent as a number loses its leading zeros (01234567890 → 1234567890).
  const cpf = digits.length <= 11 && typeof value === 'number' ? digits.padStart(11, '0') : digits;
  if (cpf.length === 11) return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
  if (digits.length === 14) return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`;
  return raw;
}

/**
 * A code written with digits (cheque 026393, a 44-digit NF-e key): spreadsheets would turn it into a
 * number, dropping leading zeros or writing it as 4,4E+43. Such texts keep their exact digits.
 */
export function isCodeLike(value: unknown): value is string {
  return typeof value === 'string' && /^\d+$/.test(value) && ((value.length > 1 && value.startsWith('0')) || value.length > 11);
}

/** ="026393" is read as the text 026393 by Excel and LibreOffice (a plain 026393 becomes 26393). */
const csvCode = (text: string) => (isCodeLike(text) ? `="${text}"` : text);

function decimalsPattern(decimals: number): string {
  return decimals > 0 ? `0.${'0'.repeat(decimals)}` : '0';
}

/** The XLSX number format's unit suffix: ' "km"'. */
const xlsxUnit = (o: FormatOptions) => (o.unit ? ` "${o.unit}"` : '');

/** A number-like format: pt-BR text with `decimals`, a unit after it, CSV without signs, XLSX typed. */
function numeric(
  decimals: number,
  description: string,
  show: (n: number, decimals: number) => string,
  xlsxFormat: (pattern: string) => string,
  axis: Json,
): FormatEntry {
  const places = (o: FormatOptions) => o.decimals ?? decimals;
  return {
    description,
    numeric: true,
    decimals,
    display: (value, o) => {
      const n = toNumber(value);
      if (n === null) return EMPTY;
      return o.unit ? `${show(n, places(o))} ${o.unit}` : show(n, places(o));
    },
    csv: (value, o) => {
      const text = formatNumber(value, places(o));
      return text === EMPTY ? '' : text;
    },
    xlsx: (value, o) => {
      const n = toNumber(value);
      return n === null ? null : { value: n, type: Number, format: xlsxFormat(decimalsPattern(places(o))) + xlsxUnit(o) };
    },
    axis: () => axis,
  };
}

function dateCell(value: unknown, dateOnly: boolean): XlsxCell | null {
  const p = parseDate(value);
  if (!p) return null;
  // UTC so the day does not move with the browser's time zone when the file is written.
  const date = new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second));
  return { value: date, type: Date, format: dateOnly || !p.hasTime ? 'dd/mm/yyyy' : 'dd/mm/yyyy hh:mm' };
}

const textOf = (value: unknown) => (isEmpty(value) ? EMPTY : String(value));

/** Every format, in the order the schemas list them (new ones at the end keep the generated enums stable). */
export const FORMATS = {
  text: {
    description: 'texto como veio',
    numeric: false,
    display: textOf,
    csv: (value) => csvCode(String(value)),
    xlsx: (value) => ({ value: String(value), type: String }),
  },
  currency: numeric(2, "'R$ 1.234,56'", (n, d) => formatCurrency(n, d), (p) => `"R$" #,##${p};-"R$" #,##${p}`, { format: '$,.2f' }),
  number: numeric(2, '2 casas', (n, d) => formatNumber(n, d), (p) => `#,##${p}`, { format: ',.2f' }),
  quantity: numeric(3, '3 casas', (n, d) => formatNumber(n, d), (p) => `#,##${p}`, { format: ',.3f' }),
  percent: {
    ...numeric(2, "'45,68%', valor já em %", (n, d) => `${formatNumber(n, d)}%`, (p) => `${p}%`, { format: ',.2f', labelExpr: "datum.label + '%'" }),
    // The APIs send percent units (23.09 means 23,09%); a spreadsheet percent is a fraction.
    xlsx: (value, o) => {
      const n = toNumber(value);
      return n === null ? null : { value: n / 100, type: Number, format: `${decimalsPattern(o.decimals ?? 2)}%` };
    },
  },
  integer: {
    ...numeric(0, "com milhar, '12.345'", (n) => formatNumber(n, 0), () => '0', { format: ',d' }),
    // Whole numbers without grouping in the CSV: they are often ids (cliente 1234, not 1.234).
    csv: (value) => {
      const n = toNumber(value);
      return n === null ? '' : String(Math.round(n));
    },
    xlsx: (value, o) => {
      const n = toNumber(value);
      return n === null ? null : { value: Math.round(n), type: Number, format: '0' + xlsxUnit(o) };
    },
  },
  date: { description: 'DD/MM/YYYY', numeric: false, display: (v) => formatDate(v), xlsx: (v) => dateCell(v, true) },
  datetime: { description: 'DD/MM/YYYY HH:mm', numeric: false, display: (v) => formatDateTime(v), xlsx: (v) => dateCell(v, false) },
  time: { description: 'HH:mm', numeric: false, display: (v) => formatTime(v) },
  weekday: { description: "dia da semana, 'Sábado'", numeric: false, display: (v) => formatWeekday(v) },
  flag: { description: "'S' = Sim, resto Não", numeric: false, display: (v) => formatFlag(v) },
  duration: { description: "segundos → '1d 02h 03min'", numeric: true, display: (v) => formatDuration(v) },
  document: {
    description: "número de pedido, nota ou título sem separador de milhar, '123456'",
    numeric: false,
    display: (v) => formatDocument(v),
    csv: (v) => csvCode(formatDocument(v)),
    // A whole number up to 15 digits is a number cell without grouping; longer or zero-led stays text.
    xlsx: (v) => {
      const text = formatDocument(v);
      return /^[1-9]\d{0,14}$/.test(text) ? { value: Number(text), type: Number, format: '0' } : { value: text, type: String };
    },
  },
  yesNo: { description: "S/N → 'Sim'/'Não' (vazio '--', outro valor como veio)", numeric: false, display: (v) => formatYesNo(v) },
  cpfCnpj: {
    description: "CPF '000.000.000-00' (11 dígitos) ou CNPJ '00.000.000/0000-00' (14)",
    numeric: false,
    display: (v) => formatCpfCnpj(v),
  },
} satisfies Record<string, FormatEntry>;

export type ValueFormat = keyof typeof FORMATS;

/** The format names a definition can use. */
export const VALUE_FORMATS = Object.keys(FORMATS) as ValueFormat[];

/** Formats that hold numbers: right-aligned, summable, sorted numerically. */
export const NUMERIC_FORMATS: ReadonlySet<ValueFormat> = new Set(VALUE_FORMATS.filter((f) => FORMATS[f].numeric));

/** Formats a chart measure can use (those with an axis). */
export const CHART_FORMATS = VALUE_FORMATS.filter((f) => 'axis' in FORMATS[f]) as ValueFormat[];

function entry(format: ValueFormat | undefined): FormatEntry {
  return FORMATS[format ?? 'text'] ?? FORMATS.text;
}

function labelled(value: unknown, options: FormatOptions): string | undefined {
  if (!options.labels || isEmpty(value)) return undefined;
  const key = String(value).trim();
  return Object.hasOwn(options.labels, key) ? options.labels[key] : undefined;
}

/** The text shown for a value; `options` may be the decimals alone (the older signature). */
export function formatValue(value: unknown, format: ValueFormat = 'text', options: FormatOptions | number = {}): string {
  const o = typeof options === 'number' ? { decimals: options } : options;
  return labelled(value, o) ?? entry(format).display(value, o);
}

/** The CSV text of a value: numbers in pt-BR without currency or percent sign, codes kept as text, '' when empty. */
export function csvText(value: unknown, format: ValueFormat = 'text', options: FormatOptions = {}): string {
  if (isEmpty(value)) return '';
  const label = labelled(value, options);
  if (label !== undefined) return label;
  const e = entry(format);
  const text = e.csv ? e.csv(value, options) : null;
  if (text !== null) return text;
  const shown = e.display(value, options);
  return shown === EMPTY ? '' : shown;
}

/** The XLSX cell of a value: typed numbers and dates, the shown text otherwise; an empty cell when empty. */
export function xlsxValue(value: unknown, format: ValueFormat = 'text', options: FormatOptions = {}): XlsxCell {
  if (isEmpty(value)) return { value: null };
  const label = labelled(value, options);
  if (label !== undefined) return { value: label, type: String };
  const e = entry(format);
  const cell = e.xlsx ? e.xlsx(value, options) : null;
  if (cell) return cell;
  const shown = e.display(value, options);
  return { value: shown === EMPTY ? null : shown, type: String };
}

/** A chart axis of a number format (currency when the format has no axis). */
export function chartAxis(format: ValueFormat = 'currency', options: FormatOptions = {}): Json {
  const e = entry(format);
  return (e.axis ?? FORMATS.currency.axis ?? (() => ({})))(options);
}
