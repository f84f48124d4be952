import { NO_CODE } from '../../definition/screen-meta.ts';
import type { EngineExample } from '../../engineExample.ts';

/** A tracking detail (spec 3: numero_nota, serie_nota, ..., ocorrencias[] codigo, descricao, data, hora). */
const DETALHE = {
  numero_nota: 184522,
  serie_nota: '1',
  numero_pedido: 'PV-99812',
  data_emissao: '2026-11-17',
  peso_bruto: 1250.375,
  valor_nota: 48750.9,
  remetente: { nome: 'MIRANTE ALIMENTOS S.A.' },
  destinatario: { nome: 'SUPERMERCADO BOA COMPRA LTDA' },
  ocorrencias: [
    { codigo: 0, descricao: 'Nota fiscal emitida', data: '2026-11-17', hora: '08:12' },
    { codigo: 1, descricao: 'Mercadoria coletada no remetente', data: '2026-11-17', hora: '15:40' },
    { codigo: 2, descricao: 'Em trânsito - Centro de distribuição Campinas/SP', data: '2026-11-18', hora: '06:05' },
    { codigo: 3, descricao: 'Saiu para entrega', data: '2026-11-21', hora: '07:30' },
  ],
};

export const examples: EngineExample[] = [
  {
    name: 'Ocorrências (rastreamento)',
    doc: "Linha do tempo 'Ocorrências' do rastreamento (descrição, data dd/MM/yyyy, hora), mais recente primeiro, com os dados da nota acima.",
    definition: {
      code: NO_CODE,
      title: 'Exemplo: timeline',
      route: '/exemplos/timeline',
      accessCode: null,
      calls: { detalhe: { path: '/v2/logistica/rastreamento/transportadora/abc123/nota-fiscal/nf987/detalhes' } },
      panels: [
        {
          kind: 'descriptions',
          call: 'detalhe',
          dataPath: 'data.body',
          columns: 3,
          collapsible: { open: true },
          title: 'Dados da nota',
          items: [
            { label: 'Nota fiscal', value: 'numero_nota' },
            { label: 'Série', value: 'serie_nota' },
            { label: 'Pedido', value: 'numero_pedido' },
            { label: 'Emissão', value: 'data_emissao', format: 'date' },
            { label: 'Peso bruto (kg)', value: 'peso_bruto', format: 'quantity' },
            { label: 'Valor da nota', value: 'valor_nota', format: 'currency' },
            { label: 'Remetente', value: 'remetente.nome' },
            { label: 'Destinatário', value: 'destinatario.nome' },
          ],
        },
        {
          kind: 'timeline',
          title: 'Ocorrências',
          call: 'detalhe',
          dataPath: 'data.body.ocorrencias',
          date: 'data',
          time: 'hora',
          eventTitle: '{row.descricao}',
          color: 'green',
        },
      ],
    },
    answers: { 'GET /v2/logistica/rastreamento/transportadora/abc123/nota-fiscal/nf987/detalhes': { data: { body: DETALHE } } },
    shows: ['Ocorrências', 'Saiu para entrega', '21/11/2026 07:30', '1.250,375'],
  },
];
