import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';

/**
 * Vehicles of Consulta posição dos veículos (02.78.1369, spec 3 §3 'Vehicle' and 'Freight order row'): one row per
 * tractor/truck with its position, situation and current order. `gestor` is a manager code or 'Todos'. The manager
 * lock is the server's: a signed-in fleet manager gets only his own vehicles, whatever `gestor` says (docs/frota.md).
 */
export default defineReport({
  path: '/empresas/:empresaId/logistica/veiculos/:gestor',
  access: [1369],
  summary: 'Posição atual dos veículos (situação, rota, ordem de carregamento atual) de um gestor ou de todos',
  tags: ['frota'],
  params: Type.Object({ gestor: Type.String({ pattern: '^(Todos|[1-9][0-9]{0,8})$', description: "Código do gestor ou 'Todos'" }) }),
  envelope: 'response',
  shape: {
    list: 'veiculos-posicao.sql',
    row: Type.Object({
      codigo: col.integer(),
      placa: col.text(),
      situacao_veiculo: col.oneOf('Atrasado', 'Dentro do Prazo', 'Programado e Não Iniciado', 'Andando sem Operação', 'Ocioso'),
      ordem_situacao: col.integer(),
      sit_rota: col.integer(),
      status: col.text(),
      rota: col.nullable(col.text()),
      id_ordem_atual: col.nullable(col.integer()),
      nro_ordem: col.nullable(col.integer()),
      tipo_carroceria: col.nullable(col.text()),
      gestor: col.nullable(col.text()),
      nome_motorista: col.nullable(col.text()),
      tipo_ordem: col.nullable(col.text()),
      desc_mun_expedidor: col.nullable(col.text()),
      uf_expedidor: col.nullable(col.text()),
      desc_mun_recebedor: col.nullable(col.text()),
      uf_recebedor: col.nullable(col.text()),
      data_hora_evento: col.nullable(col.text()),
      data_programada_entrega: col.nullable(col.text()),
      data_prev_entrega_parcial: col.nullable(col.text()),
      id_descricao_justificativa: col.nullable(col.text()),
      segundos_sem_op: col.nullable(col.integer()),
      tempo_sem_op: col.nullable(col.text()),
      localizacao_atual: col.nullable(col.text()),
      dt_localizacao_atual: col.nullable(col.text()),
      latitude_loc_atual: col.nullable(col.number()),
      longitude_loc_atual: col.nullable(col.number()),
    }),
  },
  examples: [{ params: { empresaId: 2, gestor: 'Todos' } }, { params: { empresaId: 2, gestor: 5 } }],
});
