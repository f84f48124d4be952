-- Curva ABC Produtos (01.76.1329): products by net value or net quantity sold in the period (issue date),
-- ranked with classes by the chosen measure ($tipo 'valor' or 'quantidade'), same rule as the customers.
WITH base AS (
  SELECT i.produto_id AS id,
         sum(i.quantidade) AS quantidade,
         sum(i.quantidade_devolvida) AS quantidade_devolvida,
         sum(i.valor_desconto) AS descontos,
         sum(i.valor_acrescimo) AS acrescimos,
         sum(i.valor_devolvido) AS devolvido,
         sum(i.valor_bruto) AS bruto,
         sum(i.valor_bruto - i.valor_desconto + i.valor_acrescimo - i.valor_devolvido) AS valor,
         sum(i.quantidade - i.quantidade_devolvida) AS qtd,
         CASE WHEN CAST($tipo AS VARCHAR) = 'quantidade' THEN sum(i.quantidade - i.quantidade_devolvida)
              ELSE sum(i.valor_bruto - i.valor_desconto + i.valor_acrescimo - i.valor_devolvido) END AS liquido
    FROM notas_saida n
    JOIN notas_saida_itens i ON i.nota_saida_id = n.id
   WHERE n.empresa_id = CAST($empresaId AS INTEGER)
     AND n.situacao = 'A'
     AND n.data_emissao BETWEEN CAST($dataInicio AS DATE) AND CAST($dataFim AS DATE)
   GROUP BY i.produto_id
),
-- @include abc-ranking.sql
,
-- @include abc-two-measures.sql
SELECT p.id AS id_produto,
       pr.descricao AS desc_produto,
       pr.unidade_medida,
       round(p.quantidade, 3) AS quantidade,
       round(p.quantidade_devolvida, 3) AS quantidade_devolvida,
       round(p.qtd, 3) AS quantidade_liquida,
       round(p.descontos, 2) AS valor_total_descontos,
       round(p.acrescimos, 2) AS valor_total_acrescimos,
       round(p.devolvido, 2) AS valor_devolvido,
       round(p.bruto, 2) AS valor_total,
       round(p.valor, 2) AS valor_total_liquido,
       round(p.soma_valor, 2) AS soma_geral,
       p.perc_valor AS perc_vendas,
       p.perc_acum_valor AS perc_acumulado,
       round(p.soma_qtd, 3) AS soma_geral_quantidade,
       p.perc_qtd AS perc_quatidade_vendas,
       p.perc_acum_qtd AS perc_acumulado_quantidade,
       p.classe,
       p.ordem
  FROM medidas_pct p
  JOIN produtos pr ON pr.id = p.id
 ORDER BY p.ordem
