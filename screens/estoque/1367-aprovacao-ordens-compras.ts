import type { ScreenDefinition } from '../../schemas/screen-definition.ts';

// Catalogue entry (spec 1 §2.1): meta only; the screen is built when `panels` are added.
export default {
  code: '01.75.1367',
  title: 'Aprovação de ordens de compras',
  route: '/aprovacao-ordens-compras',
  accessCode: 1367,
  menu: { group: 'Estoque', title: 'Aprovação Ordens de Compras', order: 240 },
} satisfies ScreenDefinition;
