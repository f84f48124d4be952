-- Apontamentos por Operador por Produto Acabado (01.77.1475): per operator and finished product, hours pointed in the
-- period against the hours charged on the service orders (the operator's share of each order).
WITH
-- @include apontamentos-linhas.sql
SELECT CAST(l.operador_id AS VARCHAR) || '-' || CAST(l.produto_id AS VARCHAR) AS chave,
       l.operador_id AS id_operador,
       op.nome AS nome_operador,
       l.produto_id AS id_produto_acabado,
       p.descricao AS desc_produto_acabado,
-- @include apontamentos-totais.sql
  FROM linhas l
  JOIN operadores op ON op.id = l.operador_id
  JOIN produtos p ON p.id = l.produto_id
 GROUP BY l.operador_id, op.nome, l.produto_id, p.descricao
 ORDER BY op.nome, l.operador_id, p.descricao, l.produto_id
