import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';

/**
 * Cadastros Pendentes de … (spec 1 §2.10, §7). The spec gives this screen no code: '00.00.0000' means "no code" and
 * the header shows only the title. The category (tipo_cadastro: motorista, outros_veiculos, veiculos_tracao,
 * operacao_vazio, operacoes_normais) comes from the screen that navigated here and follows the title in words. Paged 20 with
 * 'Baixar CSV'. An unknown category: the server's 400 names the accepted values and the error state shows it
 * (docs/cadastros.md).
 */
export default {
  code: '00.00.0000',
  title: 'Cadastros Pendentes de',
  route: '/detalhesCadastro/:tipo_cadastro',
  titleParam: 'tipo_cadastro',
  // the category in words (spec 1 §2.10), as the Dashboard Frota strip names it; never the raw code
  titleParamLabels: {
    motorista: 'Motorista',
    outros_veiculos: 'Outros veículos',
    veiculos_tracao: 'Veículos de tração',
    operacao_vazio: 'Operação vazio',
    operacoes_normais: 'Operações normais',
  },
  accessCode: null,

  calls: {
    pendentes: { path: '/intercarg/cadastros_pendentes/{empresaId}/{route.tipo_cadastro}' },
  },

  panels: [
    {
      id: 'pendentes',
      kind: 'table',
      call: 'pendentes',
      search: true,
      showCount: true,
      pageSize: 20,
      columns: [
        { field: 'codigo_registro', header: 'Código', width: 130 },
        { field: 'descricao', header: 'Descrição', flex: 2 },
        { field: 'pendencia', header: 'Pendência', flex: 2 },
        { field: 'data_cadastro', header: 'Data Cadastro', format: 'date', width: 140 },
      ],
    },
  ],
} satisfies ScreenDefinition;
