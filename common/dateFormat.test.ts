import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, formatWeekday, parseDate, toApiDate } from './dateFormat.ts';

describe('formatDate', () => {
  it("shows DD/MM/YYYY from 'YYYY-MM-DD' without shifting the day", () => {
    expect(formatDate('2026-11-21')).toBe('21/11/2026');
    expect(formatDate('2026-01-01')).toBe('01/01/2026');
  });
  it('reads ISO date-times and slashes', () => {
    expect(formatDate('2026-11-21T23:59:59')).toBe('21/11/2026');
    expect(formatDate('2026-11-21T02:00:00.000Z')).toBe('21/11/2026');
    expect(formatDate('2026/11/21')).toBe('21/11/2026');
    expect(formatDate('21/11/2026')).toBe('21/11/2026');
  });
  it("shows '--' for empty and invalid dates", () => {
    for (const v of [null, undefined, '', '2026-02-30', 'ontem', 0, '0000-00-00']) expect(formatDate(v)).toBe('--');
  });
});

describe('formatDateTime / formatTime', () => {
  it('shows DD/MM/YYYY HH:mm', () => {
    expect(formatDateTime('2026-11-21T08:05:09')).toBe('21/11/2026 08:05');
    expect(formatDateTime('2026-11-21 17:30')).toBe('21/11/2026 17:30');
    expect(formatDateTime('2026-11-21')).toBe('21/11/2026 00:00');
    expect(formatDateTime('2026-11-21T10:00:00-06:00')).toBe('21/11/2026 10:00');
    expect(formatDateTime(null)).toBe('--');
  });
  it('shows HH:mm', () => {
    expect(formatTime('2026-11-21T08:05:09')).toBe('08:05');
    expect(formatTime('14:30:00')).toBe('14:30');
    expect(formatTime('2026-11-21')).toBe('--');
  });
});

describe('formatWeekday', () => {
  it('names the weekday of a date', () => {
    expect(formatWeekday('2026-11-21')).toBe('Sábado');
    expect(formatWeekday('2026-11-23')).toBe('Segunda-feira');
  });
  it('keeps a weekday name the API already sent', () => {
    expect(formatWeekday('Terça-feira')).toBe('Terça-feira');
    expect(formatWeekday('')).toBe('--');
  });
});

describe('parseDate / toApiDate', () => {
  it('reads Date objects in local time', () => {
    expect(parseDate(new Date(2026, 10, 21, 9, 30))).toMatchObject({ year: 2026, month: 11, day: 21, hour: 9, minute: 30 });
    expect(parseDate(new Date('x'))).toBeNull();
  });
  it('writes query dates', () => {
    expect(toApiDate('21/11/2026')).toBe('2026/11/21');
    expect(toApiDate('2026-11-21', '-')).toBe('2026-11-21');
    expect(toApiDate('nope')).toBeNull();
  });
});
