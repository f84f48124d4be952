-- Processos of the company by code (when given, the name is ignored) or by a case-insensitive name fragment.
SELECT t.id, t.descricao AS "Nome"  -- spec 2 §3: operator, resource, process, product (id, Nome)
  FROM processos t
 WHERE t.empresa_id = CAST($empresaId AS INTEGER)
   AND (CAST($id AS INTEGER) IS NULL OR t.id = CAST($id AS INTEGER))
   AND (CAST($id AS INTEGER) IS NOT NULL OR CAST($Nome AS VARCHAR) IS NULL
        OR lower(t.descricao) LIKE '%' || lower(CAST($Nome AS VARCHAR)) || '%')
 ORDER BY t.descricao, t.id
 LIMIT CAST($limite AS INTEGER)
