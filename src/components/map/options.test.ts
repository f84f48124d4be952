import { describe, expect, it } from 'vitest';
import { decodePolyline, encodePolyline } from '../../../common/polyline.ts';
import { parseCategories, parsePairs, readRoute, rowsToPoints } from './options.ts';
import { formatValue } from '../../engine/format/formatValue.ts';

describe('decodePolyline', () => {
  it("decodes Google's documented example", () => {
    // https://developers.google.com/maps/documentation/utilities/polylinealgorithm
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([[38.5, -120.2], [40.7, -120.95], [43.252, -126.453]]);
  });

  it('decodes southern, western points (the seed encodes them; rota-ordem.test.ts reads the seeded routes back)', () => {
    // [-27.24, -48.63] then [-27.1, -48.9]
    expect(decodePolyline('~hgeDn`ygH_jZnvs@')).toEqual([[-27.24, -48.63], [-27.1, -48.9]]);
  });

  it('round-trips the encoder (southern hemisphere, west longitudes, a repeated point)', () => {
    const pts: [number, number][] = [[-27.24, -48.63], [-27.1, -48.9], [-26.91234, -49.06612], [-26.91234, -49.06612]];
    expect(decodePolyline(encodePolyline(pts))).toEqual(pts);
  });

  it('stops at a truncated string instead of inventing a point', () => {
    expect(decodePolyline('~hgeDn`ygH_jZn')).toEqual([[-27.24, -48.63]]);
    expect(decodePolyline('')).toEqual([]);
  });
});

describe('map props', () => {
  it('reads categories and pairs; unknown colours become grey', () => {
    expect(parseCategories('Atrasado=red; Dentro do Prazo=green;Ocioso=pink')).toEqual([
      { value: 'Atrasado', color: 'red' }, { value: 'Dentro do Prazo', color: 'green' }, { value: 'Ocioso', color: 'grey' },
    ]);
    expect(parsePairs('Situação=situacao_veiculo;Local=localizacao_atual')).toEqual([['Situação', 'situacao_veiculo'], ['Local', 'localizacao_atual']]);
  });

  it('turns rows (or one record) into points; a missing coordinate is null', () => {
    const fields = { latField: 'la', lngField: 'lo', keyField: 'codigo', categoryField: 'sit', titleFields: ['placa', 'nome'], popupFields: [['Local', 'loc']] as [string, string][] };
    expect(rowsToPoints([{ codigo: 7, la: -27.1, lo: '-48.5', sit: 'Ocioso', placa: 'ABC1D23', nome: 'Ana', loc: null }], fields)).toEqual([
      { key: '7', lat: -27.1, lng: -48.5, category: 'Ocioso', title: 'ABC1D23 - Ana', lines: ['Local: -'] },
    ]);
    expect(rowsToPoints({ codigo: 1, la: null, lo: null }, fields)[0]).toMatchObject({ key: '1', lat: null, lng: null });
    expect(rowsToPoints(undefined, fields)).toEqual([]);
  });

  it("formats a popup field named with its format ('campo|datetime'), and leaves the others as they came", () => {
    const fields = { latField: 'la', lngField: 'lo', keyField: 'k', popupFields: parsePairs('Última localização=quando|datetime;Valor=v|currency;Placa=placa;Vazio=nada|datetime') };
    expect(rowsToPoints([{ k: 1, la: -27, lo: -48, quando: '2026-12-07T06:28:00', v: 1234.5, placa: 'ABC1D23', nada: null }], fields)[0].lines).toEqual([
      'Última localização: 07/12/2026 06:28', `Valor: ${formatValue(1234.5, 'currency')}`, 'Placa: ABC1D23', 'Vazio: -',
    ]);
  });

  it('reads a route answer; polyline null and no markers is no route', () => {
    const polyline = '~lxcD~~}cH~s`B~s`B'; // [-27, -48] → [-27.5, -48.5]
    expect(readRoute({ results: { polyline, markers: [{ lat: -27, lng: -48, label: 'Origem' }] } }, 'results')).toEqual({
      path: [[-27, -48], [-27.5, -48.5]], markers: [{ lat: -27, lng: -48, label: 'Origem' }],
    });
    expect(readRoute({ results: { polyline: null, markers: [] } }, 'results')).toBeNull();
    expect(readRoute(undefined, 'results')).toBeNull();
  });
});
