-- Labelled points of the order's route (origin, scheduled stop, destination), in route order.
SELECT m.latitude AS lat, m.longitude AS lng, m.label
  FROM rota_marcadores m
  JOIN ordens_carregamento o ON o.id = m.ordem_carregamento_id
 WHERE o.empresa_id = CAST($empresaId AS INTEGER)
   AND o.nro_ordem = $orderNumber
 ORDER BY m.sequencia, m.id
