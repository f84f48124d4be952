-- Detalhes do Grupo DRE (02.74.1415): the month's value per account of one group, for one branch
-- ($id_empresa = a branch id) or the whole company (0 → NULL here), largest value first.
SELECT
  p.codigo AS codigo_conta,
  p.descricao AS descricao_conta,
  CAST(sum(l.valor) AS DECIMAL(15,2)) AS valor
FROM lancamentos_contabeis l
JOIN plano_contas p ON p.id = l.plano_contas_id
WHERE l.empresa_id = CAST($empresaId AS INTEGER)
  AND p.grupo_dre_id = CAST($id_grupo AS INTEGER)
  AND (CAST($id_empresa AS INTEGER) IS NULL OR l.filial_id = CAST($id_empresa AS INTEGER))
  AND l.data_lancamento >= CAST(date_trunc('month', CAST($periodo AS DATE)) AS DATE)
  AND l.data_lancamento < CAST(date_trunc('month', CAST($periodo AS DATE)) + INTERVAL '1 month' AS DATE)
GROUP BY p.codigo, p.descricao
ORDER BY valor DESC, p.codigo
