import type { ScreenDefinition } from '../../schemas/screen-definition.ts';

// Catalogue entry (spec 1 §2.1): meta only; the screen is built when `panels` are added.
export default {
  code: '02.76.1417',
  title: 'Curva ABC Clientes',
  route: '/intercarg/faturamento/curva-abc-clientes',
  accessCode: 1417,
  module: 2,
  menu: { group: 'Faturamento', title: 'Curva ABC Clientes', order: 130 },
} satisfies ScreenDefinition;
