-- Apontamentos por Produto Acabado (01.77.1477): per finished product, hours pointed in the period against the hours
-- charged on its service orders.
WITH
-- @include apontamentos-linhas.sql
SELECT l.produto_id AS id_produto_acabado,
       p.descricao AS desc_produto_acabado,
-- @include apontamentos-totais.sql
  FROM linhas l
  JOIN produtos p ON p.id = l.produto_id
 GROUP BY l.produto_id, p.descricao
 ORDER BY p.descricao, l.produto_id
