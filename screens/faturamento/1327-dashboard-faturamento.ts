import type { ScreenDefinition } from '../../schemas/screen-definition.ts';

// Catalogue entry (spec 1 §2.1): meta only; the screen is built when `panels` are added.
export default {
  code: '01.76.1327',
  title: 'Dashboard Faturamento',
  route: '/dashboard-faturamento',
  accessCode: 1327,
  menu: { group: 'Faturamento', title: 'Dashboard', order: 120 },
} satisfies ScreenDefinition;
