import type { ScreenDefinition } from '../../schemas/screen-definition.ts';

// Catalogue entry (spec 1 §2.1): meta only; the screen is built when `panels` are added.
export default {
  code: '02.78.1369',
  title: 'Consulta posição dos veículos',
  route: '/consulta-posicao-veiculo',
  accessCode: 1369,
  menu: { group: 'Frota', title: 'Consulta posição dos veículos', order: 30 },
} satisfies ScreenDefinition;
