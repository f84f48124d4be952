import type { ScreenDefinition } from '../../schemas/screen-definition.ts';

// Catalogue entry (spec 1 §2.1): meta only; the screen is built when `panels` are added.
export default {
  code: '01.77.1338',
  title: 'Apontamento por operador',
  route: '/apontamentos',
  accessCode: 1338,
  menu: { group: 'PCP', title: 'Apontamentos OP', order: 200 },
} satisfies ScreenDefinition;
