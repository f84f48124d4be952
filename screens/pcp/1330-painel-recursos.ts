import type { ScreenDefinition } from '../../schemas/screen-definition.ts';

// Catalogue entry (spec 1 §2.1): meta only; the screen is built when `panels` are added.
export default {
  code: '01.77.1330',
  title: 'Painel de Recursos',
  route: '/painel-recursos',
  accessCode: 1330,
  menu: { group: 'PCP', title: 'Painel Recursos', order: 170 },
} satisfies ScreenDefinition;
