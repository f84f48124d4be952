import { describe, expect, it } from 'vitest';
import { nextSending, zonedInstant, type Schedule } from './schedule.ts';

const SP = 'America/Sao_Paulo';
const at = (iso: string) => new Date(iso);

describe('subscription schedule (business time zone)', () => {
  it('places wall-clock time in the zone, whatever the machine zone', () => {
    expect(zonedInstant('2026-11-23', '07:00', SP).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(zonedInstant('2026-11-23', '07:00', 'Asia/Tokyo').toISOString()).toBe('2026-11-22T22:00:00.000Z');
  });

  it('daily: today when the time is still ahead, else tomorrow', () => {
    const s = { frequencia: 'diaria', horario: '07:00' } as const;
    expect(nextSending(s, at('2026-11-23T09:59:00Z'), SP).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(nextSending(s, at('2026-11-23T10:00:00Z'), SP).toISOString()).toBe('2026-11-24T10:00:00.000Z');
    // 23:30 in São Paulo is already the next day in UTC: the local date counts
    expect(nextSending({ frequencia: 'diaria', horario: '23:30' }, at('2026-11-24T02:00:00Z'), SP).toISOString()).toBe('2026-11-24T02:30:00.000Z');
  });

  it('weekly: the next listed weekday (1 = segunda)', () => {
    const s: Schedule = { frequencia: 'semanal', horario: '08:15', dias_semana: [1, 5] };
    // 2026-11-24 is a Tuesday → Friday 27
    expect(nextSending(s, at('2026-11-24T12:00:00Z'), SP).toISOString()).toBe('2026-11-27T11:15:00.000Z');
    expect(nextSending(s, at('2026-11-27T11:15:00Z'), SP).toISOString()).toBe('2026-11-30T11:15:00.000Z');
  });

  it('monthly: the day, or the last day of a shorter month', () => {
    const s = { frequencia: 'mensal', horario: '06:00', dia_mes: 31 } as const;
    expect(nextSending(s, at('2026-11-05T00:00:00Z'), SP).toISOString()).toBe('2026-11-30T09:00:00.000Z');
    expect(nextSending(s, at('2026-12-01T00:00:00Z'), SP).toISOString()).toBe('2026-12-31T09:00:00.000Z');
    expect(nextSending(s, at('2027-01-31T10:00:00Z'), SP).toISOString()).toBe('2027-02-28T09:00:00.000Z');
  });
});
