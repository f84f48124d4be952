import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { JsdomStyles } from '../../engine/tests/jsdomStyles.tsx';
import { MapView } from './MapView.tsx';
import type { MapPoint } from './types.ts';

// Google cannot load here: its surface fails as it does without network (the e2e loads the real one)
vi.mock('./googleSurface.ts', () => ({ googleSurface: () => Promise.reject(new Error('sem rede')) }));

// A one-country world (land and a border): the offline basemap's fetch answers it (jsdom reaches no file).
const mundo = {
  land: { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [[[-49, -28], [-48, -28], [-48, -27], [-49, -27], [-49, -28]]] } }] },
  borders: { type: 'MultiLineString', coordinates: [[[-49, -28], [-48, -27]]] },
};
// …and Brazil's file one state and two cities
const brasil = {
  states: { type: 'FeatureCollection', features: [{ type: 'Feature', properties: { uf: 'SC', nome: 'Santa Catarina', label: [-27.5, -50.5] }, geometry: { type: 'MultiPolygon', coordinates: [[[[-53, -26], [-48, -26], [-48, -29], [-53, -29], [-53, -26]]]] } }] },
  cities: [{ nome: 'Florianópolis', uf: 'SC', lat: -27.6, lng: -48.55, capital: true }, { nome: 'Tijucas', uf: 'SC', lat: -27.24, lng: -48.63, capital: false }],
};
beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async (url: string) => new Response(JSON.stringify(String(url).includes('brasil') ? brasil : mundo), { status: 200 })));
});
afterEach(() => vi.unstubAllGlobals());

const points: MapPoint[] = [
  { key: '1', lat: -27.2, lng: -48.6, category: 'Atrasado', title: 'AAA1A11' },
  { key: '2', lat: -27.3, lng: -48.7, category: 'Atrasado', title: 'BBB2B22' },
  { key: '3', lat: -27.1, lng: -48.5, category: 'Ocioso', title: 'CCC3C33' },
  { key: '4', lat: null, lng: null, category: 'Ocioso', title: 'sem posição' },
];
const categories = [{ value: 'Atrasado', color: 'red' as const }, { value: 'Dentro do Prazo', color: 'green' as const }, { value: 'Ocioso', color: 'blue' as const }];
const markers = (cat?: string) => document.querySelectorAll(`.leaflet-marker-icon${cat ? `[data-category="${cat}"]` : ''}`).length;

describe('MapView', () => {
  it('draws one 40×40 marker per located point, a legend with counts, and toggles a category', async () => {
    render(<JsdomStyles><MapView points={points} categories={categories} /></JsdomStyles>);
    await waitFor(() => expect(markers()).toBe(3));
    const icon = document.querySelector<HTMLImageElement>('.leaflet-marker-icon')!;
    expect(icon.style.width).toBe('40px');
    expect(icon.style.height).toBe('40px');
    // counts include the vehicle without a position
    expect(screen.getByText('Atrasado (2)')).toBeInTheDocument();
    expect(screen.getByText('Dentro do Prazo (0)')).toBeInTheDocument();
    expect(screen.getByText('Ocioso (2)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: /Atrasado/ }));
    await waitFor(() => expect(markers('Atrasado')).toBe(0));
    expect(markers('Ocioso')).toBe(1);
    fireEvent.click(screen.getByRole('checkbox', { name: /Atrasado/ }));
    await waitFor(() => expect(markers('Atrasado')).toBe(2));
    // the offline basemap was drawn from the shipped shapes (no error shown)
    await waitFor(() => expect(document.querySelector('.leaflet-basemap-pane path')).not.toBeNull());
    expect(screen.queryByText('Erro ao carregar o mapa')).toBeNull();
    // with Brazil's states and cities named
    expect(screen.getByText('Santa Catarina')).toBeInTheDocument();
    expect(screen.getByText('Tijucas')).toBeInTheDocument();
    expect(screen.getByText('Florianópolis').closest('.mirante-basemap-capital')).not.toBeNull();
  });

  it('a focus on a hidden category shows it again', async () => {
    const { rerender } = render(<JsdomStyles><MapView points={points} categories={categories} /></JsdomStyles>);
    await waitFor(() => expect(markers()).toBe(3));
    fireEvent.click(screen.getByRole('checkbox', { name: /Ocioso/ }));
    await waitFor(() => expect(markers('Ocioso')).toBe(0));
    await act(async () => rerender(<JsdomStyles><MapView points={points} categories={categories} focus={{ key: '3' }} /></JsdomStyles>));
    await waitFor(() => expect(markers('Ocioso')).toBe(1));
    expect(screen.getByRole('checkbox', { name: /Ocioso/ })).toBeChecked();
  });

  it('says there is no location, and that the basemap failed when it did', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 500 })));
    vi.resetModules(); // a fresh basemap module: the shapes of the earlier tests are cached
    const { MapView: FreshMapView } = await import('./MapView.tsx');
    render(<JsdomStyles><FreshMapView points={[points[3]!]} /></JsdomStyles>);
    expect(await screen.findByText('Nenhuma localização disponível para exibir no mapa.')).toBeInTheDocument();
    expect(await screen.findByText('Erro ao carregar o mapa')).toBeInTheDocument();
  });

  it('draws a route: the polyline and its labelled markers', async () => {
    const route = { path: [[-27, -48], [-27.5, -48.5]] as [number, number][], markers: [{ lat: -27, lng: -48, label: 'Origem: Itajaí/SC' }] };
    render(<JsdomStyles><MapView points={[]} route={route} fit="route" /></JsdomStyles>);
    await waitFor(() => expect(document.querySelector('path.mirante-route')).not.toBeNull());
    expect(screen.getByText('Origem: Itajaí/SC')).toBeInTheDocument();
    expect(screen.queryByText('Nenhuma localização disponível para exibir no mapa.')).toBeNull();
  });

  it("the key call's failure says so (and the screen's detail), and the offline map is drawn", async () => {
    render(<JsdomStyles><MapView points={points} keyError keyErrorDetail="Detalhe da tela" /></JsdomStyles>);
    expect(await screen.findByText('Ocorreu um erro ao carregar a chave de API do Google Maps')).toBeInTheDocument();
    expect(screen.getByText('Detalhe da tela')).toBeInTheDocument();
    await waitFor(() => expect(markers()).toBe(3));
    expect(screen.queryByText('Erro ao carregar o mapa')).toBeNull();
  });

  it("a key whose Google script cannot load: 'Erro ao carregar o mapa', then the same markers on the Leaflet map", async () => {
    render(<JsdomStyles><MapView points={points} categories={categories} googleKey="AIzaChaveDeTeste" /></JsdomStyles>);
    expect(await screen.findByText('Erro ao carregar o mapa')).toBeInTheDocument();
    await waitFor(() => expect(markers()).toBe(3));
    expect(screen.getByRole('region', { name: 'Mapa' })).toHaveAttribute('data-provider', 'leaflet');
    expect(screen.queryByText('Ocorreu um erro ao carregar a chave de API do Google Maps')).toBeNull();
  });

  it('nothing is drawn while the key is asked for', async () => {
    const { rerender } = render(<JsdomStyles><MapView points={points} keyPending /></JsdomStyles>);
    await new Promise((r) => setTimeout(r, 20));
    expect(markers()).toBe(0);
    rerender(<JsdomStyles><MapView points={points} /></JsdomStyles>);
    await waitFor(() => expect(markers()).toBe(3));
  });
});
