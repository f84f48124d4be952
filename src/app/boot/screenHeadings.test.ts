import { describe, expect, it } from 'vitest';
import { generatePath } from 'react-router-dom';
import { catalogueEntries } from '../catalogue.ts';
import { screenHeadingText, screenTitle, titleSuffix } from '../screenTitle.ts';
import { bootScreen } from './screenHeadings.ts';
import { idleText } from '../../engine/runtime/idleState.ts';
import { subtitleSource } from '../subtitleText.ts';

const bootHeading = (pathname: string, search: string) => bootScreen(pathname, search)?.heading ?? null;

describe("bootScreen (the heading the boot shell draws before the portal's chunks)", () => {
  it("is the heading the screen itself shows, for every private screen of the catalogue (the build's list)", () => {
    const privates = catalogueEntries.map((e) => e.definition).filter((d) => !d.public);
    expect(privates.length).toBeGreaterThan(20);
    for (const d of privates) {
      const params = Object.fromEntries([...d.route.matchAll(/:(\w+)/g)].map(([, name]) => [name, 'X']));
      const path = generatePath(d.route, params);
      const suffix = titleSuffix(d, params);
      expect(bootHeading(path, ''), path).toBe(screenHeadingText(d.code, screenTitle(d, new URLSearchParams('')), suffix));
    }
  });
  it('follows the route parameter and the query, as the screen does', () => {
    expect(bootHeading('/dashboard_financeiro', '')).toBe('01.74.1325 Dashboard Financeiro');
    expect(bootHeading('/faturamento/locacao_equipamentos/equipamentos_situacao', '?id_situacao=l')).toMatch(/ Equipamentos Locados$/);
    // the category in words (titleParamLabels), never the raw code; an unknown one adds nothing
    expect(bootHeading('/detalhesCadastro/motorista', '')).toBe('Cadastros Pendentes de Motorista');
    expect(bootHeading('/detalhesCadastro/operacoes_normais', '')).toBe('Cadastros Pendentes de Operações normais');
    expect(bootHeading('/detalhesCadastro/caminhao', '')).toBe('Cadastros Pendentes de');
  });
  it('is null for Home and unknown paths (the spinner, as before)', () => {
    expect(bootScreen('/home', '')).toBeNull();
    expect(bootScreen('/nao-existe', '')).toBeNull();
  });
  it('draws a public page in the public frame, with the heading the page shows', () => {
    const publics = catalogueEntries.map((e) => e.definition).filter((d) => d.public);
    expect(publics.length).toBeGreaterThan(2);
    for (const d of publics) {
      const params = Object.fromEntries([...d.route.matchAll(/:(\w+)/g)].map(([, n]) => [n, 'abc']));
      const path = generatePath(d.route, params);
      const suffix = titleSuffix(d, params);
      const source = subtitleSource(d);
      expect(bootScreen(path, ''), path).toEqual({
        heading: screenHeadingText(d.code, screenTitle(d, new URLSearchParams('')), suffix),
        public: true,
        ...(source ? { subtitle: { source, route: params } } : {}),
      });
    }
    expect(bootScreen('/dashboard_financeiro', '')?.public).toBe(false);
  });
  it("carries the subtitle's call and field, with the route's parameters (the carrier's name on the tracking pages)", () => {
    expect(bootScreen('/logistica/rastreamento-transportadora/h1/detalhes/n2', '')?.subtitle).toEqual({
      source: { path: '/v2/logistica/rastreamento/transportadora/{route.hash}/dados', field: 'body.razao_social' },
      route: { hash: 'h1', nfHash: 'n2' },
    });
    expect(bootScreen('/logistica/rastreamento/h3', '')?.subtitle?.source.field).toBe('data.result.transportadora.nome');
    expect(bootScreen('/dashboard_financeiro', '')?.subtitle).toBeUndefined();
  });
  it("carries the panels' waiting text for a screen that opens waiting for a search, only with no query in the URL", () => {
    expect(bootScreen('/frota/km-rodados', '')?.idle).toBe(idleText('Filtrar'));
    expect(bootScreen('/curva-abc-clientes', '')?.idle).toBe("Informe os filtros e clique em 'Filtrar' para ver os dados.");
    // filters in the URL search at once; any other query (a detail open) is not the screen's opening either
    expect(bootScreen('/frota/km-rodados', '?dataInicio=2026-11-01&dataFim=2026-11-28')?.idle).toBeUndefined();
    // screens that load at open, with or without a submit button
    expect(bootScreen('/dashboard_financeiro', '')?.idle).toBeUndefined();
    expect(bootScreen('/aprovar-titulos-pagar', '')?.idle).toBeUndefined();
  });
});
