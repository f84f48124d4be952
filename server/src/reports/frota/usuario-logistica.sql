-- The signed-in user as an ERP user of the company (spec 3 §7 …/logistica/usuarios: gestor_frota, codigo, nome).
-- codigo is the ERP user's id (the manager code of …/veiculos/{gestor}); NULL when the login has no ERP user here.
SELECT ue.id AS codigo, coalesce(ue.nome, u.nome) AS nome, CASE WHEN ue.gestor_frota = 'S' THEN 'S' ELSE 'N' END AS gestor_frota
  FROM usuarios u
  LEFT JOIN usuarios_erp ue ON ue.usuario_id = u.id AND ue.empresa_id = CAST($empresaId AS INTEGER)
 WHERE u.id = CAST($usuarioId AS INTEGER)
 ORDER BY ue.id
 LIMIT 1
