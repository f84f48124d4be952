import type { ScreenDefinition } from '../../schemas/screen-definition.ts';

// Catalogue entry (spec 1 §2.1): meta only; the screen is built when `panels` are added.
export default {
  code: '01.77.1477',
  title: 'Apontamentos por Produto Acabado',
  route: '/apontamentos-produto-acabado',
  accessCode: 1477,
  menu: { group: 'PCP', title: 'Apontamentos por Produto Acabado', order: 220 },
} satisfies ScreenDefinition;
