import { relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { findDeclarationFiles, REPORTS_DIR } from '../../server/src/reports/discover.ts';
import { importDeclaration } from '../../server/src/reports/declarationModules.ts';
import type { ReportDeclaration, Shape } from '../../server/src/reports/declaration.ts';

/**
 * Each declared report's envelope and answer fields against the field names the spec documents list for it (spec 1
 * §3/§7, spec 2 §3/§7, spec 3 §3/§7), copied into SPEC below: a renamed or missing field fails here. The declared row
 * schemas are what the answers carry (server/src/reports/reports.test.ts runs every example against them).
 * Paths: '.' = the rows (or object) under the envelope; 'x' = member x; 'x[]' = the child list x of every row.
 * Envelope reading (docs/spec-coverage.md): 'response.response', 'response list' and a bare 'list' → `response`;
 * 'result'/'data.result' → `result`; 'results' → `results`.
 */
type Spec = { envelope: string; fields: Record<string, string[]> };

/** Declared reports whose answer fields no spec document lists (a new report the spec does not have goes here). */
const NOT_IN_SPEC = ['cadastros/cadastros-pendentes', 'cadastros/cadastros-pendentes-resumo', 'pcp/tipos-produtos'];

const SPEC: Record<string, Spec> = {
  // spec 1 §3, §7
  'financeiro/dashboard-financeiro': {
    envelope: 'response',
    fields: {
      titulos_receber: ['receber_vencidos', 'receber_vence_hoje', 'receber_vence_sete_dias', 'receber_vence_30_dias', 'receber_ch_vencidos', 'receber_ch_vence_hoje', 'receber_ch_vence_sete_dias', 'receber_ch_vence_30_dias'],
      titulos_pagar: ['pagar_vencidos', 'pagar_vence_hoje', 'pagar_vence_sete_dias', 'pagar_vence_30_dias'],
    },
  },
  'financeiro/saldo-disponibilidade': { envelope: 'response', fields: { '.': ['id', 'codigo_acesso', 'descricao', 'saldo'] } },
  'financeiro/fluxo-caixa': { envelope: 'response', fields: { '.': ['data_vencimento', 'Dia_Semana', 'valor_tit_rec', 'valor_cheques', 'valor_tit_pag', 'saldo_dia', 'saldo_acumulado'] } },
  'financeiro/titulos-receber': {
    envelope: 'response',
    fields: { '.': ['dataEmissao', 'dataVencimento', 'diasAtraso', 'nroTitulo', 'nroParcela', 'serie', 'valor', 'saldo', 'vlr_descontado', 'vlr_liquido', 'nroDocOrigem', 'tipoDocOrigem', 'nroDFe', 'tipoDFe', 'idCliente', 'nomeCliente', 'observacao'] },
  },
  'financeiro/titulos-receber-cheque': {
    envelope: 'response',
    fields: { '.': ['data_emissao', 'bom_para', 'dias_atraso', 'nro_controle', 'banco', 'agencia', 'conta', 'nro_cheque', 'valor', 'id_cliente', 'nome_cliente', 'cpf_cnpj_emissor', 'emissor', 'sit_conta', 'situacao_atual', 'descricao_situacao_atual'] },
  },
  'financeiro/titulos-pagar': {
    envelope: 'response',
    fields: { '.': ['data_emissao', 'data_vencimento', 'dias_atraso', 'id_titulos_pagar', 'id_nf_entrada', 'nro_titulo', 'nro_parcela', 'total_parcelas', 'serie', 'valor', 'saldo', 'id_fornecedor', 'nome_fornecedor', 'descricao_plano_contas', 'observacao'] },
  },
  'pcp-chao/recursos': {
    envelope: 'response',
    fields: { '.': ['id_recurso', 'desc_recurso', 'terceirizado', 'nome_operador', 'data_ocupado', 'nro_op', 'processo', 'codigo_situacao_recurso', 'situacao_recurso', 'tempo_na_situacao'] },
  },
  'pcp-chao/ordem-producao': { envelope: 'response', fields: { '.': ['nome_cliente', 'data_abertura', 'numero_pedido', 'tipo', 'situacao', 'programada', 'desc_produto', 'unid_med', 'qtdade'] } },
  'pcp-chao/grafico-gantt': { envelope: 'response', fields: { '.': ['descricao_processo', 'numero_op', 'data_inicial', 'data_prevista_entrega'] } },
  'pcp/apontamento-ordem-producao': {
    envelope: 'response',
    fields: {
      '.': ['nro_op', 'data_abertura', 'tipo', 'situacao', 'codigo_cliente', 'nome_cliente', 'numero_pedido', 'programada', 'codigo_produto', 'desc_produto', 'unid_med', 'qtdade'],
      'apontamentos[]': ['id_recurso', 'desc_recurso', 'id_processo', 'desc_processo', 'id_operador', 'desc_operador', 'qtdade_produziu', 'dt_hr_inicio', 'dt_hr_fim', 'tempo_previsto', 'tempo_real', 'dif_tempo_previsto_real'],
    },
  },
  'pcp/relacao-op': {
    envelope: 'response',
    fields: {
      '.': ['numero_ordem_producao', 'desc_prod_acabado', 'usou_quantidade_prevista'],
      'materias_primas[]': ['codigo_mat_prima', 'desc_mat_prima', 'qt_ficha_tecnica', 'qt_requisitada', 'percentual'],
    },
  },
  'pcp/ordem-producao-processos': {
    envelope: 'response',
    fields: { '.': ['idOrdemProducao', 'idCliente', 'nomeCliente', 'idProcesso', 'descricaoProcesso', 'idRecurso', 'descricaoRecurso', 'dataHoraInicial', 'dataHoraPrevistaEntrega', 'qtdadeProduzir', 'qtdadeProduziu', 'finalizado'] },
  },
  // spec 1 §3 'Client: id, nome' and spec 2 §3 'customer (id_cliente, nome)'
  'pcp/clientes': { envelope: 'response', fields: { '.': ['id', 'id_cliente', 'nome'] } },

  // spec 2 §3, §7
  'pcp/ordem-producao-status': {
    envelope: 'response',
    fields: { '.': ['numero_op', 'codigo_produto', 'descricao_produto', 'quantidade', 'unid_medida', 'data_abertura', 'data_previsao_entrega', 'data_conclusao', 'situacao', 'programada'] },
  },
  'pcp/operadores': { envelope: 'response', fields: { '.': ['id', 'Nome'] } },
  'pcp/recursos': { envelope: 'response', fields: { '.': ['id', 'Nome'] } },
  'pcp/processos': { envelope: 'response', fields: { '.': ['id', 'Nome'] } },
  'pcp/produtos': { envelope: 'response', fields: { '.': ['id', 'Nome'] } },
  'pcp/apontamento': {
    envelope: 'response',
    fields: {
      '.': ['id_operador', 'nome_operador'],
      'apontamentos[]': ['desc_maquina', 'desc_processo', 'desc_prod_acabado', 'numero_op', 'data_inicio', 'data_final', 'tempo', 'tempo_por_qt_previsto', 'tempo_por_qt_real', 'tempo_real_x_prev', 'qtdade_produziu', 'qtdade_perdeu', 'finalizou_processo'],
    },
  },
  'pcp-chao/operador-produto-acabado': {
    envelope: 'response',
    fields: {
      '.': ['id_operador', 'nome_operador', 'id_produto_acabado', 'desc_produto_acabado', 'qtd_hr_apontada', 'qtd_hr_cobrada_os', 'dif_qtd_hr_cobrada_x_qtd_hr_apontada', 'valor_total'],
      'detalhes[]': DETALHE(),
    },
  },
  'pcp-chao/produto-acabado': {
    envelope: 'response',
    fields: {
      '.': ['id_produto_acabado', 'desc_produto_acabado', 'qtd_hr_apontada', 'qtd_hr_cobrada_os', 'dif_qtd_hr_cobrada_x_qtd_hr_apontada', 'valor_total'],
      'detalhes[]': DETALHE(),
    },
  },
  'pcp-chao/operador-produto-acabado-detalhes': { envelope: 'response', fields: { '.': DETALHE() } },
  'pcp-chao/produto-acabado-detalhes': { envelope: 'response', fields: { '.': DETALHE() } },
  'faturamento/dashboard-faturamento': {
    envelope: 'response',
    fields: {
      '.': ['valorMeta', 'quantidadeVandas', 'tiquetiMedio', 'valorLiquido', 'quantidadeClientes', 'valorTiqueteMedioCliente'],
      metasRepresentantes: ['id_vendedor', 'nome_vendedor', 'valor_total_liquido', 'valor_meta', 'perc_meta'],
      faturamentoDiario: ['data_emissao', 'dia_semana', 'vlr_vendas_dia', 'vlr_meta_dia', 'perc_meta_dia_atingido', 'vlr_venda_acumulado', 'vlr_meta_acumulada', 'perc_meta_acumulada_atingido'],
      faturamentoUltimos24Meses: ['periodo', 'mes', 'ano', 'valor'],
    },
  },
  'faturamento/ano-primeira-venda': { envelope: 'response', fields: { '.': ['ano'] } },
  'faturamento/ano-primeiro-lancamento': { envelope: 'response', fields: { '.': ['ano'] } },
  'faturamento/dashboard-intercarg': {
    envelope: 'response',
    fields: {
      totaisMes: ['faturamento', 'peso_bruto', 'meta', 'porcentagem_realizada_meta', 'valor_medio_ton'],
      dadosFaturamentoMes: ['id_empresa', 'nome_fantasia', 'valor_faturamento', 'meta', 'perc_meta_concluido', 'valor_medio_ton', 'peso_bruto_toneladas'],
      faturamentoUltimos24Meses: ['periodo', 'mes', 'ano', 'valor'],
      faturamentoFrota: ['valor_faturamento', 'perc_faturamento'],
      faturamentoTerceiros: ['valor_faturamento', 'perc_faturamento', 'perc_lucro_bruto_terceiro'],
    },
  },
  'faturamento/dashboard-intercarg-filial-diario': {
    envelope: 'results',
    fields: { '.': ['dt', 'dia_semana', 'valor_fat_dia', 'vlr_meta_diaria', 'perc_meta_diaria', 'vlr_acumulado', 'vlr_meta_acumulado', 'perc_meta_acumulada'] },
  },
  'faturamento/curva-abc-clientes': {
    envelope: 'response',
    fields: { '.': ['id_cliente', 'nome_cliente', 'valor_total_descontos', 'vlr_total_acrescimos', 'vlr_devolvido', 'vlr_total', 'vlr_total_liquido', 'soma_geral', 'perc_vendas', 'perc_acumulado', 'classe', 'ordem'] },
  },
  'faturamento/curva-abc-cliente-produtos': {
    envelope: 'response',
    fields: { '.': ['id_produto', 'desc_produto', 'unidade_medida', 'quantidade_total_liquida', 'valor_total_liquido', 'soma_geral', 'perc_valor_vendas', 'perc_valor_acumulado', 'classe', 'ordem'] },
  },
  'faturamento/curva-abc-clientes-intercarg': { envelope: 'response', fields: { '.': ['id', 'nome', 'vlr_total_liquido', 'soma_geral', 'perc_venda', 'ordem', 'classe'] } },
  'faturamento/curva-abc-representantes': {
    envelope: 'response',
    fields: { '.': ['id_representante', 'nome_representante', 'valor_total_descontos', 'vlr_total_acrescimos', 'vlr_devolvido', 'vlr_total', 'vlr_total_liquido', 'soma_geral', 'perc_vendas', 'perc_acumulado', 'classe', 'ordem'] },
  },
  'faturamento/curva-abc-produtos': {
    envelope: 'response',
    fields: {
      '.': ['id_produto', 'desc_produto', 'unidade_medida', 'quantidade', 'quantidade_devolvida', 'quantidade_liquida', 'valor_total_descontos', 'valor_total_acrescimos', 'valor_devolvido', 'valor_total', 'valor_total_liquido', 'soma_geral', 'perc_vendas', 'perc_acumulado', 'soma_geral_quantidade', 'perc_quatidade_vendas', 'perc_acumulado_quantidade'],
    },
  },
  'faturamento/curva-abc-produto-clientes': {
    envelope: 'response',
    fields: { '.': ['id_cliente', 'nome_cliente', 'valor_total_liquido', 'perc_valor_vendas', 'perc_valor_acumulado', 'quantity_total_liquida', 'perc_quatidade_vendas', 'perc_quantidade_acumulada'] },
  },
  'estoque/aprovado-ordem-compra': {
    envelope: 'response',
    fields: {
      '.': ['nro_oc', 'data_emissao', 'codigo_fornecedor', 'nome_fornecedor', 'valor_produtos', 'valor_servicos', 'valor_ipi', 'valor_frete', 'valor_icms_st', 'valor_descontos', 'valor_total', 'situacao', 'usa_aprovacao'],
      'itens[]': ['codigo_produto', 'descricao_produto', 'quantidade', 'unidade_medida', 'valor_unitario'],
    },
  },
  'estoque/detalhe-ordem-compra': {
    envelope: 'response',
    fields: {
      '.': ['nro_oc', 'data_emissao', 'codigo_fornecedor', 'nome_fornecedor', 'valor_total', 'usa_aprovacao'],
      itens: ['codigo_produto', 'descricao_produto', 'quantidade', 'unidade_medida', 'valor_unitario'],
    },
  },
  'financeiro/dre': {
    envelope: 'response',
    fields: {
      totaisGeral: ['vlr_receitas', 'vlr_custos', 'vlr_despesas', 'resultado'],
      totaisPorEmpresa: ['id_empresa', 'nome_fantasia', 'vlr_receitas', 'vlr_custos', 'vlr_despesas', 'resultado'],
    },
  },
  'financeiro/dre-grupo-detalhes': { envelope: 'response', fields: { dadosGrupo: ['codigo_conta', 'descricao_conta', 'valor'] } },
  'financeiro/dre-veiculos': {
    envelope: 'response',
    fields: { '.': ['placa', 'modelo', 'ano_modelo', 'marca', 'descricao_rodado', 'valor_faturamento', 'valor_reentrega', 'valor_fat_geral', 'perc_fat', 'despesas_custos', 'resultado', 'media_km_litro'] },
  },
  'financeiro/dre-veiculo-detalhes': { envelope: 'response', fields: { '.': ['codigo_conta', 'desc_conta', 'valor'] } },
  'logistica/gestor-frota': { envelope: 'response', fields: { '.': ['codigo', 'nome'] } },
  'financeiro/recebimentos-vs-pagamentos-resumo': { envelope: 'response', fields: { resumo: ['pagamentos', 'recebimentos', 'total'] } },
  'financeiro/recebimentos-vs-pagamentos-dados': {
    envelope: 'response',
    fields: {
      recebidosPorCentroDeCusto: ['centro_custo', 'custo_desc', 'porcentagem', 'valor', 'juros', 'desconto'],
      pagamentosPorCentroDeCusto: ['centro_custo', 'custo_desc', 'porcentagem', 'valor', 'juros', 'desconto'],
    },
  },
  // 'response.response list'
  'financeiro/recebimentos-vs-pagamentos-detalhes': {
    envelope: 'response',
    fields: { response: ['nome_fantasia', 'controle', 'titulo', 'parcela', 'serie', 'data_emissao', 'valor', 'juros', 'desconto'] },
  },
  'locacao/dashboard-locacao': {
    envelope: 'result',
    fields: { totais_equipamentos: ['quantidade_total'], equipamentos_situacao: ['id_situacao', 'desc_situacao', 'quantidade', 'percentual'] },
  },
  'locacao/equipamentos-situacao': {
    envelope: 'result',
    fields: {
      '.': ['descGrupo', 'quantidade', 'percentual'],
      'equipamentos[]': ['id_equipamento', 'desc_equipamento', 'nro_lacre', 'id_situacao', 'desc_situacao', 'id_grupo', 'desc_grupo', 'id_contrato', 'id_remessa', 'id_cliente', 'desc_cliente', 'id_obra', 'desc_obra'],
    },
  },
  'locacao/equipamento': {
    envelope: 'result',
    fields: {
      '.': ['id_equipamento', 'desc_equipamento', 'nro_lacre', 'id_situacao', 'desc_situacao', 'id_grupo', 'desc_grupo', 'id_contrato', 'id_remessa', 'id_cliente', 'desc_cliente', 'id_obra', 'desc_obra'],
      movimentos: ['dt_hr_movimento', 'id_situacao', 'desc_situacao', 'id_contrato', 'id_remessa', 'id_cliente', 'desc_cliente', 'id_obra', 'desc_obra', 'observacao'],
    },
  },

  // spec 3 §3, §7
  'frota/dashboard-frota': {
    envelope: 'response',
    fields: {
      '.': ['valor_faturamento', 'peso_bruto', 'capacidade_carga', 'perc_ocupacao'],
      fretes_por_placa: ['placa', 'modelo', 'marca', 'ano_fab', 'ano_modelo', 'valor_faturamento', 'peso_bruto', 'capacidade_carga', 'perc_ocupacao', 'perc_faturamento'],
      fretes_por_motorista: ['codigo_motorista', 'nome_motorista', 'valor_faturamento', 'peso_bruto', 'capacidade_carga', 'perc_ocupacao', 'perc_faturamento'],
    },
  },
  'frota/media-gestores': {
    envelope: 'response',
    fields: {
      '.': ['descricao_gestor', 'valor_faturamento', 'perc_faturamento', 'valor_reentrega', 'valor_total_geral'],
      'detalhes[]': ['nro_ordem', 'placa', 'nome_motorista', 'marca', 'descricao_tipo_rodado', 'valor_faturamento', 'perc_faturamento', 'valor_reentrega', 'valor_total_geral'],
    },
  },
  'frota/ano-primeiro-frete': { envelope: 'response', fields: { '.': ['ano'] } },
  'configuracoes/google-maps-api-key': { envelope: 'response', fields: { '.': ['googleApiKey'] } },
  'frota/media-combustivel-motoristas': { envelope: 'response', fields: { '.': FUEL_AVERAGE() } },
  'frota/media-combustivel-veiculos': { envelope: 'response', fields: { '.': FUEL_AVERAGE() } },
  'frota/media-combustivel-motorista': { envelope: 'response', fields: { '.': FUEL_RECORD() } },
  'frota/media-combustivel-veiculo': { envelope: 'response', fields: { '.': FUEL_RECORD() } },
  'frota/preco-diesel': { envelope: 'response', fields: { '.': ['data_emissao', 'codigo_fornecedor', 'nome_fornecedor', 'cidade', 'estado', 'qtdade', 'vlr_unitario', 'valor'] } },
  'frota/preco-litros-postos': {
    envelope: 'response',
    fields: { '.': ['codigo_fornecedor', 'nome_fornecedor', 'cidade', 'estado', 'qtdade', 'perc_qtdade', 'vlr_total', 'perc_valor', 'soma_qtdade', 'soma_valor'] },
  },
  'frota/km-rodado-total-geral': { envelope: 'response', fields: { '.': ['tipo', 'qtdade_km', 'percentual', 'total_km_rodado'] } },
  'frota/km-rodado-por-placa': {
    envelope: 'response',
    fields: { '.': ['placa', 'motorista', 'marca', 'modelo', 'ano', 'tipo_rodado', 'km_rodado_carregado', 'perc_carregado', 'km_rodado_vazio', 'perc_vazio', 'total_km_rodado'] },
  },
  'frota/km-rodado-ordens-placa': {
    envelope: 'response',
    fields: { '.': ['Nro_ordem', 'Data_emissao', 'nome_expedidor', 'cidade_expedidor', 'estado_expedidor', 'nome_recebedor', 'cidade_recebedor', 'estado_recebedor', 'tipo_ordem', 'km_operacao'] },
  },
  'frota/usuario-logistica': { envelope: 'response', fields: { '.': ['codigo', 'nome', 'gestor_frota'] } },
  'frota/veiculos-posicao': {
    envelope: 'response',
    fields: {
      '.': [
        // Vehicle (position query)
        'codigo', 'situacao_veiculo', 'sit_rota', 'latitude_loc_atual', 'longitude_loc_atual', 'status', 'id_ordem_atual', 'nro_ordem', 'placa', 'nome_motorista',
        // Freight order row
        'tipo_carroceria', 'gestor', 'tipo_ordem', 'desc_mun_expedidor', 'uf_expedidor', 'desc_mun_recebedor', 'uf_recebedor', 'data_hora_evento', 'data_programada_entrega', 'data_prev_entrega_parcial', 'id_descricao_justificativa', 'segundos_sem_op', 'localizacao_atual', 'dt_localizacao_atual',
      ],
    },
  },
  'logistica/monitoramento-cargas': {
    envelope: 'results',
    fields: {
      '.': ['id_viagem', 'nro_ordem_carregamento', 'entregas_realizadas', 'total_entregas', 'data_hora_carregado_copiloto', 'dt_viagem_finalizada_copiloto', 'versao_app_copiloto', 'versao_atual_copiloto', 'nome_filial', 'descricao_remetente', 'peso_bruto', 'placa', 'nome_motorista', 'data_ultima_localizacao', 'ultima_latitude', 'ultima_longitude', 'status'],
    },
  },
  'frota/rota-ordem': { envelope: 'results', fields: { '.': ['polyline'], markers: ['lat', 'lng', 'label'] } },
  'logistica/monitoramento-entregas': {
    envelope: 'results',
    fields: { '.': ['id_entrega', 'id_viagem', 'nome_recebedor', 'endereco_recebedor', 'numero_recebedor', 'cidade_recebedor', 'estado_recebedor', 'nome_expedidor', 'tipo_comprovacao', 'ctes_entregues', 'total_ctes', 'nfes_entregues', 'total_nfes'] },
  },
  'logistica/monitoramento-documentos': {
    envelope: 'results',
    fields: {
      ctes: ['id', 'numero_cte', 'serie_cte', 'peso_bruto', 'status_comprovacao', 'chave_cte'],
      'ctes.nfes[]': ['id', 'numero_nota', 'serie_nota', 'peso_bruto', 'status_comprovacao', 'chave_nfe'],
      'ctes.proofs[]': PROOF(),
      nfes: ['id', 'numero_nota', 'serie_nota', 'peso_bruto', 'status_comprovacao', 'chave_nfe'],
      'nfes.proofs[]': PROOF(),
    },
  },
  'financeiro/aprovar-titulos-pagar': {
    envelope: 'response',
    fields: { '.': ['id_titulo', 'aprovado', 'codigo_fornecedor', 'nome_fornecedor', 'titulo', 'parcela', 'serie', 'data_emissao', 'data_vencimento', 'valor', 'saldo', 'dias_atraso', 'id_nf_entrada', 'usa_aprovacao'] },
  },
};

/** spec 2 §3 'Production detail appointment' (qtdade_produziu / qtdade_perdeu: the first of the two spellings). */
function DETALHE() {
  return ['nr_ordem_producao', 'nr_ordem_servico', 'dt_hr_inicio', 'dt_hr_fim', 'qtd_hr_executado', 'desc_produto', 'desc_operador', 'desc_processo', 'desc_maquina', 'desc_tipo_apontamento', 'cancelado', 'finalizou_processo', 'qtdade_produziu', 'qtdade_perdeu'];
}
/** spec 3 §3 'Fuel averages'. */
function FUEL_AVERAGE() {
  return ['id_motorista', 'nome_motorista', 'placa', 'marca', 'modelo', 'ano', 'descricao_rodado', 'media_diesel', 'media_arla', 'media_diesel_esperada', 'perc_media_diesel_alcancado'];
}
/** spec 3 §3 'Fuel record (detail)'. */
function FUEL_RECORD() {
  return ['placa', 'id_motorista', 'nome_motorista', 'marca', 'modelo', 'descricao_rodado', 'ano', 'nro_ficha_acerto', 'data_emissao', 'km_inicial', 'km_final', 'quantidade_km', 'litros_diesel', 'media_diesel', 'litros_arla', 'media_arla'];
}
/** spec 3 §3 'Proof'. */
function PROOF() {
  return ['id', 'nome_arquivo', 'data_hora_fotografada', 'latitude', 'longitude', 'avarias', 'documento_recebedor', 'nome_recebedor', 'observacao'];
}

/** The answer's field names by path, from the declaration's shape (see the paths above). */
function answerFields(shape: Shape, prefix = '', out: Record<string, string[]> = {}): Record<string, string[]> {
  const at = prefix || '.';
  if ('object' in shape) {
    if (shape.fields) out[at] = Object.keys(shape.fields.row.properties);
    for (const [name, member] of Object.entries(shape.object)) answerFields(member, prefix ? `${prefix}.${name}` : name, out);
    return out;
  }
  out[at] = [...(out[at] ?? []), ...Object.keys(shape.row.properties)];
  if ('nest' in shape) {
    for (const [name, child] of Object.entries(shape.nest ?? {})) {
      const path = `${prefix ? `${prefix}.` : ''}${name}[]`;
      answerFields(child, path, out);
      if (child.omitKey) out[path] = out[path]!.filter((f) => f !== child.childKey);
    }
  }
  return out;
}

const declarations = new Map<string, ReportDeclaration>();
for (const file of findDeclarationFiles()) {
  const name = relative(REPORTS_DIR, file).replace(/\.report\.ts$/, '');
  declarations.set(name, ((await importDeclaration(file)) as { default: ReportDeclaration }).default);
}

describe('report answers carry the envelope and field names the spec writes', () => {
  test.each(Object.keys(SPEC))('%s', (name) => {
    const declaration = declarations.get(name);
    expect(declaration, `no declaration ${name}.report.ts`).toBeDefined();
    const spec = SPEC[name]!;
    expect(declaration!.envelope).toBe(spec.envelope);
    const got = answerFields(declaration!.shape);
    for (const [path, fields] of Object.entries(spec.fields)) {
      expect(got[path], `${name}: no '${path}' in the answer (has ${Object.keys(got).join(', ')})`).toBeDefined();
      const missing = fields.filter((f) => !got[path]!.includes(f));
      expect(missing, `${name} '${path}': fields the spec names that the answer lacks`).toEqual([]);
    }
  });

  test('the lookups carry nothing but the spec fields (a renamed field is not hidden by an extra one)', () => {
    for (const name of ['pcp/operadores', 'pcp/recursos', 'pcp/processos', 'pcp/produtos', 'pcp/clientes']) {
      expect(answerFields(declarations.get(name)!.shape)['.'], name).toEqual(SPEC[name]!.fields['.']);
    }
  });

  test('the table covers most declared reports (the others have no field list in the spec)', () => {
    const uncovered = [...declarations.keys()].filter((n) => !SPEC[n]);
    expect(
      uncovered.sort(),
      "a new report: copy the spec's envelope and fields into SPEC above, or, when no spec document lists its fields, add it to NOT_IN_SPEC (docs/adding-a-screen.md, step 2)",
    ).toEqual(NOT_IN_SPEC);
  });
});
