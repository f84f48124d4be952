/**
 * pt-BR d3 number and time locales for Vega (R$ currency, 1.234,56; Portuguese month and day names,
 * lower case as d3's own pt-BR locale: 'nov', 'novembro', 'sáb', 'sábado').
 */
export const PT_BR_FORMAT_LOCALE = {
  decimal: ',',
  thousands: '.',
  grouping: [3],
  currency: ['R$ ', ''] as [string, string],
};

export const PT_BR_TIME_LOCALE = {
  dateTime: '%A, %e de %B de %Y. %X',
  date: '%d/%m/%Y',
  time: '%H:%M:%S',
  periods: ['AM', 'PM'] as [string, string],
  days: ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'],
  shortDays: ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'],
  months: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  shortMonths: ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'],
};
