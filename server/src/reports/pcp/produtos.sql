-- Products of the company by code (when given, the name and type are ignored), or by type ('TO'/blank = all)
-- and a case-insensitive name fragment.
SELECT p.id, p.descricao AS "Nome"  -- spec 2 §3: operator, resource, process, product (id, Nome)
  FROM produtos p
  JOIN tipos_produto t ON t.id = p.tipo_produto_id
 WHERE p.empresa_id = CAST($empresaId AS INTEGER)
   AND (CAST($id AS INTEGER) IS NULL OR p.id = CAST($id AS INTEGER))
   AND (CAST($id AS INTEGER) IS NOT NULL OR CAST($tipo_produto AS VARCHAR) IS NULL OR CAST($tipo_produto AS VARCHAR) IN ('', 'TO')
        OR t.codigo = lpad(CAST($tipo_produto AS VARCHAR), 2, '0'))
   AND (CAST($id AS INTEGER) IS NOT NULL OR CAST($Nome AS VARCHAR) IS NULL
        OR lower(p.descricao) LIKE '%' || lower(CAST($Nome AS VARCHAR)) || '%')
 ORDER BY p.descricao, p.id
 LIMIT CAST($limite AS INTEGER)
