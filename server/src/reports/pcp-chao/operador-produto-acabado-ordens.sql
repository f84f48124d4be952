-- The expandable rows of 1475: each operator × product's figures per production order and service order.
WITH
-- @include apontamentos-linhas.sql
SELECT CAST(l.operador_id AS VARCHAR) || '-' || CAST(l.produto_id AS VARCHAR) AS chave,
       l.ordem_producao_id AS nro_op,
       l.ordem_servico_id AS nro_os,
-- @include apontamentos-totais.sql
  FROM linhas l
 GROUP BY l.operador_id, l.produto_id, l.ordem_producao_id, l.ordem_servico_id
 ORDER BY l.operador_id, l.produto_id, l.ordem_producao_id, l.ordem_servico_id
