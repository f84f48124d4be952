-- Costs and expenses of one vehicle in the period by account (02.74.1430); perc = the account's share of the
-- vehicle's total costs × 100. An unknown plate or one of another company answers no line.
WITH
-- @include dre-veiculos-lancamentos.sql
, contas AS (
  SELECT l.codigo, l.descricao, sum(l.valor) AS valor
    FROM lancamentos l JOIN veiculos v ON v.id = l.veiculo_id
   WHERE v.placa = CAST($placa AS VARCHAR) AND l.grupo IN (2, 3)
   GROUP BY l.codigo, l.descricao
)
SELECT codigo AS codigo_conta, descricao AS desc_conta, valor,
       CASE WHEN sum(valor) OVER () = 0 THEN 0 ELSE round(CAST(valor * 100 / sum(valor) OVER () AS DECIMAL(38, 10)), 2) END AS perc
  FROM contas
 ORDER BY valor DESC, codigo
