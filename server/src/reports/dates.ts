import { apiDateToIso } from '../../../common/dates.ts';
import { httpError, MESSAGES } from '../http/errors.ts';

/**
 * A date query param as the spec sends it ('YYYY/MM/DD' or 'YYYY-MM-DD'; the route schema already
 * checked the shape) → 'YYYY-MM-DD'. A day that does not exist (2026-02-30) is a 400, not a 500.
 */
export function paramDate(value: string, name: string): string {
  const iso = apiDateToIso(value);
  if (!iso) throw httpError(400, `Parâmetro '${name}' inválido: deve ser uma data válida no formato AAAA-MM-DD ou AAAA/MM/DD.`);
  return iso;
}

/** Both bounds of a period, normalised; start after end → 400 'Data Inicio maior que data fim.' */
export function paramRange(inicio: string, fim: string, names: [string, string]): { inicio: string; fim: string } {
  const range = { inicio: paramDate(inicio, names[0]), fim: paramDate(fim, names[1]) };
  if (range.inicio > range.fim) throw httpError(400, MESSAGES.dateRange);
  return range;
}
