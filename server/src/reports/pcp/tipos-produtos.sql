-- The company's product types by code.
SELECT t.codigo AS id, t.descricao AS nome
  FROM tipos_produto t
 WHERE t.empresa_id = CAST($empresaId AS INTEGER)
 ORDER BY t.codigo
