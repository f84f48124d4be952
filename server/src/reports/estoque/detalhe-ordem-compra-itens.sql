-- The items of one purchase order, in item order.
SELECT i.produto_id AS codigo_produto, p.descricao AS descricao_produto, i.quantidade, p.unidade_medida,
       i.valor_unitario, i.valor_total
  FROM ordens_compra_itens i
  JOIN ordens_compra o ON o.id = i.ordem_compra_id
  JOIN produtos p ON p.id = i.produto_id
 WHERE o.empresa_id = CAST($empresaId AS INTEGER)
   AND i.ordem_compra_id = CAST($nroOc AS INTEGER)
 ORDER BY i.nro_item
