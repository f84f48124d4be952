-- Diesel litres by station (media-litros, 1519): the period's DIESEL fuel records per station, each station's share
-- of the litres and of the amount (2 decimals), and the period totals repeated on every row (soma_qtdade, soma_valor).
WITH p AS (
  SELECT fo.id AS codigo_fornecedor, fo.nome AS nome_fornecedor, mu.nome AS cidade, mu.uf AS estado,
    sum(a.quantidade) AS qtdade, sum(a.valor) AS vlr_total
  FROM abastecimentos a
  JOIN fornecedores fo ON fo.id = a.fornecedor_id
  JOIN municipios mu ON mu.id = fo.municipio_id
  WHERE a.empresa_id = CAST($empresaId AS INTEGER)
    AND a.combustivel = 'DIESEL'
    AND a.data_emissao BETWEEN CAST($dataInicio AS DATE) AND CAST($dataFim AS DATE)
  GROUP BY fo.id, fo.nome, mu.nome, mu.uf
), t AS (SELECT sum(qtdade) AS soma_qtdade, sum(vlr_total) AS soma_valor FROM p)
SELECT p.codigo_fornecedor, p.nome_fornecedor, p.cidade, p.estado, p.qtdade,
  round(CAST(p.qtdade * 100.0 / t.soma_qtdade AS DECIMAL(38, 10)), 2) AS perc_qtdade,
  p.vlr_total,
  round(CAST(p.vlr_total * 100.0 / t.soma_valor AS DECIMAL(38, 10)), 2) AS perc_valor,
  t.soma_qtdade, t.soma_valor
FROM p CROSS JOIN t
ORDER BY p.qtdade DESC, p.codigo_fornecedor
