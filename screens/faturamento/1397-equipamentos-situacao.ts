import type { ScreenDefinition } from '../../schemas/screen-definition.ts';

// Catalogue entry (spec 1 §2.1): meta only; the screen is built when `panels` are added.
export default {
  code: '01.76.1397',
  title: 'Equipamentos',
  route: '/faturamento/locacao_equipamentos/equipamentos_situacao',
  accessCode: 1397,
} satisfies ScreenDefinition;
