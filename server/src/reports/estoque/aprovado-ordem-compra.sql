-- Open purchase orders of the company (01.75.1367): the ones awaiting approval and the ones that do not use
-- approval (usa_aprovacao N: listed, their Aprovar disabled). Approved, received and cancelled orders leave
-- the list (an approval moves the order to 'Aprovada'). Newest first.
SELECT o.id AS nro_oc, o.data_emissao, o.fornecedor_id AS codigo_fornecedor, f.nome AS nome_fornecedor,
       o.valor_produtos, o.valor_servicos, o.valor_ipi, o.valor_frete, o.valor_icms_st, o.valor_descontos,
       o.valor_total, o.situacao, o.usa_aprovacao
  FROM ordens_compra o
  JOIN fornecedores f ON f.id = o.fornecedor_id
 WHERE o.empresa_id = CAST($empresaId AS INTEGER)
   AND o.situacao = 'Aberta'
   AND (COALESCE(CAST($aprovacao AS VARCHAR), 'todos') <> 'pendentes' OR (o.aprovado = 'N' AND o.usa_aprovacao = 'S'))
 ORDER BY o.data_emissao DESC, o.id DESC
