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

/**
 * 'Mostrar' of the approval screens (1370, 1367; issue 28): 'Pendentes de aprovação' by default, so the list is what
 * needs a decision; sent as the list's `aprovacao` param. Each screen adds its 'todos' option (Todos títulos, Todas
 * as ordens): `{ ...APPROVAL_FILTER, options: [PENDING_OPTION, { value: 'todos', label: 'Todas' }] }`.
 */
export const APPROVAL_FILTER = { name: 'aprovacao', label: 'Mostrar', widget: 'radio', default: 'pendentes', required: true } as const;
export const PENDING_OPTION = { value: 'pendentes', label: 'Pendentes de aprovação' } as const;
