import { periodos } from '../../../../common/periods.ts';

/**
 * The bounds of the four dashboard periods (spec 1 §7) as SQL values: `$vencidos_inicio`, `$vencidos_fim`,
 * `$hoje_inicio` … `$vence_trinta_dias_fim`. Computed by common/periods.ts, the function the portal uses for
 * the detail lists, so a card always equals the sum of its list.
 */
export function periodValues(today: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(periodos(today)).flatMap(([nome, p]) => [
      [`${nome}_inicio`, p.data_inicio],
      [`${nome}_fim`, p.data_final],
    ]),
  );
}
