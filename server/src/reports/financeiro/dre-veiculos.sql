-- DRE por Veículos (02.74.1429): per vehicle with postings in the period, revenue (freight, re-deliveries),
-- costs and expenses, the result and the fuel average (km of the period's settlement sheets / their diesel litres).
WITH
-- @include dre-veiculos-lancamentos.sql
, por_veiculo AS (
  SELECT veiculo_id,
         sum(CASE WHEN grupo = 1 AND codigo <> '1.1.02' THEN valor ELSE 0 END) AS valor_faturamento,
         sum(CASE WHEN grupo = 1 AND codigo = '1.1.02' THEN valor ELSE 0 END) AS valor_reentrega,
         sum(CASE WHEN grupo = 1 THEN valor ELSE 0 END) AS valor_fat_geral,
         sum(CASE WHEN grupo IN (2, 3) THEN valor ELSE 0 END) AS despesas_custos
    FROM lancamentos GROUP BY veiculo_id
), fichas AS (
  SELECT f.veiculo_id, sum(f.km_final - f.km_inicial) AS km,
         sum((SELECT coalesce(sum(a.quantidade), 0) FROM abastecimentos a WHERE a.ficha_acerto_id = f.id AND a.combustivel = 'DIESEL')) AS litros
    FROM fichas_acerto f
   WHERE f.empresa_id = CAST($empresaId AS INTEGER)
     AND f.data_emissao BETWEEN CAST($inicioPeriodo AS DATE) AND CAST($finalPeriodo AS DATE)
   GROUP BY f.veiculo_id
)
SELECT v.placa, v.modelo, v.ano_modelo, v.marca, r.descricao AS descricao_rodado,
       p.valor_faturamento, p.valor_reentrega, p.valor_fat_geral,
       CASE WHEN sum(p.valor_fat_geral) OVER () = 0 THEN 0
            ELSE round(CAST(p.valor_fat_geral * 100 / sum(p.valor_fat_geral) OVER () AS DECIMAL(38, 10)), 2) END AS perc_fat,
       p.despesas_custos, p.valor_fat_geral - p.despesas_custos AS resultado,
       CASE WHEN coalesce(fi.litros, 0) = 0 THEN 0 ELSE round(CAST(fi.km / fi.litros AS DECIMAL(38, 10)), 2) END AS media_km_litro
  FROM por_veiculo p
  JOIN veiculos v ON v.id = p.veiculo_id
  JOIN tipos_rodado r ON r.id = v.tipo_rodado_id
  LEFT JOIN fichas fi ON fi.veiculo_id = p.veiculo_id
 WHERE CAST($idGestor AS INTEGER) IS NULL OR v.gestor_id = CAST($idGestor AS INTEGER)
 ORDER BY resultado DESC, v.placa
