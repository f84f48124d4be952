-- Aprovar titulos a pagar (01.74.1370): the company's open payables due in the period, with their approval
-- state; titles with usa_aprovacao = 'N' are listed too (their button is disabled), by due date.
-- $aprovacao 'pendentes': only what awaits a decision (not approved, uses approval).
SELECT
  t.id AS id_titulo,
  t.aprovado,
  t.fornecedor_id AS codigo_fornecedor,
  f.nome AS nome_fornecedor,
  t.nro_titulo AS titulo,
  t.nro_parcela AS parcela,
  t.serie,
  t.data_emissao,
  t.data_vencimento,
  t.valor,
  t.saldo,
  CAST(CASE WHEN t.data_vencimento < CAST($today AS DATE) THEN CAST($today AS DATE) - t.data_vencimento ELSE 0 END AS INTEGER) AS dias_atraso,
  t.nf_entrada_id AS id_nf_entrada,
  t.usa_aprovacao
FROM titulos_pagar t
JOIN fornecedores f ON f.id = t.fornecedor_id
WHERE t.empresa_id = CAST($empresaId AS INTEGER)
  AND t.saldo > 0
  AND t.data_vencimento BETWEEN CAST($dataInicio AS DATE) AND CAST($dataFim AS DATE)
  AND (COALESCE(CAST($aprovacao AS VARCHAR), 'todos') <> 'pendentes' OR (t.aprovado = 'N' AND t.usa_aprovacao = 'S'))
ORDER BY t.data_vencimento, t.id
