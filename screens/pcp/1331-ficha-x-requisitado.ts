import type { ScreenDefinition } from '../../schemas/screen-definition.ts';

// Catalogue entry (spec 1 §2.1): meta only; the screen is built when `panels` are added.
export default {
  code: '01.77.1331',
  title: 'Relação de Quantidade Ficha x Requisitado',
  route: '/ordem_producao_comparativo',
  accessCode: 1331,
  menu: { group: 'PCP', title: 'Ficha X Requisitado', order: 180 },
} satisfies ScreenDefinition;
