import type { ScreenDefinition } from '../../schemas/screen-definition.ts';

// Catalogue entry (spec 1 §2.1): meta only; the screen is built when `panels` are added.
export default {
  code: '01.77.1332',
  title: 'Ordem de Produção Situação',
  route: '/ordem_producao_situacao',
  accessCode: 1332,
  menu: { group: 'PCP', title: 'OP Situação', order: 190 },
} satisfies ScreenDefinition;
