/**
 * The name of a downloaded table: '<screen number>-<title>-<period>' (issue 28: '1325-fluxo-de-caixa-2026-11-26'), so
 * two downloads of different screens or periods do not overwrite each other as 'arquivo (3).xlsx'. Pure: the place
 * (screen or drill-down), its filters in force and today's date are passed in (useExportPlace.ts reads them).
 */
import { valueRulesOf } from '../../../filters/widgets/valueRulesOf.ts';

/** A screen code written in a title, e.g. 1414's drawer '(02.74.1415) Detalhes do Grupo DRE'. */
const CODE_IN_TITLE = /\(?\b\d{2}\.\d{2}\.(\d{3,5})\b\)?/;

/** The filters that say which period a list covers (the others — a manager, a status — do not name a file). */
export interface PeriodField {
  name: string;
  widget: string;
  picker?: string;
}

export interface ExportPlace {
  /** The place's screen code ('01.74.1325'); a drill-down's own code when it has one. */
  code?: string;
  /** The table's title, else the drill-down's or the screen's. */
  title: string;
  /** The place's filter fields, in the form's order. */
  fields?: PeriodField[];
  /** The filter values in force ('{filters.x}' scope: a dateRange is { start, end }). */
  filters?: Record<string, unknown>;
  /** 'YYYY-MM-DD': the period of a list without a date filter (1325's cash flow from today). */
  today: string;
}

/** 'Títulos a Pagar (NF-e)' → 'titulos-a-pagar-nf-e': no accents, lower case, words joined by '-'. */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The period the filters in force select: a range 'start-a-end', a day, a month 'YYYY-MM', a year; none → ''. */
export function periodText(fields: PeriodField[] = [], filters: Record<string, unknown> = {}): string {
  const parts: string[] = [];
  let year = '';
  let month = '';
  for (const field of fields) {
    const value = filters[field.name];
    if (value === undefined || value === null || value === '') continue;
    // a range 'start-a-end', a day, a month-picker 'YYYY-MM', a year, a month: the widget's value.ts
    const period = valueRulesOf(field.widget).period?.(field, value);
    if (!period) continue;
    if ('part' in period) parts.push(period.part);
    else if ('year' in period) year = period.year;
    else month = period.month;
  }
  // 1416's 'Mês' and 'Ano' are one period: '2026-11'
  if (year) parts.push(month ? `${year}-${month}` : year);
  // 1429's 'Início Período' and 'Final Período' are months: '2026-09-a-2026-11'
  return parts.join('-a-');
}

/** '<number>-<title>-<period>' without extension; the period is today's date when the filters name none. */
export function exportFileName(place: ExportPlace): string {
  const inTitle = CODE_IN_TITLE.exec(place.title);
  const code = inTitle?.[1] ?? place.code?.split('.').pop() ?? '';
  const title = inTitle ? place.title.replace(inTitle[0], '') : place.title;
  const period = periodText(place.fields, place.filters) || place.today;
  return [slug(code), slug(title), period].filter(Boolean).join('-');
}
