-- 1338: the operators with appointments in the filter, by name (each gets its table).
-- @include apontamento-base.sql
SELECT DISTINCT operador_id AS id_operador, nome_operador
  FROM tempos
 ORDER BY nome_operador, id_operador
