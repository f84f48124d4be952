-- 1342: the production order (spec 1 §3 'OP pointing').
SELECT o.id AS nro_op, o.data_abertura, o.tipo, o.situacao, o.cliente_id AS codigo_cliente, c.nome AS nome_cliente,
       o.numero_pedido, o.programada, o.produto_id AS codigo_produto, p.descricao AS desc_produto,
       p.unidade_medida AS unid_med, o.quantidade AS qtdade
  FROM ordens_producao o
  JOIN clientes c ON c.id = o.cliente_id
  JOIN produtos p ON p.id = o.produto_id
 WHERE o.empresa_id = CAST($empresaId AS INTEGER) AND o.id = CAST($op AS INTEGER)
