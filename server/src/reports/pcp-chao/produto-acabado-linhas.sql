-- The expandable rows of 1477 (spec 2 §3 'detalhes[]'): each finished product's appointments in the period, the detail
-- lines of drawer 1478, keyed by the product.
WITH
-- @include apontamentos-linhas.sql
SELECT l.produto_id AS id_produto_acabado,
-- @include apontamentos-detalhes.sql
 ORDER BY l.produto_id, l.dt_hr_inicio, l.id
