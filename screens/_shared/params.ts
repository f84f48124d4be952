/** Call parameter fragments shared by definitions (plain data). */

/**
 * The screen's 'periodo' range filter as the reports' dataInicio/dataFim in YYYY/MM/DD
 * (1326, 1328, 1329, 1417 and their detail modals).
 */
export const FILTER_PERIOD_PARAMS = {
  dataInicio: { date: '{filters.periodo.start}', format: 'YYYY/MM/DD' },
  dataFim: { date: '{filters.periodo.end}', format: 'YYYY/MM/DD' },
} as const;

/**
 * The financial dashboard's detail periods (spec 1 §7): the card's named period ('{with.periodo}') or,
 * from a cash-flow cell, the single day of its row — as data_inicio/data_final (1333, 1334, 1335).
 */
export const DASHBOARD_PERIOD_PARAMS = {
  data_inicio: { period: '{with.periodo}', day: '{row.data_vencimento}', bound: 'start', format: 'YYYY/MM/DD' },
  data_final: { period: '{with.periodo}', day: '{row.data_vencimento}', bound: 'end', format: 'YYYY/MM/DD' },
} as const;
