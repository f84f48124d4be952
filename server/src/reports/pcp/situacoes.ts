import { Type } from '@sinclair/typebox';

/** Production order situations (spec 2 §4): the filter values of 1332; 'NaoFinalizada' = every one but Finalizada and Cancelada. */
export const SITUACOES_OP = ['Aberta', 'Reservada', 'Requisitada', 'Iniciada', 'Apontada', 'Finalizada', 'Cancelada'] as const;

export const SITUACAO_FILTRO = Type.Optional(
  Type.Union([Type.Literal('Todas'), Type.Literal('NaoFinalizada'), ...SITUACOES_OP.map((s) => Type.Literal(s))], { default: 'NaoFinalizada' }),
);
export const PROGRAMADA_FILTRO = Type.Optional(Type.Union([Type.Literal('Todas'), Type.Literal('S'), Type.Literal('N')], { default: 'Todas' }));

/**
 * The order number and the customer code as typed in 1332: digits, spaces, hyphens and slashes (spec 2 §5).
 * The number is its digits ('12/3-4' → 1234); no digits = not given.
 */
export const TYPED_CODE = () => Type.Optional(Type.String({ pattern: '^[0-9 /-]{0,20}$', 'x-formato': 'dígitos, espaços, hífen ou barra' }));

export function digitsOf(value: unknown): number | null {
  const digits = String(value ?? '').replace(/\D/g, '');
  if (digits === '') return null;
  const n = Number(digits.slice(0, 9));
  return n > 0 ? n : null;
}
