import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';

/**
 * Monitoramento de cargas (02.79.1493, spec 3 §2–§9, issue 19): status / period / CT-e / NF-e filters (CT-e and NF-e
 * exclude each other and disable status and period; the period only for 'Finalizadas'), the shared map of the trips'
 * last positions, the trips table with 'Ver no mapa' and 'Ver detalhes'; drawer 02.79.1494 'Detalhes da Viagem'
 * (route map, deliveries coloured by common/comprovacao.ts, their documents) and drawer 02.79.1495 'Comprovantes do
 * documento' (general info, proof location map, photos). docs/monitoramento-cargas.md.
 */
const BASE = '/v2/logistica/monitoramento-de-cargas/{empresaId}/monit';
const PERIOD_TIP = "Para usar o período, o status da viagem precisa ser 'Finalizadas'";
// solid tags in dark shades (white text at AA contrast; antd's light preset tags are not): green, blue, red, yellow, grey
const GREEN = '#237804';
const RED = '#cf1322';
const YELLOW = '#876800';
const STATUS_COLOURS = { COMPROVADO: GREEN, EM_ANALISE: '#0958d9', COMPROVADO_ERRO: RED, PARCIAL: YELLOW, PENDENTE: '#595959' };
/** The proof statuses (spec 3 §1 lists the codes, not their words) and document types, as a user reads them. */
const STATUS_LABELS = { COMPROVADO: 'Comprovado', EM_ANALISE: 'Em análise', COMPROVADO_ERRO: 'Comprovado com erro', PARCIAL: 'Parcial', PENDENTE: 'Pendente' };
const PROOF_TYPE_LABELS = { NFE: 'NF-e', CTE: 'CT-e' };
const DELIVERY_COLOURS = { Comprovado: GREEN, 'Nenhum documento comprovado': RED, 'Comprovação parcial': YELLOW };
// spec 3 §5: a document's proof button is disabled when the delivery has no document of that type delivered
// (its counts are copied onto the document rows by `itemFields`)
const PROOF_BUTTON = { label: 'Comprovantes', icon: 'file-pdf', action: { type: 'drill', drill: 'comprovantes' } } as const;
const CTE_PROOF_BUTTON = { ...PROOF_BUTTON, disabledWhen: { field: 'ctes_entregues', equals: 0 } };
const NFE_PROOF_BUTTON = { ...PROOF_BUTTON, disabledWhen: { field: 'nfes_entregues', equals: 0 } };

export default {
  code: '02.79.1493',
  title: 'Monitoramento de cargas',
  route: '/monitoramento-de-cargas',
  accessCode: 1493,
  menu: { group: 'Logística', title: 'Monitoramento de cargas', order: 230 },
  messages: { error: { style: 'notification', title: 'Erro', allMessages: true, fallback: 'Erro ao buscar as viagens em andamento' } },

  filters: {
    submitLabel: 'Filtrar',
    fields: [
      {
        name: 'status',
        label: 'Status da viagem',
        widget: 'radio',
        default: 'IN_PROGRESS',
        options: [
          { value: 'IN_PROGRESS', label: 'Em andamento' },
          { value: 'FINISHED', label: 'Finalizadas' },
        ],
        disabledWhen: [{ field: 'cte', filled: true }, { field: 'nfe', filled: true }],
      },
      {
        name: 'periodo',
        label: 'Período',
        widget: 'dateRange',
        default: 'monthToDate',
        presets: ['today', 'thisMonth', 'lastMonth'],
        disabledWhen: [
          { field: 'cte', filled: true, tooltip: PERIOD_TIP },
          { field: 'nfe', filled: true, tooltip: PERIOD_TIP },
          { field: 'status', notEquals: 'FINISHED', tooltip: PERIOD_TIP },
        ],
      },
      {
        name: 'cte',
        label: 'Número CT-e',
        widget: 'text',
        allow: ['digits'],
        width: 160,
        disabledWhen: [{ field: 'nfe', filled: true, tooltip: 'Limpe o campo NF-e para poder preencher este campo' }],
      },
      {
        name: 'nfe',
        label: 'Número NF-e',
        widget: 'text',
        allow: ['digits'],
        width: 160,
        disabledWhen: [{ field: 'cte', filled: true, tooltip: 'Limpe o campo CT-e para poder preencher este campo' }],
      },
    ],
  },

  calls: {
    // a disabled field is empty, so its parameter is not sent: the period only with 'Finalizadas', status only without numbers
    viagens: {
      path: BASE,
      params: {
        status: '{filters.status}',
        periodStart: { date: '{filters.periodo.start}', format: 'YYYY-MM-DD' },
        periodEnd: { date: '{filters.periodo.end}', format: 'YYYY-MM-DD' },
        cteNumber: '{filters.cte}',
        nfeNumber: '{filters.nfe}',
      },
    },
  },

  panels: [
    { id: 'filtros', kind: 'filters' },
    {
      id: 'mapa',
      kind: 'component',
      component: 'map',
      call: 'viagens',
      dataPath: 'results',
      props: {
        latField: 'ultima_latitude',
        lngField: 'ultima_longitude',
        keyField: 'id_viagem',
        titleFields: 'placa,nome_motorista',
        popupFields: 'Nro Ordem=nro_ordem_carregamento;Filial=nome_filial;Remetente=descricao_remetente;Última localização=data_ultima_localizacao|datetime',
        color: 'blue',
        focusVar: 'foco',
        fit: 'points',
        height: '40vh',
        label: 'Mapa das últimas posições das viagens',
        legend: false,
      },
    },
    {
      id: 'viagens',
      kind: 'table',
      title: 'Viagens',
      call: 'viagens',
      dataPath: 'results',
      search: true,
      showCount: true,
      pageSize: 20,
      rowAction: { type: 'drill', drill: 'viagem' },
      derived: [
        { field: 'perc_entregue', percent: { part: 'entregas_realizadas', whole: 'total_entregas' } },
        {
          field: 'versao_desatualizada',
          versionBelow: { version: 'versao_app_copiloto', current: 'versao_atual_copiloto' },
          unless: { field: 'status', equals: 'FINISHED' },
        },
      ],
      narrowCards: { allRows: true, title: 'Ordem {row.nro_ordem_carregamento} — {row.placa}', fields: ['nome_motorista', 'descricao_remetente', 'perc_entregue', 'data_ultima_localizacao'] },
      columns: [
        { field: 'nro_ordem_carregamento', header: 'Nro Ordem', format: 'document', width: 110 },
        { field: 'placa', header: 'Placa', width: 110, pinned: 'left' },
        { field: 'nome_motorista', header: 'Motorista', flex: 1, minWidth: 180 },
        { field: 'nome_filial', header: 'Filial', flex: 1, minWidth: 130, stripCommonPrefix: true },
        { field: 'descricao_remetente', header: 'Remetente', flex: 1, minWidth: 200 },
        { field: 'entregas_realizadas', header: 'Entregas realizadas', format: 'integer', width: 120 },
        { field: 'total_entregas', header: 'Total de entregas', format: 'integer', width: 120 },
        { field: 'perc_entregue', header: '% Entregue', format: 'percent', decimals: 2, width: 120 },
        { field: 'peso_bruto', header: 'Peso bruto (kg)', format: 'number', decimals: 2, width: 140 },
        { field: 'data_hora_carregado_copiloto', header: 'Carregado em', format: 'datetime', width: 150 },
        { field: 'dt_viagem_finalizada_copiloto', header: 'Finalizada em', format: 'datetime', width: 150 },
        { field: 'data_ultima_localizacao', header: 'Última localização', format: 'datetime', width: 150 },
        { field: 'versao_app_copiloto', header: 'Versão do app', width: 120, color: { map: { S: RED }, field: 'versao_desatualizada' } },
      ],
      rowActions: [
        {
          label: 'Ver no mapa',
          icon: 'environment',
          action: { type: 'set', var: 'foco', value: '{row.id_viagem}' },
          disabledWhen: { field: 'ultima_latitude', empty: true },
        },
        { label: 'Ver detalhes', icon: 'eye', action: { type: 'drill', drill: 'viagem' } },
      ],
    },
  ],

  drilldowns: {
    viagem: {
      code: '02.79.1494',
      title: 'Detalhes da Viagem',
      container: 'drawer',
      width: '60vw',
      narrowWidth: '95vw',
      messages: { error: { style: 'notification', title: 'Erro', allMessages: true, fallback: 'Erro ao buscar as viagens em andamento' } },
      calls: {
        rota: { path: `${BASE}/ordem/{row.nro_ordem_carregamento}/rota` },
        entregas: { path: `${BASE}/{row.id_viagem}/entregas` },
        documentos: { path: `${BASE}/{row.id_viagem}/entregas/{with.entrega}/documentos`, loadOn: 'action' },
      },
      panels: [
        {
          kind: 'descriptions',
          dataPath: 'row',
          items: [
            { label: 'Nro Ordem', value: 'nro_ordem_carregamento' },
            { label: 'Placa', value: 'placa' },
            { label: 'Motorista', value: 'nome_motorista' },
            { label: 'Remetente', value: 'descricao_remetente' },
            { label: 'Entregas', value: 'entregas_realizadas' },
            { label: 'Total de entregas', value: 'total_entregas' },
          ],
        },
        {
          kind: 'component',
          component: 'map',
          dataPath: 'row',
          props: {
            latField: 'ultima_latitude',
            lngField: 'ultima_longitude',
            keyField: 'id_viagem',
            titleFields: 'placa,nome_motorista',
            color: 'blue',
            routeCall: 'rota',
            routeDataPath: 'results',
            fit: 'route',
            height: '40vh',
            label: 'Mapa do trajeto',
            legend: false,
          },
        },
        {
          kind: 'accordion',
          title: 'Entregas',
          call: 'entregas',
          dataPath: 'results',
          itemTitle: '{row.nome_recebedor}',
          derived: [{ field: 'situacao_comprovacao', rule: 'situacaoEntrega' }],
          tag: { field: 'situacao_comprovacao', colors: DELIVERY_COLOURS },
          lines: [
            { label: 'Endereço', value: 'endereco_recebedor' },
            { label: 'Número', value: 'numero_recebedor', hideEmpty: true },
            { label: 'Cidade', value: 'cidade_recebedor' },
            { label: 'UF', value: 'estado_recebedor' },
            { label: 'Expedidor', value: 'nome_expedidor' },
            { label: 'Comprovação por', value: 'tipo_comprovacao', labels: PROOF_TYPE_LABELS },
            { label: 'CT-es comprovados', value: 'ctes_entregues' },
            { label: 'Total de CT-es', value: 'total_ctes' },
            { label: 'NF-es comprovadas', value: 'nfes_entregues' },
            { label: 'Total de NF-es', value: 'total_nfes' },
          ],
          detail: {
            call: 'documentos',
            with: { entrega: 'id_entrega' },
            itemFields: ['ctes_entregues', 'nfes_entregues'],
            errorText: 'Erro ao buscar as viagens em andamento',
            emptyText: 'Nenhum documento nesta entrega',
            sections: [
              {
                title: 'CT-e',
                dataPath: 'results.ctes',
                columns: [
                  { field: 'numero_cte', header: 'CT-e' },
                  { field: 'serie_cte', header: 'Série' },
                  { field: 'peso_bruto', header: 'Peso bruto (kg)', format: 'number', decimals: 2 },
                  { field: 'status_comprovacao', header: 'Comprovação', labels: STATUS_LABELS, color: { map: STATUS_COLOURS, tag: true } },
                  { field: 'chave_cte', header: 'Chave' },
                ],
                expand: {
                  rowsField: 'nfes',
                  columns: [
                    { field: 'numero_nota', header: 'NF-e' },
                    { field: 'serie_nota', header: 'Série' },
                    { field: 'peso_bruto', header: 'Peso bruto (kg)', format: 'number', decimals: 2 },
                    { field: 'status_comprovacao', header: 'Comprovação', labels: STATUS_LABELS, color: { map: STATUS_COLOURS, tag: true } },
                    { field: 'chave_nfe', header: 'Chave' },
                  ],
                },
                rowActions: [CTE_PROOF_BUTTON],
              },
              {
                title: 'NF-e',
                dataPath: 'results.nfes',
                columns: [
                  { field: 'numero_nota', header: 'NF-e' },
                  { field: 'serie_nota', header: 'Série' },
                  { field: 'peso_bruto', header: 'Peso bruto (kg)', format: 'number', decimals: 2 },
                  { field: 'status_comprovacao', header: 'Comprovação', labels: STATUS_LABELS, color: { map: STATUS_COLOURS, tag: true } },
                  { field: 'chave_nfe', header: 'Chave' },
                ],
                rowActions: [NFE_PROOF_BUTTON],
              },
            ],
          },
        },
      ],
    },
    // opened from a document of 1494: it takes the drawer's place, and closing it (or Back) brings 1494 back
    comprovantes: {
      code: '02.79.1495',
      title: 'Comprovantes do documento',
      container: 'drawer',
      width: '45vw',
      narrowWidth: '85vw',
      panels: [
        {
          kind: 'descriptions',
          dataPath: 'row',
          columns: 2,
          items: [
            { label: 'CT-e', value: 'numero_cte', hideEmpty: true },
            { label: 'Série', value: 'serie_cte', hideEmpty: true },
            { label: 'NF-e', value: 'numero_nota', hideEmpty: true },
            { label: 'Série', value: 'serie_nota', hideEmpty: true },
            { label: 'Peso bruto (kg)', value: 'peso_bruto', format: 'number', decimals: 2 },
            { label: 'Comprovação', value: 'status_comprovacao', labels: STATUS_LABELS },
            { label: 'Chave', value: 'chave_cte', hideEmpty: true },
            { label: 'Chave', value: 'chave_nfe', hideEmpty: true },
          ],
        },
        {
          kind: 'component',
          component: 'map',
          dataPath: 'row.proofs',
          props: {
            latField: 'latitude',
            lngField: 'longitude',
            keyField: 'id',
            titleFields: 'nome_arquivo',
            popupFields: 'Recebedor=nome_recebedor;Documento=documento_recebedor',
            color: 'green',
            fit: 'points',
            height: '25vh',
            label: 'Local de comprovação',
            legend: false,
            emptyText: 'Local de comprovação não registrado',
          },
        },
        {
          kind: 'gallery',
          title: 'Anexos',
          dataPath: 'row.proofs',
          emptyText: 'Nenhum anexo registrado',
          image: `${BASE}/comprovantes/{row.id}/imagem`,
          imageField: 'nome_arquivo',
          caption: '{row.nome_arquivo}',
          label: {
            field: 'avarias',
            texts: { SEM_AVARIAS: 'Sem avarias', AVARIAS_PARCIAL: 'Avarias parciais', AVARIAS_TOTAL: 'Avarias totais' },
            colors: { SEM_AVARIAS: GREEN, AVARIAS_PARCIAL: YELLOW, AVARIAS_TOTAL: RED },
          },
          lines: [
            { label: 'Fotografada em', value: 'data_hora_fotografada', format: 'datetime' },
            { label: 'Documento do recebedor', value: 'documento_recebedor' },
            { label: 'Nome do recebedor', value: 'nome_recebedor' },
            { label: 'Observação', value: 'observacao', hideEmpty: true },
          ],
        },
      ],
    },
  },
} satisfies ScreenDefinition;

