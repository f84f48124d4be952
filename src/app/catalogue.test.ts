import { describe, expect, it } from 'vitest';
import { formatDefinitionError, validateDefinition } from '../engine/definition/validate.ts';
import { NO_CODE } from '../engine/definition/screen-meta.ts';
import { catalogue, catalogueEntries } from './catalogue.ts';

describe('screen catalogue', () => {
  it('holds every screen of spec 1 §2.1 and its private routes', () => {
    const routes = catalogue.map((d) => d.route);
    for (const r of [
      '/frota/dashboard', '/consulta-posicao-veiculo', '/frota/media-combustiveis', '/frota/preco-combustiveis', '/frota/km-rodados',
      '/dashboard_financeiro', '/financeiro/dre', '/financeiro/dre/veiculos', '/aprovar-titulos-pagar', '/financeiro/recebimentos-vs-pagamentos',
      '/dashboard-faturamento', '/faturamento/dashboard', '/curva-abc-clientes', '/intercarg/faturamento/curva-abc-clientes',
      '/curva-abc-representantes', '/curva-abc-produtos', '/faturamento/locacao_equipamentos/dashboard',
      '/faturamento/locacao_equipamentos/equipamentos_situacao', '/painel-recursos', '/ordem_producao_comparativo',
      '/ordem_producao_situacao', '/apontamentos', '/apontamentos-operador-produto-acabado', '/apontamentos-produto-acabado',
      '/monitoramento-de-cargas', '/aprovacao-ordens-compras', '/detalhesCadastro/:tipo_cadastro',
    ]) expect(routes).toContain(r);
  });

  it('has unique routes and unique screen codes', () => {
    const routes = catalogue.map((d) => d.route);
    expect(new Set(routes).size).toBe(routes.length);
    // '00.00.0000' is "the spec gives no code" (src/engine/definition/screen-meta.ts NO_CODE): several screens share it
    const codes = catalogue.map((d) => d.code).filter((code) => code !== NO_CODE);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('names each file after the code it declares', () => {
    for (const { file, definition } of catalogueEntries) {
      expect(file.split('/').pop()!.slice(0, 4)).toBe(definition.code.slice(-4));
    }
  });

  it('only has definitions that match the schema', () => {
    for (const { file, definition } of catalogueEntries) {
      const result = validateDefinition(definition, file);
      const errors = result.ok ? [] : result.errors.map(formatDefinitionError);
      expect({ file, errors }).toEqual({ file, errors: [] });
    }
  });

  it('has no menu order used twice except by module variants of the same entry', () => {
    const seen = new Map<number, string>();
    for (const d of catalogue.filter((x) => x.menu && x.module === undefined)) {
      expect(seen.get(d.menu!.order)).toBeUndefined();
      seen.set(d.menu!.order, d.code);
    }
  });
});
