/** The month picker's options ('01' → 'Janeiro'), plain data: the widget and the printed filters (print/) read them. */
export const MONTHS = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'].map(
  (label, i) => ({ label, value: String(i + 1).padStart(2, '0') }),
);
