-- Fleet managers of the company: ERP users flagged gestor_frota = 'S' (spec 3 §3), by name.
SELECT u.id AS codigo, u.nome
  FROM usuarios_erp u
 WHERE u.empresa_id = CAST($empresaId AS INTEGER)
   AND u.gestor_frota = 'S'
 ORDER BY u.nome, u.id
