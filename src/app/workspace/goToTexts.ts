/** The texts of "Ir para tela", apart from its dialog so the top bar's button can name it without loading the dialog. */
export const GO_TO_TEXTS = {
  title: 'Ir para tela',
  input: 'Código ou nome da tela',
  placeholder: 'Ex.: 1325, 01.74.1325 ou fluxo de caixa',
  none: 'Nenhuma tela encontrada.',
  notReleased: 'Não liberada',
  hint: 'Enter abre · ↑ ↓ escolhem · Esc fecha',
} as const;
