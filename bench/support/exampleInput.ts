import type { Example, ReportDeclaration } from '../../server/src/reports/declaration.ts';
import { exampleValue } from '../../server/src/reports/examples.ts';

/** A path or query value as the route's schema hands it to the handler (integers coerced). */
function typed(schema: ReportDeclaration['query'], values: Record<string, string | number> = {}, today: string) {
  return Object.fromEntries(Object.entries(values).filter(([k]) => k !== 'empresaId').map(([k, v]) => {
    const text = exampleValue(v, today);
    const type = (schema?.properties?.[k] as { type?: string } | undefined)?.type;
    return [k, type === 'integer' || type === 'number' ? Number(text) : text];
  }));
}

/**
 * A declared example as the input runReport gets from the route (for the benches that time reports bare), asked by
 * `usuarioId`: the user whose token the bench's GETs carry, so a report that reads $usuarioId (1369's manager lock)
 * runs the same query bare as through the route.
 */
export const exampleInput = (d: ReportDeclaration, example: Example, today: string, usuarioId: number) => ({
  empresaId: Number(example.params?.empresaId ?? 1),
  today,
  usuarioId,
  params: typed(d.params, example.params, today),
  query: typed(d.query, example.query, today),
});
