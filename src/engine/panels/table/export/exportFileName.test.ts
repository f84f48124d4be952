import { describe, expect, it } from 'vitest';
import { exportFileName, periodText, slug } from './exportFileName.ts';

describe('download names: <screen number>-<title>-<period>', () => {
  it("1325's cash flow (no date filter): the table's title and today (issue 28's example)", () => {
    const fields = [{ name: 'dias', widget: 'select' }];
    expect(exportFileName({ code: '01.74.1325', title: 'Fluxo de Caixa', fields, filters: { dias: 10 }, today: '2026-11-26' })).toBe('1325-fluxo-de-caixa-2026-11-26');
  });

  it('a period filter names the period: a range, one day, months, month and year', () => {
    const range = [{ name: 'periodo', widget: 'dateRange' }];
    expect(exportFileName({ code: '01.74.1370', title: 'Aprovar Títulos a Pagar', fields: range, filters: { periodo: { start: '2026-11-01', end: '2026-11-30' } }, today: '2026-11-26' })).toBe(
      '1370-aprovar-titulos-a-pagar-2026-11-01-a-2026-11-30',
    );
    expect(periodText(range, { periodo: { start: '2026-11-26', end: '2026-11-26' } })).toBe('2026-11-26');
    const months = [{ name: 'inicio', widget: 'date', picker: 'month' }, { name: 'fim', widget: 'date', picker: 'month' }, { name: 'gestor', widget: 'select' }];
    expect(periodText(months, { inicio: '2026-09-01', fim: '2026-11-01', gestor: 0 })).toBe('2026-09-a-2026-11');
    expect(periodText([{ name: 'mes', widget: 'month' }, { name: 'ano', widget: 'year' }], { mes: '03', ano: 2026 })).toBe('2026-03');
    expect(periodText([{ name: 'ano', widget: 'year' }], { ano: 2025 })).toBe('2025');
  });

  it("a drill-down's code written in its title (1414's '(02.74.1415) Detalhes do Grupo DRE') is the number", () => {
    expect(exportFileName({ code: '02.74.1414', title: '(02.74.1415) Detalhes do Grupo DRE', today: '2026-11-26' })).toBe('1415-detalhes-do-grupo-dre-2026-11-26');
  });

  it('a table drawn alone (no screen): its title and the date', () => {
    expect(exportFileName({ title: 'Saldos Disponibilidades', today: '2026-11-26' })).toBe('saldos-disponibilidades-2026-11-26');
    expect(exportFileName({ title: '', today: '2026-11-26' })).toBe('2026-11-26');
  });

  it('slugs: no accents, lower case, one dash between words', () => {
    expect(slug('Títulos a Pagar (NF-e) — Intercarg')).toBe('titulos-a-pagar-nf-e-intercarg');
    expect(slug('Média (km/l)')).toBe('media-km-l');
  });
});
