-- The month's CT-es of the company (module-2 billing = ctes.valor_total), each with its branch, its vehicle's
-- ownership (own fleet 'S' / third party 'N') and the share of its order's third-party freight (the order's
-- valor_frete_terceiro split over its CT-es by value), shared by the module-2 dashboard's statements.
ctes_mes AS (
  SELECT c.filial_id, c.data_emissao, c.valor_total, c.peso_bruto, v.proprio,
         CASE WHEN o.valor_frete = 0 THEN 0 ELSE c.valor_total * o.valor_frete_terceiro / o.valor_frete END AS custo_terceiro
    FROM ctes c
    JOIN ordens_carregamento o ON o.id = c.ordem_carregamento_id
    JOIN veiculos v ON v.id = o.veiculo_id
   WHERE c.empresa_id = CAST($empresaId AS INTEGER)
     AND c.data_emissao BETWEEN CAST($inicio AS DATE) AND CAST($fim AS DATE)
)
