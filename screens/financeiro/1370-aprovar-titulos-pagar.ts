import type { ScreenDefinition } from '../../schemas/screen-definition.ts';

// Catalogue entry (spec 1 §2.1): meta only; the screen is built when `panels` are added.
export default {
  code: '01.74.1370',
  title: 'Aprovar titulos a pagar',
  route: '/aprovar-titulos-pagar',
  accessCode: 1370,
  menu: { group: 'Financeiro', title: 'Aprovar titulos a pagar', order: 100 },
} satisfies ScreenDefinition;
