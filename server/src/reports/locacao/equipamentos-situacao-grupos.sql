-- Groups of the equipment in one situation ('t' = all), with the count and the percentage of that
-- situation's equipment (count / total × 100, 2 decimals). Largest group first, then by name.
WITH
-- @include equipamento-campos.sql
, escolhidos AS (
  SELECT * FROM equipamento
   WHERE CAST($id_situacao AS VARCHAR) = 't' OR id_situacao = CAST($id_situacao AS VARCHAR)
)
SELECT id_grupo,
       desc_grupo AS "descGrupo",
       count(*) AS quantidade,
       round(CAST(count(*) AS DECIMAL(38, 10)) * 100 / (SELECT count(*) FROM escolhidos), 2) AS percentual
  FROM escolhidos
 GROUP BY id_grupo, desc_grupo
 ORDER BY quantidade DESC, "descGrupo", id_grupo
