import type { ScreenDefinition } from '../../schemas/screen-definition.ts';

// Catalogue entry (spec 1 §2.1): meta only; the screen is built when `panels` are added.
export default {
  code: '02.78.1519',
  title: 'Preço de combustíveis',
  route: '/frota/preco-combustiveis',
  accessCode: 1519,
  menu: { group: 'Frota', title: 'Preço de combustíveis', order: 50 },
} satisfies ScreenDefinition;
