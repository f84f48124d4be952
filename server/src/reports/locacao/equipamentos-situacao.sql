-- The equipment of one situation ('t' = all), attached to their group by id_grupo.
WITH
-- @include equipamento-campos.sql
SELECT * FROM equipamento
 WHERE CAST($id_situacao AS VARCHAR) = 't' OR id_situacao = CAST($id_situacao AS VARCHAR)
 ORDER BY id_equipamento
