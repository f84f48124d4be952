-- Gráfico de ocupação de recursos (01.77.1366): what occupies the resource from the business date on — its current
-- work (a producing resource: its OP and process from the situation date to data_ocupado) and the unfinished
-- processes of live OPs planned on it that end today or later. Times are the stored local times.
SELECT descricao_processo, numero_op, data_inicial, data_prevista_entrega
  FROM (
    SELECT p.descricao AS descricao_processo, r.ordem_producao_id AS numero_op,
           r.data_situacao AS data_inicial, r.data_ocupado AS data_prevista_entrega
      FROM recursos r
      JOIN processos p ON p.id = r.processo_id
     WHERE r.empresa_id = CAST($empresaId AS INTEGER) AND r.id = CAST($resourceId AS INTEGER)
       AND r.codigo_situacao_recurso = 1 AND r.data_situacao IS NOT NULL AND r.data_ocupado IS NOT NULL
    UNION ALL
    SELECT p.descricao, op.ordem_producao_id, op.dt_hr_inicial, op.dt_hr_prevista_entrega
      FROM ordem_producao_processos op
      JOIN ordens_producao o ON o.id = op.ordem_producao_id
      JOIN processos p ON p.id = op.processo_id
     WHERE op.empresa_id = CAST($empresaId AS INTEGER) AND op.recurso_id = CAST($resourceId AS INTEGER)
       AND op.finalizado = 'N' AND o.situacao NOT IN ('Cancelada', 'Finalizada')
       AND op.dt_hr_prevista_entrega >= CAST($today AS TIMESTAMP)
  ) g
 ORDER BY data_inicial, numero_op
