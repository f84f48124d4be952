import type { ScreenDefinition } from '../../schemas/screen-definition.ts';

// Catalogue entry (spec 1 §2.1): meta only; the screen is built when `panels` are added.
export default {
  code: '02.78.1416',
  title: 'Dashboard Frota',
  route: '/frota/dashboard',
  accessCode: 1416,
  menu: { group: 'Frota', title: 'Dashboard', order: 20 },
} satisfies ScreenDefinition;
