-- One side's settlements of the period per cost centre (the including file defines lado(tipo) after movimentos),
-- value descending; titles without a cost centre make one row with centro_custo NULL ('Sem centro de custo').
-- porcentagem = the row's valor / the side's total × 100.
centros AS (
  SELECT m.centro_custo_id, sum(m.valor) AS valor, sum(m.juros) AS juros, sum(m.desconto) AS desconto
    FROM movimentos m JOIN lado l ON l.tipo = m.tipo GROUP BY m.centro_custo_id
)
SELECT c.centro_custo_id AS centro_custo,
       coalesce(cc.descricao, 'Sem centro de custo') AS custo_desc,
       CASE WHEN sum(c.valor) OVER () = 0 THEN 0
            ELSE round(CAST(c.valor * 100 / sum(c.valor) OVER () AS DECIMAL(38, 10)), 2) END AS porcentagem,
       c.valor, c.juros, c.desconto
  FROM centros c LEFT JOIN centros_custo cc ON cc.id = c.centro_custo_id
 ORDER BY c.valor DESC, c.centro_custo_id
