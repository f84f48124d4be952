-- The expandable rows of 1475 (spec 2 §3 'detalhes[]'): each operator × finished product's appointments in the
-- period, the detail lines of drawer 1476, keyed like the summary row.
WITH
-- @include apontamentos-linhas.sql
SELECT CAST(l.operador_id AS VARCHAR) || '-' || CAST(l.produto_id AS VARCHAR) AS chave,
-- @include apontamentos-detalhes.sql
 ORDER BY l.operador_id, l.produto_id, l.dt_hr_inicio, l.id
