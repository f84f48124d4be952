import { describe, expect, it } from 'vitest';
import { filtersInWords } from './filtersInWords.ts';
import type { FilterField } from '../filters/schema.ts';

describe('filtersInWords: the filters on a printed page', () => {
  it('periods, option labels, months and free values in pt-BR, empty ones left out', () => {
    const fields: FilterField[] = [
      { name: 'periodo', label: 'Período', widget: 'dateRange' },
      { name: 'aprovacao', label: 'Mostrar', widget: 'radio', options: [{ value: 'pendentes', label: 'Pendentes de aprovação' }] },
      { name: 'mes', label: 'Mês', widget: 'month' },
      { name: 'ano', label: 'Ano', widget: 'year' },
      { name: 'dias', label: 'Período (dias)', widget: 'radio', options: [{ value: 10, label: '10 dias' }] },
      { name: 'cliente', label: 'Cliente', widget: 'lookup' },
    ];
    const values = { periodo: { start: '2026-11-01', end: '2026-11-26' }, aprovacao: 'pendentes', mes: '11', ano: 2026, dias: 45, cliente: '' };
    expect(filtersInWords(fields, values)).toBe('Período: 01/11/2026 a 26/11/2026 · Mostrar: Pendentes de aprovação · Mês: Novembro · Ano: 2026 · Período (dias): 45');
  });

  it('one day, a month picker, a checkbox; no filters at all: nothing', () => {
    const fields: FilterField[] = [
      { name: 'dia', label: 'Dia', widget: 'dateRange' },
      { name: 'inicio', label: 'Início Período', widget: 'date', picker: 'month' },
      { name: 'auto', label: 'Atualizar', widget: 'checkbox' },
    ];
    expect(filtersInWords(fields, { dia: { start: '2026-11-26', end: '2026-11-26' }, inicio: '2026-09-01', auto: true })).toBe('Dia: 26/11/2026 · Início Período: 09/2026 · Atualizar: Sim');
    expect(filtersInWords(undefined, {})).toBe('');
  });
});
