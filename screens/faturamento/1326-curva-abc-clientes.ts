import type { ScreenDefinition } from '../../schemas/screen-definition.ts';

export default {
  code: '01.76.1326',
  title: 'Curva ABC Clientes',
  route: '/curva-abc-clientes',
  accessCode: 1326,
  menu: { group: 'Faturamento', title: 'Curva ABC Clientes', order: 130 },
} satisfies ScreenDefinition;
