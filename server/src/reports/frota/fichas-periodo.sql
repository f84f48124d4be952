-- Settlement sheets of the period with their km and fuel litres (shared by the fuel-average statements, 1418/1419).
fichas AS (
  SELECT f.id, f.nro_ficha, f.veiculo_id, f.motorista_id, f.data_emissao, f.km_inicial, f.km_final,
    f.km_final - f.km_inicial AS km,
    coalesce((SELECT sum(a.quantidade) FROM abastecimentos a WHERE a.ficha_acerto_id = f.id AND a.combustivel = 'DIESEL'), 0) AS litros_diesel,
    coalesce((SELECT sum(a.quantidade) FROM abastecimentos a WHERE a.ficha_acerto_id = f.id AND a.combustivel = 'ARLA'), 0) AS litros_arla
  FROM fichas_acerto f
  WHERE f.empresa_id = CAST($empresaId AS INTEGER)
    AND f.data_emissao BETWEEN CAST($dataInicio AS DATE) AND CAST($dataFim AS DATE)
)
