-- 02.79.1494 documents of a delivery proved on each NF-e: its NF-es (each with its proofs).
SELECT n.id, n.numero_nota, n.serie_nota, n.peso_bruto, n.status_comprovacao, n.chave_acesso AS chave_nfe
  FROM nfes_transportadas n JOIN entregas e ON e.id = n.entrega_id
 WHERE e.empresa_id = $empresaId AND e.viagem_id = $tripId AND e.id = $deliveryId AND e.tipo_comprovacao = 'NFE'
 ORDER BY n.numero_nota, n.id
