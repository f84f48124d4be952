-- The settlements of one cost centre and side in the period (02.74.1492): one row per settlement, newest first.
-- controle is the title's internal id; cliente_fornecedor the customer (recebimento) or the supplier (pagamento).
SELECT f.nome_fantasia, t.id AS controle, c.nome AS cliente_fornecedor, t.nro_titulo AS titulo, t.nro_parcela AS parcela,
       t.serie, t.data_emissao, b.data_pagamento, b.valor_pago AS valor, b.valor_juros AS juros, b.valor_desconto AS desconto
  FROM baixas_receber b JOIN titulos_receber t ON t.id = b.titulo_receber_id
  JOIN filiais f ON f.id = t.filial_id JOIN clientes c ON c.id = t.cliente_id
 WHERE $tipo = 'recebimento' AND b.empresa_id = CAST($empresaId AS INTEGER)
   AND t.centro_custo_id = CAST($idCentroCusto AS INTEGER)
   AND b.data_pagamento BETWEEN CAST($dataInicio AS DATE) AND CAST($dataFim AS DATE)
UNION ALL
SELECT f.nome_fantasia, t.id, s.nome, t.nro_titulo, t.nro_parcela, t.serie, t.data_emissao, b.data_pagamento,
       b.valor_pago, b.valor_juros, b.valor_desconto
  FROM baixas_pagar b JOIN titulos_pagar t ON t.id = b.titulo_pagar_id
  JOIN filiais f ON f.id = t.filial_id JOIN fornecedores s ON s.id = t.fornecedor_id
 WHERE $tipo = 'pagamento' AND b.empresa_id = CAST($empresaId AS INTEGER)
   AND t.centro_custo_id = CAST($idCentroCusto AS INTEGER)
   AND b.data_pagamento BETWEEN CAST($dataInicio AS DATE) AND CAST($dataFim AS DATE)
ORDER BY data_pagamento DESC, controle DESC
