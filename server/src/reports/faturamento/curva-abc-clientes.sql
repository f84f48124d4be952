-- Curva ABC Clientes (01.76.1326): customers by net sales in the period (issue date), ranked with classes.
-- Customer totals come from the invoice headers, whose values are the sums of their lines (data model).
-- Net = gross − discounts + additions − returned; only authorised invoices (situacao 'A') count.
WITH base AS (
  SELECT n.cliente_id AS id,
         sum(n.valor_desconto) AS descontos,
         sum(n.valor_acrescimo) AS acrescimos,
         sum(n.valor_devolvido) AS devolvido,
         sum(n.valor_produtos) AS bruto,
         sum(n.valor_produtos) - sum(n.valor_desconto) + sum(n.valor_acrescimo) - sum(n.valor_devolvido) AS liquido
    FROM notas_saida n
   WHERE n.empresa_id = CAST($empresaId AS INTEGER)
     AND n.situacao = 'A'
     AND n.data_emissao BETWEEN CAST($dataInicio AS DATE) AND CAST($dataFim AS DATE)
   GROUP BY n.cliente_id
),
-- @include abc-ranking.sql
SELECT p.id AS id_cliente,
       c.nome AS nome_cliente,
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
  JOIN clientes c ON c.id = p.id
 ORDER BY p.ordem
