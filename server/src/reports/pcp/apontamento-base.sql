-- The non-cancelled appointments started in the period (by day), narrowed by operator, resource, process and
-- finished product (each optional: NULL = all), with their times in whole seconds: tempo = end − start;
-- previsto = the OP process's planned time per unit; real = tempo ÷ quantity produced (NULL when nothing was
-- produced); dif = previsto − real (negative: slower than planned).
WITH ap AS (
  SELECT a.id, a.operador_id, op.nome AS nome_operador, r.descricao AS desc_maquina, pr.descricao AS desc_processo,
         p.descricao AS desc_prod_acabado, a.ordem_producao_id AS numero_op, a.dt_hr_inicio, a.dt_hr_fim,
         CAST(extract(epoch FROM a.dt_hr_fim) - extract(epoch FROM a.dt_hr_inicio) AS BIGINT) AS tempo_seg,
         CAST(round(pp.tempo_previsto_unidade_seg) AS BIGINT) AS previsto_seg,
         a.qtdade_produziu, a.qtdade_perdeu, a.finalizou_processo
    FROM apontamentos a
    JOIN operadores op ON op.id = a.operador_id
    JOIN recursos r ON r.id = a.recurso_id
    JOIN processos pr ON pr.id = a.processo_id
    JOIN ordem_producao_processos pp ON pp.id = a.ordem_producao_processo_id
    JOIN ordens_producao o ON o.id = a.ordem_producao_id
    JOIN produtos p ON p.id = o.produto_id
   WHERE a.empresa_id = CAST($empresaId AS INTEGER)
     AND a.cancelado = 'N'
     AND CAST(a.dt_hr_inicio AS DATE) BETWEEN CAST($dataInicio AS DATE) AND CAST($dataFim AS DATE)
     AND (CAST($id_operador AS INTEGER) IS NULL OR a.operador_id = CAST($id_operador AS INTEGER))
     AND (CAST($id_recursos AS INTEGER) IS NULL OR a.recurso_id = CAST($id_recursos AS INTEGER))
     AND (CAST($id_processo AS INTEGER) IS NULL OR a.processo_id = CAST($id_processo AS INTEGER))
     AND (CAST($id_produto AS INTEGER) IS NULL OR o.produto_id = CAST($id_produto AS INTEGER))
), tempos AS (
  SELECT ap.*, CASE WHEN qtdade_produziu > 0 THEN CAST(round(tempo_seg / qtdade_produziu) AS BIGINT) END AS real_seg FROM ap
)
