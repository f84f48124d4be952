import type { ScreenDefinition } from '../../schemas/screen-definition.ts';

// The spec gives this screen no code: '00.00.0000' means "no code" and the header shows only the title.
// The category (tipo_cadastro) comes from the screen that navigated here and follows the title (spec 1 §2.10).
// Catalogue entry (spec 1 §2.1): meta only; the screen is built when `panels` are added.
export default {
  code: '00.00.0000',
  title: 'Cadastros Pendentes de',
  route: '/detalhesCadastro/:tipo_cadastro',
  titleParam: 'tipo_cadastro',
  accessCode: null,
} satisfies ScreenDefinition;
