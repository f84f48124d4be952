-- The period's settlements of both sides, one row each (shared by the summary and the cost-centre lists):
-- receipts are settlements of receivables, payments settlements of payables, by data_pagamento. valor is the
-- money that moved (valor_pago = principal + juros − desconto); juros and desconto are its parts.
movimentos AS (
  SELECT 'recebimento' AS tipo, t.centro_custo_id, b.valor_pago AS valor, b.valor_juros AS juros, b.valor_desconto AS desconto
    FROM baixas_receber b JOIN titulos_receber t ON t.id = b.titulo_receber_id
   WHERE b.empresa_id = CAST($empresaId AS INTEGER)
     AND b.data_pagamento BETWEEN CAST($dataInicio AS DATE) AND CAST($dataFim AS DATE)
  UNION ALL
  SELECT 'pagamento', t.centro_custo_id, b.valor_pago, b.valor_juros, b.valor_desconto
    FROM baixas_pagar b JOIN titulos_pagar t ON t.id = b.titulo_pagar_id
   WHERE b.empresa_id = CAST($empresaId AS INTEGER)
     AND b.data_pagamento BETWEEN CAST($dataInicio AS DATE) AND CAST($dataFim AS DATE)
)
