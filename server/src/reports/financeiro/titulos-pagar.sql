-- Títulos a Pagar (01.74.1335): open payable titles (saldo > 0) due in the period; days overdue as of today.
SELECT t.data_emissao,
       t.data_vencimento,
       greatest(CAST($today AS DATE) - t.data_vencimento, 0) AS dias_atraso,
       t.id AS id_titulos_pagar,
       t.nf_entrada_id AS id_nf_entrada,
       t.nro_titulo,
       t.nro_parcela,
       t.total_parcelas,
       t.serie,
       t.valor,
       t.saldo,
       t.fornecedor_id AS id_fornecedor,
       f.nome AS nome_fornecedor,
       pc.descricao AS descricao_plano_contas,
       t.observacao
  FROM titulos_pagar t
  JOIN fornecedores f ON f.id = t.fornecedor_id
  JOIN plano_contas pc ON pc.id = t.plano_contas_id
 WHERE t.empresa_id = CAST($empresaId AS INTEGER)
   AND t.saldo > 0
   AND t.data_vencimento BETWEEN CAST($data_inicio AS DATE) AND CAST($data_final AS DATE)
   AND (CAST($id_fornecedor AS INTEGER) IS NULL OR t.fornecedor_id = CAST($id_fornecedor AS INTEGER))
 ORDER BY t.data_vencimento, f.nome, t.nro_titulo, t.nro_parcela, t.id
