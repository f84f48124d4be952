import type { SeedContext } from './context.ts';

/**
 * Accounting postings that feed the DRE, derived from the operational documents (so the DRE agrees with billing,
 * payables and fuel): revenue from sales invoices (net of returns), CT-es per vehicle and order-based receivables;
 * costs and expenses from payable titles by their account; fleet costs per vehicle (fuel, third-party freight,
 * tolls, monthly tyres/maintenance/driver wages); interest received and paid from settlements.
 */
export async function seedDre(ctx: SeedContext): Promise<void> {
  await ctx.db.run(`
    CREATE OR REPLACE TEMP TABLE tmp_pc AS SELECT empresa_id, codigo, id FROM plano_contas;
    CREATE OR REPLACE TEMP TABLE tmp_cc AS
      SELECT empresa_id, descricao, min(id) AS id FROM centros_custo GROUP BY ALL;
    INSERT INTO lancamentos_contabeis
    SELECT row_number() OVER (ORDER BY l.empresa_id, l.data, l.filial_id, l.codigo, l.veiculo_id NULLS FIRST, l.historico, l.cc)::INTEGER,
      l.empresa_id, l.filial_id, pc.id, cc.id, l.veiculo_id, l.data, l.valor, l.historico
    FROM (
      SELECT n.empresa_id, n.filial_id, CASE WHEN n.empresa_id = 2 THEN '1.1.03' ELSE '1.1.01' END AS codigo, 'Comercial' AS cc,
        NULL::INTEGER AS veiculo_id, n.data_emissao AS data, sum(n.valor_total - n.valor_devolvido) AS valor, 'Faturamento de notas fiscais' AS historico
      FROM notas_saida n GROUP BY ALL
      UNION ALL
      SELECT c.empresa_id, c.filial_id, CASE WHEN c.tipo_cte = 'R' THEN '1.1.02' ELSE '1.1.01' END, 'Operações', o.veiculo_id, c.data_emissao,
        sum(c.valor_total), CASE WHEN c.tipo_cte = 'R' THEN 'Reentregas (CT-e)' ELSE 'Fretes emitidos (CT-e)' END
      FROM ctes c JOIN ordens_carregamento o ON o.id = c.ordem_carregamento_id GROUP BY ALL
      UNION ALL
      SELECT empresa_id, filial_id, '1.1.01', 'Comercial', NULL, data_emissao, sum(valor), 'Vendas por pedido'
      FROM titulos_receber WHERE tipo_doc_origem = 'PD' AND data_emissao <= hoje() GROUP BY ALL
      UNION ALL
      SELECT t.empresa_id, t.filial_id, '1.2.01', 'Administrativo', NULL, last_day(b.data_pagamento), sum(b.valor_juros), 'Juros recebidos'
      FROM baixas_receber b JOIN titulos_receber t ON t.id = b.titulo_receber_id WHERE b.valor_juros > 0 AND last_day(b.data_pagamento) <= hoje() GROUP BY ALL
      UNION ALL
      SELECT t.empresa_id, t.filial_id, p.codigo, coalesce(c.descricao, 'Administrativo'), NULL, t.data_emissao, sum(t.valor), 'Títulos a pagar: ' || p.descricao
      FROM titulos_pagar t JOIN plano_contas p ON p.id = t.plano_contas_id LEFT JOIN centros_custo c ON c.id = t.centro_custo_id
      WHERE t.data_emissao <= hoje() GROUP BY ALL
      UNION ALL
      SELECT t.empresa_id, t.filial_id, '3.1.07', 'Administrativo', NULL, last_day(b.data_pagamento), sum(b.valor_juros), 'Juros pagos'
      FROM baixas_pagar b JOIN titulos_pagar t ON t.id = b.titulo_pagar_id WHERE b.valor_juros > 0 AND last_day(b.data_pagamento) <= hoje() GROUP BY ALL
      UNION ALL
      SELECT a.empresa_id, v.filial_id, CASE WHEN a.combustivel = 'ARLA' THEN '2.1.02' ELSE '2.1.01' END, 'Frota própria', a.veiculo_id, a.data_emissao,
        sum(a.valor), CASE WHEN a.combustivel = 'ARLA' THEN 'Abastecimentos Arla 32' ELSE 'Abastecimentos diesel' END
      FROM abastecimentos a JOIN veiculos v ON v.id = a.veiculo_id GROUP BY ALL
      UNION ALL
      SELECT o.empresa_id, o.filial_id, '2.1.07', 'Agregados', o.veiculo_id, o.data_emissao::DATE, sum(o.valor_frete_terceiro), 'Fretes pagos a terceiros'
      FROM ordens_carregamento o WHERE o.valor_frete_terceiro > 0 GROUP BY ALL
      UNION ALL
      SELECT c.empresa_id, c.filial_id, '2.1.05', 'Operações', o.veiculo_id, c.data_emissao, sum(c.valor_pedagio), 'Pedágios'
      FROM ctes c JOIN ordens_carregamento o ON o.id = c.ordem_carregamento_id WHERE c.valor_pedagio > 0 GROUP BY ALL
      UNION ALL
      SELECT v.empresa_id, v.filial_id, x.codigo, 'Oficina', v.id, last_day(m.mes)::DATE,
        money(x.base * (0.6 + rnd(hash(v.id, x.codigo), m.mes::VARCHAR) * 0.8)), x.hist
      FROM veiculos v
      CROSS JOIN (SELECT DISTINCT date_trunc('month', data_emissao) AS mes FROM abastecimentos) m
      CROSS JOIN (VALUES ('2.1.03', 1800.0, 'Pneus'), ('2.1.04', 2500.0, 'Manutenção de veículos'), ('2.1.06', 6200.0, 'Salários de motoristas'),
                         ('2.1.08', 900.0, 'Seguro de cargas')) x(codigo, base, hist)
      WHERE v.tipo_veiculo <> 'R' AND v.proprio = 'S' AND last_day(m.mes) <= hoje()
    ) l
    JOIN tmp_pc pc ON pc.empresa_id = l.empresa_id AND pc.codigo = l.codigo
    LEFT JOIN tmp_cc cc ON cc.empresa_id = l.empresa_id AND cc.descricao = l.cc
    WHERE l.valor > 0;
    DROP TABLE tmp_pc; DROP TABLE tmp_cc;`);
}
