-- 1342: the non-cancelled appointments of the order, in start order. tempo_previsto = planned time per unit
-- × quantity produced, tempo_real = end − start, dif = previsto − real; all [-]HH:MM:SS (docs/pcp.md).
WITH ap AS (
  SELECT a.id, a.ordem_producao_id, a.recurso_id, r.descricao AS desc_recurso, a.processo_id, pr.descricao AS desc_processo,
         a.operador_id, op.nome AS desc_operador, a.qtdade_produziu, a.dt_hr_inicio, a.dt_hr_fim,
         CAST(round(pp.tempo_previsto_unidade_seg * a.qtdade_produziu) AS BIGINT) AS previsto_seg,
         CAST(extract(epoch FROM a.dt_hr_fim) - extract(epoch FROM a.dt_hr_inicio) AS BIGINT) AS real_seg
    FROM apontamentos a
    JOIN recursos r ON r.id = a.recurso_id
    JOIN processos pr ON pr.id = a.processo_id
    JOIN operadores op ON op.id = a.operador_id
    JOIN ordem_producao_processos pp ON pp.id = a.ordem_producao_processo_id
   WHERE a.empresa_id = CAST($empresaId AS INTEGER) AND a.ordem_producao_id = CAST($op AS INTEGER) AND a.cancelado = 'N'
)
SELECT ordem_producao_id AS nro_op, recurso_id AS id_recurso, desc_recurso, processo_id AS id_processo, desc_processo,
       operador_id AS id_operador, desc_operador, qtdade_produziu, dt_hr_inicio, dt_hr_fim,
       CASE WHEN previsto_seg IS NULL THEN NULL ELSE CASE WHEN previsto_seg < 0 THEN '-' ELSE '' END || lpad(CAST(CAST(floor(abs(previsto_seg) / 3600.0) AS BIGINT) AS VARCHAR), CAST(greatest(2, length(CAST(CAST(floor(abs(previsto_seg) / 3600.0) AS BIGINT) AS VARCHAR))) AS INTEGER), '0') || ':' || lpad(CAST(CAST(floor((abs(previsto_seg) % 3600) / 60.0) AS BIGINT) AS VARCHAR), 2, '0') || ':' || lpad(CAST((abs(previsto_seg) % 60) AS VARCHAR), 2, '0') END AS tempo_previsto,
       CASE WHEN real_seg IS NULL THEN NULL ELSE CASE WHEN real_seg < 0 THEN '-' ELSE '' END || lpad(CAST(CAST(floor(abs(real_seg) / 3600.0) AS BIGINT) AS VARCHAR), CAST(greatest(2, length(CAST(CAST(floor(abs(real_seg) / 3600.0) AS BIGINT) AS VARCHAR))) AS INTEGER), '0') || ':' || lpad(CAST(CAST(floor((abs(real_seg) % 3600) / 60.0) AS BIGINT) AS VARCHAR), 2, '0') || ':' || lpad(CAST((abs(real_seg) % 60) AS VARCHAR), 2, '0') END AS tempo_real,
       CASE WHEN previsto_seg - real_seg IS NULL THEN NULL ELSE CASE WHEN previsto_seg - real_seg < 0 THEN '-' ELSE '' END || lpad(CAST(CAST(floor(abs(previsto_seg - real_seg) / 3600.0) AS BIGINT) AS VARCHAR), CAST(greatest(2, length(CAST(CAST(floor(abs(previsto_seg - real_seg) / 3600.0) AS BIGINT) AS VARCHAR))) AS INTEGER), '0') || ':' || lpad(CAST(CAST(floor((abs(previsto_seg - real_seg) % 3600) / 60.0) AS BIGINT) AS VARCHAR), 2, '0') || ':' || lpad(CAST((abs(previsto_seg - real_seg) % 60) AS VARCHAR), 2, '0') END AS dif_tempo_previsto_real
  FROM ap
 ORDER BY dt_hr_inicio, id
