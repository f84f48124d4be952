import type { ScreenDefinition } from '../../schemas/screen-definition.ts';

export default {
  code: '01.74.1325',
  title: 'Dashboard Financeiro',
  route: '/dashboard_financeiro',
  accessCode: 1325,
  menu: { group: 'Financeiro', title: 'Dashboard', order: 70 },
} satisfies ScreenDefinition;
