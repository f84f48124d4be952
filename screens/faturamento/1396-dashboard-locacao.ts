import type { ScreenDefinition } from '../../schemas/screen-definition.ts';

// Catalogue entry (spec 1 §2.1): meta only; the screen is built when `panels` are added.
export default {
  code: '01.76.1396',
  title: 'Dashboard Locação',
  route: '/faturamento/locacao_equipamentos/dashboard',
  accessCode: 1396,
  menu: { group: 'Faturamento', title: 'Locação', order: 160 },
} satisfies ScreenDefinition;
