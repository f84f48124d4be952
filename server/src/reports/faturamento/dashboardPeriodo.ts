/**
 * The month bounds of the billing dashboards (spec 2 §2, §7: `dataPeriodo` = YYYY-MM-01, the last 24 months),
 * computed in one place for the SQL: any day of a month stands for that month.
 */
export interface DashboardPeriodo {
  /** First day of the month, 'YYYY-MM-DD'. */
  inicio: string;
  /** Last day of the month. */
  fim: string;
  /** Last day of the daily list: the month's end, or the business date while the month is running. */
  fimDiario: string;
  /** First day of the 24-month window ending with the month. */
  inicio24: string;
  ano: number;
  mes: number;
}

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** `dataPeriodo` ('YYYY-MM-DD', already validated) and the business date → the month's bounds. */
export function dashboardPeriodo(dataPeriodo: string, today: string): DashboardPeriodo {
  const [ano, mes] = dataPeriodo.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  const fim = iso(ano, mes, lastDay);
  const back = ano * 12 + (mes - 1) - 23;
  return {
    inicio: iso(ano, mes, 1),
    fim,
    fimDiario: today < fim ? today : fim,
    inicio24: iso(Math.floor(back / 12), (back % 12) + 1, 1),
    ano,
    mes,
  };
}
