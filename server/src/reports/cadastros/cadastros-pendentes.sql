-- Registrations of the company with missing data in one category (spec 1 §2.10, §7): the record's code (driver id,
-- plate or order number), its description, what is missing and when it was registered. Newest first.
SELECT p.codigo_registro, p.descricao, p.pendencia, p.data_cadastro
  FROM cadastros_pendentes p
 WHERE p.empresa_id = CAST($empresaId AS INTEGER)
   AND p.categoria = $categoria
 ORDER BY p.data_cadastro DESC, p.id
