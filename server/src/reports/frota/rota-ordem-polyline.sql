-- The order's encoded polyline; always one row (NULL when the order has no planned route).
SELECT (
  SELECT r.polyline
    FROM rotas_planejadas r
    JOIN ordens_carregamento o ON o.id = r.ordem_carregamento_id
   WHERE o.empresa_id = CAST($empresaId AS INTEGER)
     AND o.nro_ordem = $orderNumber
   ORDER BY o.id
   LIMIT 1
) AS polyline
