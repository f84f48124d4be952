import type { ScreenDefinition } from '../../schemas/screen-definition.ts';

// Catalogue entry (spec 1 §2.1): meta only; the screen is built when `panels` are added.
export default {
  code: '01.76.1328',
  title: 'Curva ABC Representantes',
  route: '/curva-abc-representantes',
  accessCode: 1328,
  menu: { group: 'Faturamento', title: 'Curva ABC Representantes', order: 140 },
} satisfies ScreenDefinition;
