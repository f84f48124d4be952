/** pt-BR formatters and parsers shared by the whole engine. */
export { EMPTY, formatCurrency, formatInteger, formatNumber, formatPercent, formatQuantity, parseNumber, toNumber } from './numbers.ts';
export { formatDate, formatDateTime, formatTime, formatWeekday, parseDate, toApiDate, type DateParts } from './dates.ts';
export { formatDuration, formatFlag, formatValue, NUMERIC_FORMATS, VALUE_FORMATS, type ValueFormat } from './formatValue.ts';
export {
  CHART_FORMATS,
  chartAxis,
  csvText,
  FORMATS,
  isCodeLike,
  UNITS,
  xlsxValue,
  type FormatOptions,
  type Unit,
  type XlsxCell,
} from './registry.ts';
export { largestRemainder, sharesSumming100 } from './shares.ts';
export { commonPrefix, withoutPrefix } from './commonPrefix.ts';
