SELECT count(*) AS quantidade_total FROM equipamentos WHERE empresa_id = CAST($empresaId AS INTEGER)
