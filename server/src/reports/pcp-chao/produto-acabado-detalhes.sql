-- Detalhes (01.77.1478): the appointments of one finished product in the period.
WITH
-- @include apontamentos-linhas.sql
SELECT
-- @include apontamentos-detalhes.sql
 WHERE l.produto_id = CAST($productId AS INTEGER)
 ORDER BY l.dt_hr_inicio, l.id
