import { describe, expect, it } from 'vitest';
import { catalogue } from '../catalogue.ts';
import type { AccessContext } from '../access/rules.ts';
import { goToEntries, searchScreens } from './goToMatch.ts';
import { fold } from '../foldText.ts';

const ctx = (liberar: number[], ocultar: number[] = [], codigo_modulo = 1): AccessContext => ({
  company: { id: 1, codigo_modulo },
  permissions: { status: 'ok', empresaId: 1, liberar, ocultar },
});
const ALL = [1325, 1326, 1327, 1328, 1329, 1330, 1331, 1332, 1338, 1367, 1370, 1396, 1475, 1477];
const codes = (query: string, c = ctx(ALL)) => searchScreens(goToEntries(catalogue, c), query).map((e) => e.code);

describe('go to a screen: matching', () => {
  it('finds a screen by its number, its code with or without the system, and while the number is typed', () => {
    expect(codes('1325')[0]).toBe('01.74.1325');
    expect(codes('01.74.1325')[0]).toBe('01.74.1325');
    expect(codes('74.1325')[0]).toBe('01.74.1325');
    expect(codes('1325')).toHaveLength(1);
    // '132' starts 1325..1329: all of them, in menu order
    expect(codes('132')).toEqual(['01.74.1325', '01.76.1327', '01.76.1326', '01.76.1328', '01.76.1329']);
  });

  it('finds words of a title, accent- and case-insensitively, the title before a panel or group that has them', () => {
    expect(codes('abc cli')).toEqual(['01.76.1326']);
    expect(codes('ABC CLÍ')).toEqual(['01.76.1326']);
    // 'Fluxo de Caixa' is a panel of the financial dashboard
    expect(codes('fluxo')[0]).toBe('01.74.1325');
    expect(codes('aprovacao')).toEqual(expect.arrayContaining(['01.75.1367']));
    expect(codes('xyzzy')).toEqual([]);
    expect(fold('  Relação de PRODUÇÃO ')).toBe('relacao de producao');
  });

  it('lists what the menu lists: hidden codes left out, screens not released shown disabled after the released ones', () => {
    // carla: 1326 not released (disabled), 1329 hidden
    const carla = ctx([1325, 1327, 1328, 1329, 1330, 1331, 1367], [1329]);
    const abc = searchScreens(goToEntries(catalogue, carla), 'curva abc');
    expect(abc.map((e) => [e.code, e.disabled])).toEqual([['01.76.1328', false], ['01.76.1326', true]]);
    expect(codes('1329', carla)).toEqual([]);
    // a module 2 company sees its own variant of a screen, not the module 1 one
    const intercarg = codes('curva abc clientes', ctx([1417], [], 2));
    expect(intercarg).toEqual(['02.76.1417']);
  });
});
