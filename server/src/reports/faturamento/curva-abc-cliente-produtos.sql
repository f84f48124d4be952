-- 'Relação de produtos por clientes' (01.76.1340): the ABC of the products one customer bought in the period.
WITH base AS (
  SELECT i.produto_id AS id,
         sum(i.quantidade - i.quantidade_devolvida) AS quantidade,
         sum(i.valor_bruto - i.valor_desconto + i.valor_acrescimo - i.valor_devolvido) AS liquido
    FROM notas_saida n
    JOIN notas_saida_itens i ON i.nota_saida_id = n.id
   WHERE n.empresa_id = CAST($empresaId AS INTEGER)
     AND n.cliente_id = CAST($idCliente AS INTEGER)
     AND n.situacao = 'A'
     AND n.data_emissao BETWEEN CAST($dataInicio AS DATE) AND CAST($dataFim AS DATE)
   GROUP BY i.produto_id
),
-- @include abc-ranking.sql
SELECT p.id AS id_produto,
       pr.descricao AS desc_produto,
       pr.unidade_medida,
       round(p.quantidade, 3) AS quantidade_total_liquida,
       round(p.liquido, 2) AS valor_total_liquido,
       round(p.soma_geral, 2) AS soma_geral,
       p.perc_2 AS perc_valor_vendas,
       p.perc_acum_2 AS perc_valor_acumulado,
       p.classe,
       p.ordem
  FROM classed p
  JOIN produtos pr ON pr.id = p.id
 ORDER BY p.ordem
