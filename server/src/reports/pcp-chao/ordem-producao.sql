-- Detalhes ordem produção (01.77.1339): the production order's header (spec 1 §3 Production order).
SELECT c.nome AS nome_cliente,
       o.data_abertura,
       o.numero_pedido,
       o.tipo,
       o.situacao,
       o.programada,
       pr.descricao AS desc_produto,
       pr.unidade_medida AS unid_med,
       o.quantidade AS qtdade
  FROM ordens_producao o
  JOIN clientes c ON c.id = o.cliente_id
  JOIN produtos pr ON pr.id = o.produto_id
 WHERE o.empresa_id = CAST($empresaId AS INTEGER)
   AND o.id = CAST($op AS INTEGER)
