import type { ScreenDefinition } from '../../schemas/screen-definition.ts';

// Catalogue entry (spec 1 §2.1): meta only; the screen is built when `panels` are added.
export default {
  code: '02.74.1491',
  title: 'Recebimentos vs Pagamentos',
  route: '/financeiro/recebimentos-vs-pagamentos',
  accessCode: 1491,
  menu: { group: 'Financeiro', title: 'Recebimentos VS Pagamentos', order: 110 },
} satisfies ScreenDefinition;
