/**
 * One entry point to format a value by a format name written in a definition
 * (tables, cards and chart tooltips all use it, so a column and a card show the same text).
 * The formats themselves live in the registry (registry.ts), with their CSV, XLSX and chart forms.
 */
export {
  formatCpfCnpj,
  formatDocument,
  formatDuration,
  formatFlag,
  formatValue,
  formatYesNo,
  NUMERIC_FORMATS,
  VALUE_FORMATS,
  type FormatOptions,
  type ValueFormat,
} from './registry.ts';
