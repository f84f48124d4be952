import { describe, expect, it } from 'vitest';
import { alignToCurrent, endsBefore, parsePeriodValue, shiftOffset, shiftParams } from './shift.ts';
import { readCompare, writeCompare } from './mode.ts';

const MONTH = { period: { dataPeriodo: 'month' as const } };
const RANGE = { period: { dataInicio: 'start' as const, dataFim: 'end' as const } };
const YEAR = { period: { ano: 'year' as const } };

describe('shiftParams: a month (month and year selectors → YYYY-MM-01)', () => {
  it('moves the month back one month, or twelve, keeping the other parameters', () => {
    expect(shiftParams({ dataPeriodo: '2026-11-01', id: 4 }, MONTH, 'previous-period')).toEqual({ dataPeriodo: '2026-10-01', id: 4 });
    expect(shiftParams({ dataPeriodo: '2026-11-01' }, MONTH, 'previous-year')).toEqual({ dataPeriodo: '2025-11-01' });
  });
  it('crosses the year in January', () => {
    expect(shiftParams({ dataPeriodo: '2026-01-01' }, MONTH, 'previous-period')).toEqual({ dataPeriodo: '2025-12-01' });
  });
  it('keeps a day inside the shorter month (31 Mar → 28 Feb, 29 Feb → 28 Feb a year back)', () => {
    expect(shiftParams({ dataPeriodo: '2026-03-31' }, MONTH, 'previous-period')).toEqual({ dataPeriodo: '2026-02-28' });
    expect(shiftParams({ dataPeriodo: '2024-02-29' }, MONTH, 'previous-year')).toEqual({ dataPeriodo: '2023-02-28' });
  });
  it('writes YYYY-MM and YYYY/MM as they came', () => {
    expect(shiftParams({ dataPeriodo: '2026-03' }, MONTH, 'previous-period')).toEqual({ dataPeriodo: '2026-02' });
    expect(shiftParams({ dataPeriodo: '2026/03' }, MONTH, 'previous-year')).toEqual({ dataPeriodo: '2025/03' });
  });
});

describe('shiftParams: a year selector (YYYY)', () => {
  it('is a year back for both choices', () => {
    expect(shiftParams({ ano: '2026' }, YEAR, 'previous-period')).toEqual({ ano: '2025' });
    expect(shiftParams({ ano: 2026 }, YEAR, 'previous-year')).toEqual({ ano: '2025' });
  });
});

describe('shiftParams: a date range', () => {
  it('YYYY/MM/DD: a month to date compares with the same days of the month before', () => {
    expect(shiftParams({ dataInicio: '2026/11/01', dataFim: '2026/11/27' }, RANGE, 'previous-period')).toEqual({ dataInicio: '2026/10/01', dataFim: '2026/10/27' });
  });
  it('YYYY-MM-DD: a whole month compares with the whole month before, however long (31 Mar → February)', () => {
    expect(shiftParams({ dataInicio: '2026-03-01', dataFim: '2026-03-31' }, RANGE, 'previous-period')).toEqual({ dataInicio: '2026-02-01', dataFim: '2026-02-28' });
    expect(shiftParams({ dataInicio: '2024-03-01', dataFim: '2024-03-31' }, RANGE, 'previous-period')).toEqual({ dataInicio: '2024-02-01', dataFim: '2024-02-29' });
    expect(shiftParams({ dataInicio: '2026-02-01', dataFim: '2026-02-28' }, RANGE, 'previous-period')).toEqual({ dataInicio: '2026-01-01', dataFim: '2026-01-31' });
  });
  it('the 1st to the 30th of March (not its last day) ends on the last day of February', () => {
    expect(shiftParams({ dataInicio: '2026-03-01', dataFim: '2026-03-30' }, RANGE, 'previous-period')).toEqual({ dataInicio: '2026-02-01', dataFim: '2026-02-28' });
  });
  it('any other range goes back by its own length in days', () => {
    expect(shiftParams({ dataInicio: '2026-11-10', dataFim: '2026-11-16' }, RANGE, 'previous-period')).toEqual({ dataInicio: '2026-11-03', dataFim: '2026-11-09' });
    // across months: 15 Mar – 14 Apr is 31 days → 12 Feb – 14 Mar
    expect(shiftParams({ dataInicio: '2026-03-15', dataFim: '2026-04-14' }, RANGE, 'previous-period')).toEqual({ dataInicio: '2026-02-12', dataFim: '2026-03-14' });
    // one day → the day before
    expect(shiftParams({ dataInicio: '2026-03-01', dataFim: '2026-03-01' }, RANGE, 'previous-period')).toEqual({ dataInicio: '2026-02-01', dataFim: '2026-02-01' });
  });
  it('a year back: each bound a year back, a month end stays the month end (28 Feb 2025 → 29 Feb 2024)', () => {
    expect(shiftParams({ dataInicio: '2025-02-01', dataFim: '2025-02-28' }, RANGE, 'previous-year')).toEqual({ dataInicio: '2024-02-01', dataFim: '2024-02-29' });
    expect(shiftParams({ dataInicio: '2026-11-10', dataFim: '2026-11-16' }, RANGE, 'previous-year')).toEqual({ dataInicio: '2025-11-10', dataFim: '2025-11-16' });
  });
  it('DD/MM/YYYY is written back in its own format', () => {
    expect(shiftParams({ dataInicio: '01/11/2026', dataFim: '27/11/2026' }, RANGE, 'previous-period')).toEqual({ dataInicio: '01/10/2026', dataFim: '27/10/2026' });
  });
});

describe('shiftParams: no period yet', () => {
  it('waits (null) while a period parameter is missing, not a date, a day that does not exist, or the range is reversed', () => {
    expect(shiftParams({}, MONTH, 'previous-period')).toBeNull();
    expect(shiftParams({ dataPeriodo: '-11-01' }, MONTH, 'previous-period')).toBeNull();
    expect(shiftParams({ dataPeriodo: '2026-02-30' }, MONTH, 'previous-period')).toBeNull();
    expect(shiftParams({ dataInicio: '2026-11-10', dataFim: '2026-11-01' }, RANGE, 'previous-period')).toBeNull();
  });
});

describe('shiftOffset and alignToCurrent: the earlier days drawn on the current axis', () => {
  it('a month forward; the days with no counterpart (29–31 Jan against February) are left out', () => {
    const offset = shiftOffset({ dataPeriodo: '2026-02-01' }, MONTH, 'previous-period')!;
    expect(offset).toEqual({ unit: 'month', amount: 1 });
    expect(alignToCurrent('2026-01-28', offset)).toBe('2026-02-28');
    expect(alignToCurrent('2026-01-31', offset)).toBeNull();
    expect(alignToCurrent('2026-01-05T00:00:00', offset)).toBe('2026-02-05T00:00:00');
  });
  it('a range of seven days: seven days forward', () => {
    const offset = shiftOffset({ dataInicio: '2026-11-10', dataFim: '2026-11-16' }, RANGE, 'previous-period')!;
    expect(offset).toEqual({ unit: 'day', amount: 7 });
    expect(alignToCurrent('2026-11-03', offset)).toBe('2026-11-10');
  });
  it('no date, no place', () => {
    expect(alignToCurrent('ontem', { unit: 'day', amount: 1 })).toBeNull();
    expect(parsePeriodValue(null)).toBeNull();
  });
});

describe('the choice in the URL', () => {
  it('reads and writes comparar, keeping the filters; an unknown value is off', () => {
    const search = writeCompare(new URLSearchParams('mes=11&ano=2026'), 'previous-year');
    expect(search.toString()).toBe('mes=11&ano=2026&comparar=ano-anterior');
    expect(readCompare(search)).toBe('previous-year');
    expect(readCompare(new URLSearchParams('comparar=ontem'))).toBeNull();
    expect(writeCompare(search, null).toString()).toBe('mes=11&ano=2026');
  });
});

describe('endsBefore: an earlier period before the first posting', () => {
  it('a month or range ending before the first-posting year or day has no data; the first month itself has', () => {
    expect(endsBefore({ dataPeriodo: '2022-12-01' }, MONTH, 2023)).toBe(true);
    expect(endsBefore({ dataPeriodo: '2023-01-01' }, MONTH, 2023)).toBe(false);
    expect(endsBefore({ dataInicio: '2023-01-01', dataFim: '2023-01-31' }, RANGE, '2023-02-01')).toBe(true);
    expect(endsBefore({ dataInicio: '2023-01-01', dataFim: '2023-02-01' }, RANGE, '2023-02-01')).toBe(false);
  });
  it('unknown first posting (the call has not answered): false', () => {
    expect(endsBefore({ dataPeriodo: '2022-12-01' }, MONTH, undefined)).toBe(false);
  });
});
