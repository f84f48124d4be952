import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';

/**
 * Consulta posição dos veículos (02.78.1369, spec 3 §2–§9): manager select (a fleet manager is locked to himself:
 * `lockFrom` the signed-in user, and the server returns only his vehicles anyway), Atualizar and auto-refresh (minutes,
 * default 10, kept per user); the shared map (src/components/map) coloured by situation with per-situation toggles and
 * counts; the vehicles table with 'Ver no mapa' (zoom 13, shows a hidden situation; disabled without coordinates);
 * a row opens 02.78.1523 'Rota e localização' (order, plate, driver, the vehicle and its planned route). docs/frota.md.
 */
const SITUACOES = 'Atrasado=red;Dentro do Prazo=green;Programado e Não Iniciado=yellow;Andando sem Operação=orange;Ocioso=blue';
const POPUP = 'Situação=situacao_veiculo;Motorista=nome_motorista;Nro Ordem=nro_ordem;Localização=localizacao_atual';
// spec 3 §8: the fleet screen adds, under the key call's failure, that the maps key is not correctly set
const KEY_ERROR_DETAIL = 'A chave de configuração do serviço de mapas não está configurada corretamente.';

export default {
  code: '02.78.1369',
  title: 'Consulta posição dos veículos',
  route: '/consulta-posicao-veiculo',
  accessCode: 1369,
  menu: { group: 'Frota', title: 'Consulta posição dos veículos', order: 30 },
  // spec 3 §8: the server's description, or the fallback text when it sent none
  messages: {
    error: {
      style: 'notification',
      title: 'Erro ao buscar as informações dos veículos',
      allMessages: true,
      fallback: 'Estamos com problemas para buscar as informações de veículos. Tente novamente mais tarde.',
    },
  },

  filters: {
    refreshLabel: 'Atualizar',
    autoRefresh: { label: 'Atualizar automaticamente', defaultMinutes: 10 },
    fields: [
      {
        name: 'gestor',
        label: 'Gestor',
        widget: 'select',
        default: 'Todos',
        options: [{ value: 'Todos', label: 'Todos' }],
        optionsFrom: { call: 'gestores', value: 'codigo', label: '{row.codigo} - {row.nome}' },
        lockFrom: { call: 'usuario', field: 'gestor_frota', equals: 'S', value: 'codigo' },
        width: 280,
      },
    ],
  },

  calls: {
    usuario: { path: '/empresas/{empresaId}/logistica/usuarios' },
    gestores: { path: '/empresas/{empresaId}/logistica/gestor_frota' },
    veiculos: { path: '/empresas/{empresaId}/logistica/veiculos/{filters.gestor}' },
  },

  panels: [
    { id: 'filtros', kind: 'filters' },
    {
      id: 'mapa',
      kind: 'component',
      component: 'map',
      call: 'veiculos',
      props: {
        latField: 'latitude_loc_atual',
        lngField: 'longitude_loc_atual',
        keyField: 'codigo',
        categoryField: 'situacao_veiculo',
        categories: SITUACOES,
        titleFields: 'placa,nome_motorista',
        popupFields: POPUP,
        focusVar: 'foco',
        fit: 'points',
        height: '50vh',
        label: 'Mapa dos veículos',
        keyErrorDetail: KEY_ERROR_DETAIL,
      },
    },
    {
      id: 'veiculos',
      kind: 'table',
      title: 'Veículos',
      // a phone keeps the plate in view (the first column is the status)
      phone: { title: 'placa' },
      call: 'veiculos',
      search: true,
      showCount: true,
      pageSize: 10,
      columnChooser: true,
      rowAction: { type: 'drill', drill: 'rota' },
      columns: [
        {
          field: 'situacao_veiculo', header: 'Status', width: 190, sortField: 'ordem_situacao',
          // text colours dark enough for AA contrast on white (antd's filled tags are not)
          color: { map: { Atrasado: '#cf1322', 'Dentro do Prazo': '#237804', 'Programado e Não Iniciado': '#876800', 'Andando sem Operação': '#ad4e00', Ocioso: '#0958d9' } },
        },
        { field: 'nro_ordem', header: 'Nro Ordem', format: 'document', width: 110 },
        { field: 'placa', header: 'Placa Cavalo', width: 120, pinned: 'left' },
        { field: 'tipo_carroceria', header: 'Tipo Carroceria', width: 140 },
        { field: 'gestor', header: 'Gestor', width: 180 },
        { field: 'nome_motorista', header: 'Nome do Motorista', width: 200 },
        { field: 'tipo_ordem', header: 'TP', width: 90 },
        { field: 'desc_mun_expedidor', header: 'Município Origem', width: 170 },
        { field: 'uf_expedidor', header: 'UF O.', width: 80 },
        { field: 'desc_mun_recebedor', header: 'Município Destino', width: 170 },
        { field: 'uf_recebedor', header: 'UF D.', width: 80 },
        { field: 'data_hora_evento', header: 'Dt Hr Últ. Loc.', format: 'datetime', width: 150 },
        {
          // spec 3 §2: the route icon (first three situations only, the server leaves it empty otherwise), with a tooltip label
          field: 'rota', header: 'Rota', width: 90, align: 'center',
          color: { map: { 'Fora de rota': '#cf1322', 'Está na rota': '#237804', 'Parada programada': '#876800', 'Sem ordem de carregamento': '#595959' }, icon: 'environment' },
        },
        { field: 'data_programada_entrega', header: 'Dt Prog. Entr.', format: 'datetime', width: 150 },
        { field: 'data_prev_entrega_parcial', header: 'Dt Prev. Entr. Parc.', format: 'datetime', width: 160 },
        { field: 'id_descricao_justificativa', header: 'Justificativa de Atraso', width: 190 },
        { field: 'tempo_sem_op', header: 'Tempo sem operação', width: 170, sortField: 'segundos_sem_op' },
        { field: 'localizacao_atual', header: 'Localização atual', width: 220 },
        { field: 'dt_localizacao_atual', header: 'Dt Hr Loc. Atual', format: 'datetime', width: 150 },
      ],
      rowActions: [
        {
          label: 'Ver no mapa',
          icon: 'environment',
          action: { type: 'set', var: 'foco', value: '{row.codigo}' },
          disabledWhen: { field: 'latitude_loc_atual', empty: true },
        },
      ],
    },
  ],

  drilldowns: {
    rota: {
      code: '02.78.1523',
      title: 'Rota e localização',
      container: 'drawer',
      width: '95vw',
      messages: { error: { style: 'log' } },
      calls: {
        // a vehicle without operation has no order number: the call waits and no route is drawn (spec 3 §4)
        rota: { path: '/v2/logistica/monitoramento-de-cargas/{empresaId}/monit/ordem/{row.nro_ordem}/rota' },
      },
      panels: [
        {
          kind: 'descriptions',
          dataPath: 'row',
          items: [
            { label: 'Nro Ordem', value: 'nro_ordem' },
            { label: 'Placa', value: 'placa' },
            { label: 'Motorista', value: 'nome_motorista' },
            { label: 'Situação', value: 'situacao_veiculo' },
            { label: 'Localização atual', value: 'localizacao_atual' },
          ],
        },
        {
          kind: 'component',
          component: 'map',
          dataPath: 'row',
          props: {
            latField: 'latitude_loc_atual',
            lngField: 'longitude_loc_atual',
            keyField: 'codigo',
            categoryField: 'situacao_veiculo',
            categories: SITUACOES,
            titleFields: 'placa,nome_motorista',
            popupFields: POPUP,
            routeCall: 'rota',
            routeDataPath: 'results',
            fit: 'route',
            height: '60vh',
            label: 'Mapa da rota',
            keyErrorDetail: KEY_ERROR_DETAIL,
            legend: false,
          },
        },
      ],
    },
  },
} satisfies ScreenDefinition;
