-- 02.79.1494 deliveries of a trip, with proved/total documents of each type (proved = status COMPROVADO).
SELECT e.id AS id_entrega,
       e.viagem_id AS id_viagem,
       r.nome AS nome_recebedor,
       r.endereco AS endereco_recebedor,
       r.numero AS numero_recebedor,
       mr.nome AS cidade_recebedor,
       mr.uf AS estado_recebedor,
       x.nome AS nome_expedidor,
       e.tipo_comprovacao,
       CAST((SELECT count(*) FROM ctes c WHERE c.entrega_id = e.id AND c.status_comprovacao = 'COMPROVADO') AS INTEGER) AS ctes_entregues,
       CAST((SELECT count(*) FROM ctes c WHERE c.entrega_id = e.id) AS INTEGER) AS total_ctes,
       CAST((SELECT count(*) FROM nfes_transportadas n WHERE n.entrega_id = e.id AND n.status_comprovacao = 'COMPROVADO') AS INTEGER) AS nfes_entregues,
       CAST((SELECT count(*) FROM nfes_transportadas n WHERE n.entrega_id = e.id) AS INTEGER) AS total_nfes
  FROM entregas e
  JOIN clientes r ON r.id = e.recebedor_id
  JOIN municipios mr ON mr.id = r.municipio_id
  JOIN clientes x ON x.id = e.expedidor_id
 WHERE e.empresa_id = $empresaId AND e.viagem_id = $tripId
 ORDER BY e.sequencia, e.id
