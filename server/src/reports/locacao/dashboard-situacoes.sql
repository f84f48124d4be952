-- One card per situation: 't' (all equipment, 100 %) first, then l, e, m — every situation, also with 0.
-- percentual = count / total × 100, 2 decimals (0 when the company has no equipment).
WITH total AS (
  SELECT count(*) AS n FROM equipamentos WHERE empresa_id = CAST($empresaId AS INTEGER)
),
por_situacao AS (
  SELECT s.id, s.descricao,
         (SELECT count(*) FROM equipamentos e WHERE e.empresa_id = CAST($empresaId AS INTEGER) AND e.id_situacao = s.id) AS n
    FROM situacoes_equipamento s
),
cartoes AS (
  SELECT 0 AS ordem, 't' AS id_situacao, 'Total' AS desc_situacao, t.n AS quantidade, t.n AS total FROM total t
  UNION ALL
  SELECT CASE p.id WHEN 'l' THEN 1 WHEN 'e' THEN 2 ELSE 3 END, p.id, p.descricao, p.n, t.n FROM por_situacao p, total t
)
SELECT id_situacao,
       desc_situacao,
       quantidade,
       CASE WHEN total = 0 THEN 0 ELSE round(CAST(quantidade AS DECIMAL(38, 10)) * 100 / total, 2) END AS percentual
  FROM cartoes
 ORDER BY ordem
