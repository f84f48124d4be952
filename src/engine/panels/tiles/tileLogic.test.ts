import { describe, expect, test } from 'vitest';
import { bandFor, filterRows, formatClock, timerText } from './tileLogic.ts';
import { examples, RECURSOS } from './examples.ts';
import type { TilesOptions } from './schema.ts';

const options = examples[0].definition.panels![0] as unknown as TilesOptions;
const bands = options.tone!.bands;

describe('tile logic', () => {
  test('bands: 0 Ocioso, 1 Produzindo, 2 and more Parado; equals for codes', () => {
    expect([0, 1, 2, 3, 17].map((v) => bandFor(bands, v)?.label)).toEqual(['Ocioso', 'Produzindo', 'Parado', 'Parado', 'Parado']);
    expect(bandFor(bands, '1')?.label).toBe('Produzindo');
    expect(bandFor([{ equals: 'l', color: 'green', label: 'Locado' }], 'm')).toBeUndefined();
  });

  test('the clock: hh:mm:ss past 24 hours; negative seconds give the spec text', () => {
    expect(formatClock(0)).toBe('00:00:00');
    expect(formatClock(3599)).toBe('00:59:59');
    expect(formatClock(90061)).toBe('25:01:01');
    expect(timerText(-1, 30, 'Sempre Parada')).toBe('Sempre Parada');
    expect(timerText(58, 3, 'Sempre Parada')).toBe('00:01:01');
    expect(timerText(null, 3, 'Sempre Parada')).toBe('--');
  });

  test("the client filter keeps one band's rows; 'todos' or nothing keeps all", () => {
    expect(filterRows(RECURSOS, options, 'parado').map((r) => r.id_recurso)).toEqual([103, 104]);
    expect(filterRows(RECURSOS, options, 'ocioso').map((r) => r.id_recurso)).toEqual([102]);
    expect(filterRows(RECURSOS, options, 'todos').length).toBe(5);
    expect(filterRows(RECURSOS, options, undefined).length).toBe(5);
  });
});
