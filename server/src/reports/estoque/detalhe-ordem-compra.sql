-- One purchase order of the company (modal 01.77.1368 'Pedido de compra'), whatever its situation.
SELECT o.id AS nro_oc, o.data_emissao, o.fornecedor_id AS codigo_fornecedor, f.nome AS nome_fornecedor,
       o.valor_produtos, o.valor_servicos, o.valor_ipi, o.valor_frete, o.valor_icms_st, o.valor_descontos,
       o.valor_total, o.situacao, o.usa_aprovacao, o.cond_pagto
  FROM ordens_compra o
  JOIN fornecedores f ON f.id = o.fornecedor_id
 WHERE o.empresa_id = CAST($empresaId AS INTEGER)
   AND o.id = CAST($nroOc AS INTEGER)
