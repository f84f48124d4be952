import type { ScreenDefinition } from '../../schemas/screen-definition.ts';

// Catalogue entry (spec 1 §2.1): meta only; the screen is built when `panels` are added.
export default {
  code: '02.74.1429',
  title: 'DRE por Veículos',
  route: '/financeiro/dre/veiculos',
  accessCode: 1429,
  menu: { group: 'Financeiro', title: 'DRE Veículos', order: 90 },
} satisfies ScreenDefinition;
