import type { ScreenDefinition } from '../../schemas/screen-definition.ts';

// Catalogue entry (spec 1 §2.1): meta only; the screen is built when `panels` are added.
export default {
  code: '01.77.1475',
  title: 'Apontamentos por Operador por Produto Acabado',
  route: '/apontamentos-operador-produto-acabado',
  accessCode: 1475,
  menu: { group: 'PCP', title: 'Apontamentos por Operador por Produto Acabado', order: 210 },
} satisfies ScreenDefinition;
