-- Diesel price by state and city (media-valores, 1519): the period's DIESEL fuel records grouped by day and station;
-- qtdade = litres, valor = amount paid, vlr_unitario = valor / qtdade (the day's average price at that station).
SELECT a.data_emissao, fo.id AS codigo_fornecedor, fo.nome AS nome_fornecedor,
  mu.nome AS cidade, mu.uf AS estado,
  sum(a.quantidade) AS qtdade,
  round(CAST(sum(a.valor) / sum(a.quantidade) AS DECIMAL(38, 10)), 3) AS vlr_unitario,
  sum(a.valor) AS valor
FROM abastecimentos a
JOIN fornecedores fo ON fo.id = a.fornecedor_id
JOIN municipios mu ON mu.id = fo.municipio_id
WHERE a.empresa_id = CAST($empresaId AS INTEGER)
  AND a.combustivel = 'DIESEL'
  AND a.data_emissao BETWEEN CAST($dataInicio AS DATE) AND CAST($dataFim AS DATE)
GROUP BY a.data_emissao, fo.id, fo.nome, mu.nome, mu.uf
ORDER BY estado, cidade, a.data_emissao, codigo_fornecedor
