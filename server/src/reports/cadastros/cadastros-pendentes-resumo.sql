-- The 'Cadastros pendentes' strip (docs/cadastros.md): every category of spec 1 §2.10 with the company's count, in the
-- spec's order, zero included, so each tile links to its list.
SELECT c.categoria, c.descricao_categoria, CAST(count(p.id) AS INTEGER) AS quantidade
  FROM (VALUES ('motorista', 'Motorista', 1), ('outros_veiculos', 'Outros veículos', 2),
               ('veiculos_tracao', 'Veículos de tração', 3), ('operacao_vazio', 'Operação vazio', 4),
               ('operacoes_normais', 'Operações normais', 5)) AS c (categoria, descricao_categoria, ordem)
  LEFT JOIN cadastros_pendentes p ON p.categoria = c.categoria AND p.empresa_id = CAST($empresaId AS INTEGER)
 GROUP BY c.categoria, c.descricao_categoria, c.ordem
 ORDER BY c.ordem
