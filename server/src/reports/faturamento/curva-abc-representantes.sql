-- Curva ABC Representantes (01.76.1328): sellers/representatives (the invoice's vendedor) by net sales in
-- the period (issue date), ranked with classes by the same rule as the customers (docs/abc-classes.md).
WITH base AS (
  SELECT n.vendedor_id AS id,
         sum(n.valor_desconto) AS descontos,
         sum(n.valor_acrescimo) AS acrescimos,
         sum(n.valor_devolvido) AS devolvido,
         sum(n.valor_produtos) AS bruto,
         sum(n.valor_produtos) - sum(n.valor_desconto) + sum(n.valor_acrescimo) - sum(n.valor_devolvido) AS liquido
    FROM notas_saida n
   WHERE n.empresa_id = CAST($empresaId AS INTEGER)
     AND n.situacao = 'A'
     AND n.data_emissao BETWEEN CAST($dataInicio AS DATE) AND CAST($dataFim AS DATE)
   GROUP BY n.vendedor_id
),
-- @include abc-ranking.sql
SELECT p.id AS id_representante,
       v.nome AS nome_representante,
       round(p.descontos, 2) AS valor_total_descontos,
       round(p.acrescimos, 2) AS vlr_total_acrescimos,
       round(p.devolvido, 2) AS vlr_devolvido,
       round(p.bruto, 2) AS vlr_total,
       round(p.liquido, 2) AS vlr_total_liquido,
       round(p.soma_geral, 2) AS soma_geral,
       p.perc_2 AS perc_vendas,
       p.perc_acum_2 AS perc_acumulado,
       p.classe,
       p.ordem
  FROM classed p
  JOIN vendedores v ON v.id = p.id
 ORDER BY p.ordem
