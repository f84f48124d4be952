import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';

/** Where an equipment (or a movement) is: its contract, shipment, the contract's customer and site — null when not rented. */
const VINCULO = {
  id_contrato: col.nullable(col.integer()),
  id_remessa: col.nullable(col.integer()),
  id_cliente: col.nullable(col.integer()),
  desc_cliente: col.nullable(col.text()),
  id_obra: col.nullable(col.integer()),
  desc_obra: col.nullable(col.text()),
};

/** The Equipment fields of spec 2 §3 in equipamento-campos.sql's order (movimentos come from their own query). */
export const EQUIPAMENTO_ROW = Type.Object({
  id_equipamento: col.integer(),
  desc_equipamento: col.text(),
  nro_lacre: col.nullable(col.text()),
  id_situacao: col.oneOf('l', 'e', 'm'),
  desc_situacao: col.text(),
  id_grupo: col.integer(),
  desc_grupo: col.text(),
  ...VINCULO,
});

/** A movement of spec 2 §3, oldest first. */
export const MOVIMENTO_ROW = Type.Object({
  dt_hr_movimento: col.text(),
  id_situacao: col.oneOf('l', 'e', 'm'),
  desc_situacao: col.text(),
  ...VINCULO,
  observacao: col.nullable(col.text()),
});
