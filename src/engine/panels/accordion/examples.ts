import { NO_CODE } from '../../definition/screen-meta.ts';
import type { EngineExample } from '../../engineExample.ts';

const BASE = '/v2/logistica/monitoramento-de-cargas/{empresaId}/monit';
const STATUS_COLOURS = { COMPROVADO: 'green', EM_ANALISE: 'blue', COMPROVADO_ERRO: 'red', PARCIAL: 'gold', PENDENTE: 'default' };

/** Deliveries of a trip (spec 3 §3 'Delivery'), one proved on its CT-e, one on NF-es. */
const ENTREGAS = [
  { id_entrega: 1706, id_viagem: 4, nome_recebedor: 'Supermercado Bom Preço', endereco_recebedor: 'Rua XV de Novembro', numero_recebedor: '1200', cidade_recebedor: 'Joinville', estado_recebedor: 'SC', nome_expedidor: 'Braga Comércio Ltda', tipo_comprovacao: 'CTE', ctes_entregues: 1, total_ctes: 1, nfes_entregues: 1, total_nfes: 2 },
  { id_entrega: 1707, id_viagem: 4, nome_recebedor: 'Atacadão Litoral', endereco_recebedor: 'Av. Beira-Mar', numero_recebedor: '85', cidade_recebedor: 'Itajaí', estado_recebedor: 'SC', nome_expedidor: 'Braga Comércio Ltda', tipo_comprovacao: 'NFE', ctes_entregues: 0, total_ctes: 0, nfes_entregues: 0, total_nfes: 1 },
];
const NFE = (id: number, numero: number, status: string) => ({ id, numero_nota: numero, serie_nota: '1', peso_bruto: 1520.5, status_comprovacao: status, chave_nfe: `4226111598212880001085550010000${numero}1938859937` });

export const examples: EngineExample[] = [
  {
    name: 'Entregas e documentos (1494)',
    doc: "Cada entrega abre e busca os seus documentos (detail.call com '{with.entrega}'): CT-e com as suas NF-es (linha expansível) ou NF-e, etiquetas por status, botão por documento desabilitado quando a entrega não tem documento do tipo entregue (itemFields); a cor da entrega vem de common/comprovacao.ts (derived rule).",
    definition: {
      code: NO_CODE,
      title: 'Exemplo: accordion',
      route: '/exemplos/accordion',
      accessCode: null,
      calls: {
        entregas: { path: `${BASE}/4/entregas` },
        documentos: { path: `${BASE}/4/entregas/{with.entrega}/documentos`, loadOn: 'action' },
      },
      panels: [
        {
          kind: 'accordion',
          title: 'Entregas',
          call: 'entregas',
          dataPath: 'results',
          itemTitle: '{row.nome_recebedor}',
          derived: [{ field: 'situacao_comprovacao', rule: 'situacaoEntrega' }],
          tag: { field: 'situacao_comprovacao', colors: { Comprovado: 'green', 'Nenhum documento comprovado': 'red', 'Comprovação parcial': 'gold' } },
          lines: [
            { label: 'Cidade', value: 'cidade_recebedor' },
            { label: 'Comprovação por', value: 'tipo_comprovacao' },
          ],
          detail: {
            call: 'documentos',
            with: { entrega: 'id_entrega' },
            itemFields: ['ctes_entregues', 'nfes_entregues'],
            errorText: 'Erro ao buscar as viagens em andamento',
            sections: [
              {
                title: 'CT-e',
                dataPath: 'results.ctes',
                columns: [
                  { field: 'numero_cte', header: 'CT-e' },
                  { field: 'status_comprovacao', header: 'Comprovação', color: { map: STATUS_COLOURS, tag: true } },
                ],
                expand: {
                  rowsField: 'nfes',
                  columns: [
                    { field: 'numero_nota', header: 'NF-e' },
                    { field: 'status_comprovacao', header: 'Comprovação', color: { map: STATUS_COLOURS, tag: true } },
                  ],
                },
                rowActions: [{ label: 'Comprovantes', action: { type: 'link', to: '/comprovantes/{row.id}' }, disabledWhen: { field: 'ctes_entregues', equals: 0 } }],
              },
              {
                title: 'NF-e',
                dataPath: 'results.nfes',
                columns: [
                  { field: 'numero_nota', header: 'NF-e' },
                  { field: 'status_comprovacao', header: 'Comprovação', color: { map: STATUS_COLOURS, tag: true } },
                ],
                rowActions: [{ label: 'Comprovantes', action: { type: 'link', to: '/comprovantes/{row.id}' }, disabledWhen: { field: 'nfes_entregues', equals: 0 } }],
              },
            ],
          },
        },
      ],
    },
    shows: ['Supermercado Bom Preço', 'Comprovado', 'Atacadão Litoral', 'Nenhum documento comprovado'],
    answers: {
      'GET /v2/logistica/monitoramento-de-cargas/1/monit/4/entregas': { results: ENTREGAS },
      'GET /v2/logistica/monitoramento-de-cargas/1/monit/4/entregas/1706/documentos': {
        results: {
          ctes: [{ id: 22213, numero_cte: 42213, serie_cte: '1', peso_bruto: 8635, status_comprovacao: 'COMPROVADO', chave_cte: '42261115982128800010857001000042213193885993', proofs: [{ id: 9 }], nfes: [NFE(1, 9001, 'COMPROVADO'), NFE(2, 9002, 'EM_ANALISE')] }],
          nfes: [],
        },
      },
      'GET /v2/logistica/monitoramento-de-cargas/1/monit/4/entregas/1707/documentos': {
        results: { ctes: [], nfes: [{ ...NFE(3, 9100, 'PENDENTE'), proofs: [] }] },
      },
    },
  },
];
