import type { EngineExample } from '../../src/engine/engineExample.ts';

const company = { id: 1, id_empresa_cliente: 100, nome_fantasia: 'Mirante Alimentos', codigo_modulo: 1 };

const titulos = [
  { id_titulo: 501, aprovado: 'N', codigo_fornecedor: 88, nome_fornecedor: 'Transportes Andrade Ltda', titulo: '000123', parcela: 1, serie: '1', data_emissao: '2026-11-03', data_vencimento: '2026-11-25', valor: 1520.4, saldo: 1520.4, dias_atraso: 0, id_nf_entrada: 9001, usa_aprovacao: 'S' },
  { id_titulo: 502, aprovado: 'N', codigo_fornecedor: 91, nome_fornecedor: 'Posto Rodovia BR-116', titulo: '000124', parcela: 2, serie: '1', data_emissao: '2026-11-05', data_vencimento: '2026-11-18', valor: 980, saldo: 980, dias_atraso: 3, id_nf_entrada: 9002, usa_aprovacao: 'N' },
  { id_titulo: 503, aprovado: 'S', codigo_fornecedor: 102, nome_fornecedor: 'Pneus Sul Comércio', titulo: '000131', parcela: 1, serie: '2', data_emissao: '2026-11-10', data_vencimento: '2026-12-10', valor: 4375.9, saldo: 4375.9, dias_atraso: 0, id_nf_entrada: 9010, usa_aprovacao: 'S' },
];

/** The `request` action on 1370's payables: Aprovar / Desaprovar per row, disabled when usa_aprovacao is N. */
export const title = "Ações/request — Aprovar titulos a pagar (1370)";

export const examples: EngineExample[] = [
  {
    name: 'Exemplo',
    doc: "Ação 'request': Aprovar/Desaprovar por linha (PUT), 'Sucesso' com a mensagem do servidor, recarrega a lista; desabilitado quando usa_aprovacao = 'N'. Usada por 1370 e 1367.",
    definition: {
      code: '01.74.1370',
      title: 'Aprovar titulos a pagar',
      route: '/aprovar-titulos-pagar',
      accessCode: 1370,
      filters: {
        submitLabel: 'Pesquisar',
        fields: [{ name: 'periodo', label: 'Vencimento', widget: 'dateRange', default: 'next30Days', required: true, presets: ['today', 'thisMonth', 'lastMonth'] }],
      },
      calls: {
        titulos: {
          path: '/empresas/{empresaId}/financeiro/titulos-pagar',
          loadOn: 'submit',
          params: { dataInicio: { date: '{filters.periodo.start}', format: 'YYYY-MM-DD' }, dataFim: { date: '{filters.periodo.end}', format: 'YYYY-MM-DD' } },
        },
        aprovar: { path: '/empresas/{empresaId}/financeiro/titulos-pagar/{row.id_titulo}/aprovar', loadOn: 'action' },
        desaprovar: { path: '/empresas/{empresaId}/financeiro/titulos-pagar/{row.id_titulo}/desaprovar', loadOn: 'action' },
      },
      messages: { error: { style: 'log' } },
      panels: [
        {
          id: 'titulos',
          kind: 'table',
          call: 'titulos',
          columns: [
            { field: 'titulo', header: 'Título' },
            { field: 'parcela', header: 'Parcela', format: 'integer' },
            { field: 'nome_fornecedor', header: 'Fornecedor', flex: 2 },
            { field: 'data_vencimento', header: 'Vencimento', format: 'date' },
            { field: 'valor', header: 'Valor', format: 'currency' },
            { field: 'aprovado', header: 'Aprovado', format: 'flag' },
          ],
          rowActions: [
            {
              label: 'Aprovar',
              icon: 'check',
              visibleWhen: { field: 'aprovado', equals: 'N' },
              action: {
                type: 'request',
                call: 'aprovar',
                when: { field: 'usa_aprovacao', notEquals: 'N' },
                success: { title: 'Sucesso', textPath: 'message', text: 'Sucesso seu título foi aprovado' },
                failure: { title: 'Erro' },
                reload: ['titulos'],
              },
            },
            {
              label: 'Desaprovar',
              icon: 'close',
              danger: true,
              visibleWhen: { field: 'aprovado', equals: 'S' },
              action: { type: 'request', call: 'desaprovar', confirm: { title: 'Desaprovar o título {row.titulo}?' }, success: { title: 'Sucesso', textPath: 'message' }, failure: { title: 'Erro' }, reload: ['titulos'] },
            },
          ],
        },
      ],
    },
    shows: ['Transportes Andrade Ltda', 'Pneus Sul Comércio', 'Desaprovar'],
    answers: {
      'GET /empresas/1/financeiro/titulos-pagar?dataFim=2026-12-21&dataInicio=2026-11-21': { response: titulos },
      'PUT /empresas/1/financeiro/titulos-pagar/501/aprovar': { message: 'Sucesso seu título foi aprovado' },
      'PUT /empresas/1/financeiro/titulos-pagar/503/desaprovar': { message: 'Título desaprovado' },
    },
    company,
  },
];
