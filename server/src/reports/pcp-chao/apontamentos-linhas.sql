-- Appointments started in the period ($inicioPeriodo..$finalPeriodo, by the start's date) with what each is worth on
-- its service order, shared by 1475/1476/1477/1478 (docs/pcp-chao.md). A service order's charged hours and value
-- are shared among its non-cancelled appointments in proportion to their duration (all of them, also those outside
-- the period), so an operator's or a product's charged hours add up to the order's. Cancelled appointments are
-- listed but count for nothing (segundos_validos, horas_cobradas and valor are 0).
os_segundos AS (
  SELECT ordem_servico_id, sum(extract(epoch FROM (dt_hr_fim - dt_hr_inicio))) AS segundos
    FROM apontamentos
   WHERE empresa_id = CAST($empresaId AS INTEGER) AND cancelado = 'N' AND ordem_servico_id IS NOT NULL
   GROUP BY ordem_servico_id
),
linhas AS (
  SELECT a.id, a.ordem_producao_id, a.ordem_servico_id, a.operador_id, o.produto_id, a.processo_id, a.recurso_id,
         a.tipo_apontamento_id, a.dt_hr_inicio, a.dt_hr_fim, a.cancelado, a.finalizou_processo, a.qtdade_produziu, a.qtdade_perdeu,
         CAST(extract(epoch FROM (a.dt_hr_fim - a.dt_hr_inicio)) AS BIGINT) AS segundos,
         CASE WHEN a.cancelado = 'N' THEN CAST(extract(epoch FROM (a.dt_hr_fim - a.dt_hr_inicio)) AS BIGINT) ELSE 0 END AS segundos_validos,
         CASE WHEN a.cancelado = 'N' AND s.segundos > 0
              THEN os.horas_cobradas * extract(epoch FROM (a.dt_hr_fim - a.dt_hr_inicio)) / s.segundos ELSE 0 END AS horas_cobradas,
         CASE WHEN a.cancelado = 'N' AND s.segundos > 0
              THEN os.valor_total * extract(epoch FROM (a.dt_hr_fim - a.dt_hr_inicio)) / s.segundos ELSE 0 END AS valor
    FROM apontamentos a
    JOIN ordens_producao o ON o.id = a.ordem_producao_id
    LEFT JOIN ordens_servico os ON os.id = a.ordem_servico_id
    LEFT JOIN os_segundos s ON s.ordem_servico_id = a.ordem_servico_id
   WHERE a.empresa_id = CAST($empresaId AS INTEGER)
     AND a.dt_hr_inicio >= CAST(CAST($inicioPeriodo AS DATE) AS TIMESTAMP)
     AND a.dt_hr_inicio < CAST(CAST($finalPeriodo AS DATE) AS TIMESTAMP) + INTERVAL '1 day'
)
