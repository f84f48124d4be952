/** Filter field fragments shared by definitions (plain data). */
import type { FilterField } from '../../src/engine/filters/schema.ts';

/** The reports' period: a range defaulting to today, required, presets Hoje / Este mês / Mês anterior (spec 2 §5). */
export const PERIOD_TODAY_FILTER: FilterField = {
  name: 'periodo',
  label: 'Período',
  widget: 'dateRange',
  default: 'today',
  required: true,
  presets: ['today', 'thisMonth', 'lastMonth'],
};
