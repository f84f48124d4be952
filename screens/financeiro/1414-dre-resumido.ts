import type { ScreenDefinition } from '../../schemas/screen-definition.ts';

// Catalogue entry (spec 1 §2.1): meta only; the screen is built when `panels` are added.
export default {
  code: '02.74.1414',
  title: 'DRE Resumido',
  route: '/financeiro/dre',
  accessCode: 1414,
  menu: { group: 'Financeiro', title: 'DRE Resumido', order: 80 },
} satisfies ScreenDefinition;
