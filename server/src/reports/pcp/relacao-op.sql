-- 1331: the OPs, with 'S' when every raw material was requisitioned exactly as the sheet says.
-- @include relacao-op-base.sql
SELECT o.id AS numero_ordem_producao,
       p.descricao AS desc_prod_acabado,
       CASE WHEN EXISTS (SELECT 1 FROM materiais m WHERE m.numero_ordem_producao = o.id AND m.qt_requisitada <> m.qt_ficha_tecnica)
            THEN 'N' ELSE 'S' END AS usou_quantidade_prevista
  FROM ops o JOIN produtos p ON p.id = o.produto_id
 ORDER BY o.id
