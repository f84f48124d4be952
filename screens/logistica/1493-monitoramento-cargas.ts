import type { ScreenDefinition } from '../../schemas/screen-definition.ts';

// Catalogue entry (spec 1 §2.1): meta only; the screen is built when `panels` are added.
export default {
  code: '02.79.1493',
  title: 'Monitoramento de cargas',
  route: '/monitoramento-de-cargas',
  accessCode: 1493,
  menu: { group: 'Logística', title: 'Monitoramento de cargas', order: 230 },
} satisfies ScreenDefinition;
