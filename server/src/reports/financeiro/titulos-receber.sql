-- Títulos a Receber (01.74.1333): open receivable titles (saldo > 0) due in the period; days overdue as of today.
SELECT t.data_emissao AS "dataEmissao",
       t.data_vencimento AS "dataVencimento",
       greatest(CAST($today AS DATE) - t.data_vencimento, 0) AS "diasAtraso",
       t.nro_titulo AS "nroTitulo",
       t.nro_parcela AS "nroParcela",
       t.serie,
       t.valor,
       t.saldo,
       t.vlr_descontado,
       t.valor - t.vlr_descontado AS vlr_liquido,
       t.nro_doc_origem AS "nroDocOrigem",
       t.tipo_doc_origem AS "tipoDocOrigem",
       t.nro_dfe AS "nroDFe",
       t.tipo_dfe AS "tipoDFe",
       t.cliente_id AS "idCliente",
       c.nome AS "nomeCliente",
       t.observacao
  FROM titulos_receber t
  JOIN clientes c ON c.id = t.cliente_id
 WHERE t.empresa_id = CAST($empresaId AS INTEGER)
   AND t.saldo > 0
   AND t.data_vencimento BETWEEN CAST($data_inicio AS DATE) AND CAST($data_final AS DATE)
   AND (CAST($codigo_cliente AS INTEGER) IS NULL OR t.cliente_id = CAST($codigo_cliente AS INTEGER))
 ORDER BY t.data_vencimento, c.nome, t.nro_titulo, t.nro_parcela, t.id
