-- Detalhes (01.77.1476): the appointments of one operator on one finished product in the period.
WITH
-- @include apontamentos-linhas.sql
SELECT
-- @include apontamentos-detalhes.sql
 WHERE l.operador_id = CAST($operatorId AS INTEGER)
   AND l.produto_id = CAST($productId AS INTEGER)
 ORDER BY l.dt_hr_inicio, l.id
