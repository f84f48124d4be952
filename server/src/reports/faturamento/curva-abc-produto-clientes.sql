-- 'Relação de clientes por produtos' (01.76.1341): the ABC of the customers who bought one product in the
-- period, ranked by net value or net quantity ($tipo), same rule (docs/abc-classes.md).
WITH base AS (
  SELECT n.cliente_id AS id,
         sum(i.valor_bruto - i.valor_desconto + i.valor_acrescimo - i.valor_devolvido) AS valor,
         sum(i.quantidade - i.quantidade_devolvida) AS qtd,
         CASE WHEN CAST($tipo AS VARCHAR) = 'quantidade' THEN sum(i.quantidade - i.quantidade_devolvida)
              ELSE sum(i.valor_bruto - i.valor_desconto + i.valor_acrescimo - i.valor_devolvido) END AS liquido
    FROM notas_saida n
    JOIN notas_saida_itens i ON i.nota_saida_id = n.id
   WHERE n.empresa_id = CAST($empresaId AS INTEGER)
     AND i.produto_id = CAST($idProduto AS INTEGER)
     AND n.situacao = 'A'
     AND n.data_emissao BETWEEN CAST($dataInicio AS DATE) AND CAST($dataFim AS DATE)
   GROUP BY n.cliente_id
),
-- @include abc-ranking.sql
,
-- @include abc-two-measures.sql
SELECT p.id AS id_cliente,
       c.nome AS nome_cliente,
       round(p.valor, 2) AS valor_total_liquido,
       round(p.soma_valor, 2) AS soma_geral,
       p.perc_valor AS perc_valor_vendas,
       p.perc_acum_valor AS perc_valor_acumulado,
       round(p.qtd, 3) AS quantity_total_liquida,
       round(p.soma_qtd, 3) AS soma_geral_quantidade,
       p.perc_qtd AS perc_quatidade_vendas,
       p.perc_acum_qtd AS perc_quantidade_acumulada,
       p.classe,
       p.ordem
  FROM medidas_pct p
  JOIN clientes c ON c.id = p.id
 ORDER BY p.ordem
