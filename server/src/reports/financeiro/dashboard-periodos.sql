-- The bounds of the four dashboard periods (spec 1 §7) as one row p, bound by periodValues.ts from common/periods.ts.
p AS (
  SELECT CAST($vencidos_inicio AS DATE) AS v_i, CAST($vencidos_fim AS DATE) AS v_f,
         CAST($hoje_inicio AS DATE) AS h_i, CAST($hoje_fim AS DATE) AS h_f,
         CAST($vence_sete_dias_inicio AS DATE) AS s_i, CAST($vence_sete_dias_fim AS DATE) AS s_f,
         CAST($vence_trinta_dias_inicio AS DATE) AS t_i, CAST($vence_trinta_dias_fim AS DATE) AS t_f
),
