-- Curva ABC Clientes, module 2 (02.76.1417): the freight payers (ctes.tomador_id) by freight billed in the
-- period (CT-e issue date). Freight billing is ctes.valor_total = frete + pedágio (docs/data-model.md); the data
-- model has no CT-e cancellation or return, so net = billed. Same ranking rule as 1326 (docs/abc-classes.md).
WITH base AS (
  SELECT c.tomador_id AS id,
         sum(c.valor_total) AS liquido
    FROM ctes c
   WHERE c.empresa_id = CAST($empresaId AS INTEGER)
     AND c.data_emissao BETWEEN CAST($dataInicio AS DATE) AND CAST($dataFim AS DATE)
   GROUP BY c.tomador_id
),
-- @include abc-ranking.sql
SELECT p.id,
       cl.nome,
       round(p.liquido, 2) AS vlr_total_liquido,
       round(p.soma_geral, 2) AS soma_geral,
       p.perc_2 AS perc_venda,
       p.ordem,
       p.classe
  FROM classed p
  JOIN clientes cl ON cl.id = p.id
 ORDER BY p.ordem
