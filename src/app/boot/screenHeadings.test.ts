import { describe, expect, it } from 'vitest';
import { generatePath } from 'react-router-dom';
import { catalogueEntries } from '../catalogue.ts';
import { screenHeadingText, screenTitle } from '../screenTitle.ts';
import { bootHeading } from './screenHeadings.ts';

describe('bootHeading (the heading the boot shell draws before the private chunk)', () => {
  it("is the heading the screen itself shows, for every private screen of the catalogue (the build's list)", () => {
    const privates = catalogueEntries.map((e) => e.definition).filter((d) => !d.public);
    expect(privates.length).toBeGreaterThan(20);
    for (const d of privates) {
      const params = Object.fromEntries([...d.route.matchAll(/:(\w+)/g)].map(([, name]) => [name, 'X']));
      const path = generatePath(d.route, params);
      const suffix = d.titleParam ? 'X' : undefined;
      expect(bootHeading(path, ''), path).toBe(screenHeadingText(d.code, screenTitle(d, new URLSearchParams('')), suffix));
    }
  });
  it('follows the route parameter and the query, as the screen does', () => {
    expect(bootHeading('/dashboard_financeiro', '')).toBe('01.74.1325 Dashboard Financeiro');
    expect(bootHeading('/faturamento/locacao_equipamentos/equipamentos_situacao', '?id_situacao=l')).toMatch(/ Equipamentos Locados$/);
    expect(bootHeading('/detalhesCadastro/motorista', '')).toMatch(/ motorista$/);
  });
  it('is null for Home, public pages and unknown paths (the spinner, as before)', () => {
    expect(bootHeading('/home', '')).toBeNull();
    expect(bootHeading('/nao-existe', '')).toBeNull();
    const publics = catalogueEntries.map((e) => e.definition).filter((d) => d.public);
    expect(publics.length).toBeGreaterThan(0);
    for (const d of publics) expect(bootHeading(generatePath(d.route, Object.fromEntries([...d.route.matchAll(/:(\w+)/g)].map(([, n]) => [n, 'abc']))), '')).toBeNull();
  });
});
