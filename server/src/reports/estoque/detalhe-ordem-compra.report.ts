import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';
import { ITEM_ROW, ORDEM_ROW } from './aprovado-ordem-compra.report.ts';

/**
 * One purchase order with its items: modal 01.77.1368 'Pedido de compra' of 01.75.1367. An order of another
 * company (or unknown) answers `{ response: { itens: [] } }`: nothing about it is revealed.
 */
export default defineReport({
  path: '/empresas/:empresaId/estoque/detalhe_ordem_compra/:nroOc',
  access: [1367],
  summary: 'Pedido de compra com os itens',
  tags: ['estoque'],
  params: Type.Object({ nroOc: param.id() }),
  envelope: 'response',
  shape: {
    fields: { one: 'detalhe-ordem-compra.sql', row: Type.Object({ ...ORDEM_ROW, cond_pagto: col.nullable(col.text()) }) },
    object: { itens: { list: 'detalhe-ordem-compra-itens.sql', row: Type.Object(ITEM_ROW) } },
  },
  examples: [{ params: { nroOc: 1 } }, { params: { nroOc: 3 } }],
});
