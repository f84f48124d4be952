import type { ScreenDefinition } from '../../schemas/screen-definition.ts';

// Catalogue entry (spec 1 §2.1): meta only; the screen is built when `panels` are added.
export default {
  code: '02.78.1521',
  title: 'Km Rodados',
  route: '/frota/km-rodados',
  accessCode: 1521,
  menu: { group: 'Frota', title: 'Km Rodados', order: 60 },
} satisfies ScreenDefinition;
