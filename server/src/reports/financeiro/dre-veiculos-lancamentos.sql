-- The period's DRE postings attributed to a vehicle of the company, with their group and account (shared by the
-- vehicle list and its detail). $idGestor NULL (0 or absent) = every manager.
lancamentos AS (
  SELECT l.veiculo_id, p.grupo_dre_id AS grupo, p.codigo, p.descricao, l.valor
    FROM lancamentos_contabeis l
    JOIN plano_contas p ON p.id = l.plano_contas_id
    JOIN veiculos v ON v.id = l.veiculo_id
   WHERE l.empresa_id = CAST($empresaId AS INTEGER)
     AND p.grupo_dre_id IS NOT NULL
     AND l.data_lancamento BETWEEN CAST($inicioPeriodo AS DATE) AND CAST($finalPeriodo AS DATE)
)
