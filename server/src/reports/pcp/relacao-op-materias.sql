-- 1331: the raw materials of those OPs.
-- @include relacao-op-base.sql
SELECT m.numero_ordem_producao,
       m.materia_prima_id AS codigo_mat_prima,
       p.descricao AS desc_mat_prima,
       m.qt_ficha_tecnica,
       m.qt_requisitada,
       CASE WHEN m.qt_ficha_tecnica > 0 THEN round(CAST(m.qt_requisitada * 100 / m.qt_ficha_tecnica AS DECIMAL(38, 10)), 2) END AS percentual
  FROM materiais m JOIN produtos p ON p.id = m.materia_prima_id
 ORDER BY m.numero_ordem_producao, m.materia_prima_id
