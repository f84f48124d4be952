import { NO_CODE } from '../../definition/screen-meta.ts';
import type { EngineExample } from '../../engineExample.ts';

/** An equipment of spec 2 (Equipment + movements), as 01.76.1398 'Detalhes Equipamento' shows it. */
export const EQUIPAMENTO = {
  id_equipamento: 3187,
  desc_equipamento: 'ANDAIME TUBULAR 1,5 X 1,0 M',
  nro_lacre: 'L-004512',
  id_situacao: 'l',
  desc_situacao: 'Locado',
  id_grupo: 12,
  desc_grupo: 'ANDAIMES',
  id_contrato: 2291,
  id_remessa: 8812,
  id_cliente: 5540,
  desc_cliente: 'CONSTRUTORA HORIZONTE LTDA',
  id_obra: 77,
  desc_obra: 'RESIDENCIAL JARDIM DAS FLORES',
  movimentos: [
    { dt_hr_movimento: '2026-09-02T10:15:00', id_situacao: 'e', desc_situacao: 'Estoque', id_contrato: null, id_remessa: null, id_cliente: null, desc_cliente: null, id_obra: null, desc_obra: null, observacao: 'Entrada após revisão' },
    { dt_hr_movimento: '2026-10-14T08:30:00', id_situacao: 'l', desc_situacao: 'Locado', id_contrato: 2291, id_remessa: 8812, id_cliente: 5540, desc_cliente: 'CONSTRUTORA HORIZONTE LTDA', id_obra: 77, desc_obra: 'RESIDENCIAL JARDIM DAS FLORES', observacao: null },
    { dt_hr_movimento: '2026-08-20T16:45:00', id_situacao: 'm', desc_situacao: 'Manutenção', id_contrato: null, id_remessa: null, id_cliente: null, desc_cliente: null, id_obra: null, desc_obra: null, observacao: 'Troca de travas' },
  ],
};

export const examples: EngineExample[] = [
  {
    name: 'Detalhes Equipamento (1398)',
    doc: 'Blocos rótulo/valor do equipamento; contrato, remessa, cliente e obra só quando há contrato; as movimentações na linha do tempo.',
    definition: {
      code: NO_CODE,
      title: 'Exemplo: descriptions',
      route: '/exemplos/descriptions',
      accessCode: null,
      calls: { equipamento: { path: '/empresas/{empresaId}/locacao/equipamentos/3187' } },
      panels: [
        {
          kind: 'descriptions',
          title: 'Equipamento',
          call: 'equipamento',
          columns: 2,
          items: [
            { label: 'Equipamento', value: 'desc_equipamento' },
            { label: 'Lacre', value: 'nro_lacre' },
            { label: 'Situação', value: 'desc_situacao' },
            { label: 'Contrato', value: 'id_contrato', hideEmpty: true },
            { label: 'Remessa', value: 'id_remessa', hideEmpty: true },
            { label: 'Cliente', value: 'desc_cliente', hideEmpty: true },
            { label: 'Obra', value: 'desc_obra', hideEmpty: true },
          ],
        },
        {
          kind: 'timeline',
          title: 'Movimentações',
          call: 'equipamento',
          dataPath: 'response.movimentos',
          date: 'dt_hr_movimento',
          eventTitle: '{row.desc_situacao}',
          lines: [
            { label: 'Contrato', value: 'id_contrato', hideEmpty: true },
            { label: 'Remessa', value: 'id_remessa', hideEmpty: true },
            { label: 'Cliente', value: 'desc_cliente', hideEmpty: true },
            { label: 'Obra', value: 'desc_obra', hideEmpty: true },
            { label: 'Observação', value: 'observacao', hideEmpty: true },
          ],
        },
      ],
    },
    answers: { 'GET /empresas/1/locacao/equipamentos/3187': { response: EQUIPAMENTO } },
    shows: ['ANDAIME TUBULAR 1,5 X 1,0 M', 'CONSTRUTORA HORIZONTE LTDA', 'RESIDENCIAL JARDIM DAS FLORES'],
  },
];
