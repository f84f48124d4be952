-- 1338: the appointments of those operators, times as [-]HH:MM:SS (docs/pcp.md), in start order.
-- @include apontamento-base.sql
SELECT operador_id AS id_operador,
       desc_maquina,
       desc_processo,
       desc_prod_acabado,
       numero_op,
       dt_hr_inicio AS data_inicio,
       dt_hr_fim AS data_final,
       CASE WHEN tempo_seg IS NULL THEN NULL ELSE CASE WHEN tempo_seg < 0 THEN '-' ELSE '' END || lpad(CAST(CAST(floor(abs(tempo_seg) / 3600.0) AS BIGINT) AS VARCHAR), CAST(greatest(2, length(CAST(CAST(floor(abs(tempo_seg) / 3600.0) AS BIGINT) AS VARCHAR))) AS INTEGER), '0') || ':' || lpad(CAST(CAST(floor((abs(tempo_seg) % 3600) / 60.0) AS BIGINT) AS VARCHAR), 2, '0') || ':' || lpad(CAST((abs(tempo_seg) % 60) AS VARCHAR), 2, '0') END AS tempo,
       CASE WHEN previsto_seg IS NULL THEN NULL ELSE CASE WHEN previsto_seg < 0 THEN '-' ELSE '' END || lpad(CAST(CAST(floor(abs(previsto_seg) / 3600.0) AS BIGINT) AS VARCHAR), CAST(greatest(2, length(CAST(CAST(floor(abs(previsto_seg) / 3600.0) AS BIGINT) AS VARCHAR))) AS INTEGER), '0') || ':' || lpad(CAST(CAST(floor((abs(previsto_seg) % 3600) / 60.0) AS BIGINT) AS VARCHAR), 2, '0') || ':' || lpad(CAST((abs(previsto_seg) % 60) AS VARCHAR), 2, '0') END AS tempo_por_qt_previsto,
       CASE WHEN real_seg IS NULL THEN NULL ELSE CASE WHEN real_seg < 0 THEN '-' ELSE '' END || lpad(CAST(CAST(floor(abs(real_seg) / 3600.0) AS BIGINT) AS VARCHAR), CAST(greatest(2, length(CAST(CAST(floor(abs(real_seg) / 3600.0) AS BIGINT) AS VARCHAR))) AS INTEGER), '0') || ':' || lpad(CAST(CAST(floor((abs(real_seg) % 3600) / 60.0) AS BIGINT) AS VARCHAR), 2, '0') || ':' || lpad(CAST((abs(real_seg) % 60) AS VARCHAR), 2, '0') END AS tempo_por_qt_real,
       CASE WHEN previsto_seg - real_seg IS NULL THEN NULL ELSE CASE WHEN previsto_seg - real_seg < 0 THEN '-' ELSE '' END || lpad(CAST(CAST(floor(abs(previsto_seg - real_seg) / 3600.0) AS BIGINT) AS VARCHAR), CAST(greatest(2, length(CAST(CAST(floor(abs(previsto_seg - real_seg) / 3600.0) AS BIGINT) AS VARCHAR))) AS INTEGER), '0') || ':' || lpad(CAST(CAST(floor((abs(previsto_seg - real_seg) % 3600) / 60.0) AS BIGINT) AS VARCHAR), 2, '0') || ':' || lpad(CAST((abs(previsto_seg - real_seg) % 60) AS VARCHAR), 2, '0') END AS tempo_real_x_prev,
       qtdade_produziu,
       qtdade_perdeu,
       finalizou_processo
  FROM tempos
 ORDER BY operador_id, dt_hr_inicio, id
