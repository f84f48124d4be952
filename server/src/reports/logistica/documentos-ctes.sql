-- 02.79.1494 documents of a delivery proved on the CT-e: its CT-es (each with its NF-es and proofs).
SELECT c.id, c.numero AS numero_cte, c.serie AS serie_cte, c.peso_bruto, c.status_comprovacao, c.chave_acesso AS chave_cte
  FROM ctes c JOIN entregas e ON e.id = c.entrega_id
 WHERE e.empresa_id = $empresaId AND e.viagem_id = $tripId AND e.id = $deliveryId AND e.tipo_comprovacao = 'CTE'
 ORDER BY c.numero, c.id
