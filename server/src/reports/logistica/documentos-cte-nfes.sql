-- The NF-es carried under each CT-e of the delivery (they inherit the CT-e's proof).
SELECT n.cte_id, n.id, n.numero_nota, n.serie_nota, n.peso_bruto, n.status_comprovacao, n.chave_acesso AS chave_nfe
  FROM nfes_transportadas n JOIN entregas e ON e.id = n.entrega_id
 WHERE e.empresa_id = $empresaId AND e.viagem_id = $tripId AND e.id = $deliveryId AND e.tipo_comprovacao = 'CTE'
 ORDER BY n.numero_nota, n.id
