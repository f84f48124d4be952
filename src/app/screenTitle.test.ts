import { describe, expect, it } from 'vitest';
import { screenTitle } from './screenTitle.ts';

const definition = {
  title: 'Equipamentos',
  titleByQuery: {
    param: 'id_situacao',
    default: 't',
    titles: { t: 'Equipamentos', l: 'Equipamentos Locados', e: 'Equipamentos Estoque', m: 'Equipamentos Manutenção' },
  },
};

describe('screenTitle (titleByQuery)', () => {
  it('follows the URL parameter', () => {
    expect(screenTitle(definition, new URLSearchParams('id_situacao=l'))).toBe('Equipamentos Locados');
    expect(screenTitle(definition, new URLSearchParams('id_situacao=m&x=1'))).toBe('Equipamentos Manutenção');
  });
  it('uses the default when the parameter is absent or empty', () => {
    expect(screenTitle({ ...definition, titleByQuery: { ...definition.titleByQuery, default: 'e' } }, new URLSearchParams(''))).toBe('Equipamentos Estoque');
    expect(screenTitle({ ...definition, titleByQuery: { ...definition.titleByQuery, default: 'l' } }, new URLSearchParams('id_situacao='))).toBe('Equipamentos Locados');
  });
  it('keeps the title for an unknown value, inherited keys and screens without the rule', () => {
    expect(screenTitle(definition, new URLSearchParams('id_situacao=x'))).toBe('Equipamentos');
    expect(screenTitle(definition, new URLSearchParams('id_situacao=toString'))).toBe('Equipamentos');
    expect(screenTitle({ title: 'Dashboard Locação' }, new URLSearchParams('id_situacao=l'))).toBe('Dashboard Locação');
  });
});
