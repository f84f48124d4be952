-- DRE Resumido por Filial (02.74.1414): one row per branch with postings in the month ("empresa" is the
-- branch for module-2 companies, spec 2 §3), in branch order.
SELECT
  f.id AS id_empresa,
  f.nome_fantasia,
  CAST(sum(CASE WHEN p.grupo_dre_id = 1 THEN l.valor ELSE 0 END) AS DECIMAL(15,2)) AS vlr_receitas,
  CAST(sum(CASE WHEN p.grupo_dre_id = 2 THEN l.valor ELSE 0 END) AS DECIMAL(15,2)) AS vlr_custos,
  CAST(sum(CASE WHEN p.grupo_dre_id = 3 THEN l.valor ELSE 0 END) AS DECIMAL(15,2)) AS vlr_despesas,
  CAST(sum(CASE WHEN p.grupo_dre_id = 1 THEN l.valor ELSE -l.valor END) AS DECIMAL(15,2)) AS resultado
FROM lancamentos_contabeis l
JOIN plano_contas p ON p.id = l.plano_contas_id
JOIN filiais f ON f.id = l.filial_id
WHERE l.empresa_id = CAST($empresaId AS INTEGER)
  AND p.grupo_dre_id IS NOT NULL
  AND l.data_lancamento >= CAST(date_trunc('month', CAST($dataPeriodo AS DATE)) AS DATE)
  AND l.data_lancamento < CAST(date_trunc('month', CAST($dataPeriodo AS DATE)) + INTERVAL '1 month' AS DATE)
GROUP BY f.id, f.nome_fantasia
ORDER BY f.id
