import { Type } from '@sinclair/typebox';
import { FORMATS, UNITS, VALUE_FORMATS } from './registry.ts';

/**
 * The definitions' format options, written once from the format registry: tables, cards, field lines and chart
 * presets all offer the same names with the same descriptions. Plain data (the schema generator reads it).
 */

/** A format name, described by the registry (what each one shows). */
export const ValueFormatSchema = Type.Union(
  VALUE_FORMATS.map((f) => Type.Literal(f)),
  { description: `Formato pt-BR do valor: ${VALUE_FORMATS.map((f) => `${f} (${FORMATS[f].description})`).join(', ')}. Vazio mostra '--'.` },
);

/** Unit after a number ('1.234 km'). */
export const UnitSchema = Type.Union(
  UNITS.map((u) => Type.Literal(u)),
  { description: "Unidade escrita depois do número: '1.234 km', '12,500 t', '3,45 km/l'. No CSV vai só o número; no XLSX, número com a unidade no formato." },
);

/** Raw code → word (PENDENTE → Pendente), for display and exports. */
export const LabelsSchema = Type.Record(Type.String(), Type.String(), {
  description: "Valor bruto → texto mostrado (tela, CSV e XLSX), ex.: { PENDENTE: 'Pendente', NFE: 'NF-e' }. Valores fora do mapa aparecem como vieram; cores e ordenação usam o valor bruto.",
});

/** Decimal places replacing the format's default. */
export const DecimalsSchema = Type.Integer({ minimum: 0, maximum: 6, description: 'Casas decimais (substitui o padrão do formato).' });
