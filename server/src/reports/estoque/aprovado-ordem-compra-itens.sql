-- The items of the open orders (the phone cards' 'Detalhes': Produto, Qtd., UN., Total).
SELECT i.ordem_compra_id, i.produto_id AS codigo_produto, p.descricao AS descricao_produto, i.quantidade,
       p.unidade_medida, i.valor_unitario, i.valor_total
  FROM ordens_compra_itens i
  JOIN ordens_compra o ON o.id = i.ordem_compra_id
  JOIN produtos p ON p.id = i.produto_id
 WHERE o.empresa_id = CAST($empresaId AS INTEGER)
   AND o.situacao = 'Aberta'
   AND (COALESCE(CAST($aprovacao AS VARCHAR), 'todos') <> 'pendentes' OR (o.aprovado = 'N' AND o.usa_aprovacao = 'S'))
 ORDER BY i.ordem_compra_id, i.nro_item
