import type { EngineExample } from '../../src/engine/engineExample.ts';
import monitoramentoDeCargas from '../../screens/logistica/1493-monitoramento-cargas.ts';

const company = { id: 2, id_empresa_cliente: 100, nome_fantasia: 'Intercarg Transportes', codigo_modulo: 2 };

/** Filter rules of 1493: CT-e and NF-e disable each other, the period only for 'Finalizadas', digits only. */
export const title = 'Filtros/regras — CT-e x NF-e e período só para Finalizadas (1493)';

export const examples: EngineExample[] = [
  {
    name: 'Exemplo',
    doc: "disabledWhen: CT-e e NF-e se excluem (dicas 'Limpe o campo …'), o período só com status 'Finalizadas'; campos desabilitados ficam fora da busca; allow: só dígitos. Usado por 1493.",
    definition: {
      code: '02.79.1493',
      title: 'Monitoramento de cargas',
      route: '/logistica/monitoramento-cargas',
      accessCode: 1493,
      filters: monitoramentoDeCargas.filters,
      calls: {
        viagens: {
          path: '/v2/logistica/monitoramento-de-cargas/{empresaId}/monit',
          loadOn: 'submit',
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
        {
          id: 'viagens',
          kind: 'table',
          call: 'viagens',
          columns: [
            { field: 'nro_ordem', header: 'Nro Ordem', format: 'integer' },
            { field: 'placa_cavalo', header: 'Placa Cavalo' },
            { field: 'nome_motorista', header: 'Nome do Motorista', flex: 2 },
            { field: 'municipio_origem', header: 'Município Origem' },
            { field: 'uf_origem', header: 'UF O.' },
            { field: 'municipio_destino', header: 'Município Destino' },
            { field: 'uf_destino', header: 'UF D.' },
          ],
        },
      ],
    },
    shows: ['Carlos Henrique Dias', 'Em andamento'],
    answers: {
      'GET /v2/logistica/monitoramento-de-cargas/2/monit?status=IN_PROGRESS': {
        response: [
          { nro_ordem: 88120, placa_cavalo: 'RXT4B21', nome_motorista: 'Carlos Henrique Dias', municipio_origem: 'Curitiba', uf_origem: 'PR', municipio_destino: 'Joinville', uf_destino: 'SC' },
          { nro_ordem: 88131, placa_cavalo: 'QWE7H90', nome_motorista: 'Paulo Roberto Nunes', municipio_origem: 'Ponta Grossa', uf_origem: 'PR', municipio_destino: 'São Paulo', uf_destino: 'SP' },
        ],
      },
    },
    company,
  },
];
