-- DRE Resumido (02.74.1414): the company's month totals. Resultado = Receitas − Custos − Despesas.
-- The month is the one containing $dataPeriodo (the portal sends its first day).
WITH mes AS (
  SELECT p.grupo_dre_id AS grupo, l.valor
    FROM lancamentos_contabeis l JOIN plano_contas p ON p.id = l.plano_contas_id
   WHERE l.empresa_id = CAST($empresaId AS INTEGER)
     AND p.grupo_dre_id IS NOT NULL
     AND l.data_lancamento >= CAST(date_trunc('month', CAST($dataPeriodo AS DATE)) AS DATE)
     AND l.data_lancamento < CAST(date_trunc('month', CAST($dataPeriodo AS DATE)) + INTERVAL '1 month' AS DATE)
)
SELECT
  CAST(coalesce(sum(CASE WHEN grupo = 1 THEN valor END), 0) AS DECIMAL(15,2)) AS vlr_receitas,
  CAST(coalesce(sum(CASE WHEN grupo = 2 THEN valor END), 0) AS DECIMAL(15,2)) AS vlr_custos,
  CAST(coalesce(sum(CASE WHEN grupo = 3 THEN valor END), 0) AS DECIMAL(15,2)) AS vlr_despesas,
  CAST(coalesce(sum(CASE WHEN grupo = 1 THEN valor ELSE -valor END), 0) AS DECIMAL(15,2)) AS resultado
FROM mes
