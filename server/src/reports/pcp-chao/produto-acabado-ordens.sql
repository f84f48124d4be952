-- The expandable rows of 1477: each product's figures per production order and service order.
WITH
-- @include apontamentos-linhas.sql
SELECT l.produto_id AS id_produto,
       l.ordem_producao_id AS nro_op,
       l.ordem_servico_id AS nro_os,
-- @include apontamentos-totais.sql
  FROM linhas l
 GROUP BY l.produto_id, l.ordem_producao_id, l.ordem_servico_id
 ORDER BY l.produto_id, l.ordem_producao_id, l.ordem_servico_id
