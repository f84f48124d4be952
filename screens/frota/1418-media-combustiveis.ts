import type { ScreenDefinition } from '../../schemas/screen-definition.ts';

// Catalogue entry (spec 1 §2.1): meta only; the screen is built when `panels` are added.
export default {
  code: '02.78.1418',
  title: 'Média de Combustíveis',
  route: '/frota/media-combustiveis',
  accessCode: 1418,
  menu: { group: 'Frota', title: 'Média de combustíveis', order: 40 },
} satisfies ScreenDefinition;
