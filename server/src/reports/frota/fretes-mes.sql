-- The month's freights (shared by the Dashboard Frota statements): loaded orders ('N') of the month, not
-- cancelled, with their vehicle, driver and CT-e totals. $inicio/$fim: the month of
-- `periodo` (dashboardPeriodo).
fretes AS (
  SELECT o.id, o.nro_ordem, o.veiculo_id, o.motorista_id, o.peso_bruto, o.valor_frete, v.capacidade_carga,
    coalesce((SELECT sum(c.valor_total) FROM ctes c WHERE c.ordem_carregamento_id = o.id AND c.tipo_cte = 'N'), 0) AS valor_normal,
    coalesce((SELECT sum(c.valor_total) FROM ctes c WHERE c.ordem_carregamento_id = o.id AND c.tipo_cte = 'R'), 0) AS valor_reentrega
  FROM ordens_carregamento o
  JOIN veiculos v ON v.id = o.veiculo_id
  WHERE o.empresa_id = CAST($empresaId AS INTEGER)
    AND o.tipo_ordem = 'N'
    AND o.situacao <> 'Cancelada'
    AND CAST(o.data_emissao AS DATE) BETWEEN CAST($inicio AS DATE) AND CAST($fim AS DATE)
)
