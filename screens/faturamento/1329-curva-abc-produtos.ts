import type { ScreenDefinition } from '../../schemas/screen-definition.ts';

// Catalogue entry (spec 1 §2.1): meta only; the screen is built when `panels` are added.
export default {
  code: '01.76.1329',
  title: 'Curva ABC Produtos',
  route: '/curva-abc-produtos',
  accessCode: 1329,
  menu: { group: 'Faturamento', title: 'Curva ABC Produtos', order: 150 },
} satisfies ScreenDefinition;
