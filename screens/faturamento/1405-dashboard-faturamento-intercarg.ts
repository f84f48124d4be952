import type { ScreenDefinition } from '../../schemas/screen-definition.ts';

// Catalogue entry (spec 1 §2.1): meta only; the screen is built when `panels` are added.
export default {
  code: '02.76.1405',
  title: 'Dashboard Faturamento',
  route: '/faturamento/dashboard',
  accessCode: 1405,
  module: 2,
  menu: { group: 'Faturamento', title: 'Dashboard', order: 120 },
} satisfies ScreenDefinition;
