-- Customers of the company by code (when given, the name is ignored) or by a case-insensitive name fragment.
SELECT c.id, c.id AS id_cliente, c.nome  -- spec 1 §3 'Client: id, nome'; spec 2 §3 'customer (id_cliente, nome)'
  FROM clientes c
 WHERE c.empresa_id = CAST($empresaId AS INTEGER)
   AND (CAST($id_cliente AS INTEGER) IS NULL OR c.id = CAST($id_cliente AS INTEGER))
   AND (CAST($id_cliente AS INTEGER) IS NOT NULL OR CAST($nome_cliente AS VARCHAR) IS NULL
        OR lower(c.nome) LIKE '%' || lower(CAST($nome_cliente AS VARCHAR)) || '%')
 ORDER BY c.nome, c.id
 LIMIT CAST($limite AS INTEGER)
