-- The summary as three bars (Recebimentos, Pagamentos, Total); none when nothing moved.
WITH
-- @include recebimentos-vs-pagamentos-movimentos.sql
, resumo AS (
  SELECT coalesce(sum(CASE WHEN tipo = 'recebimento' THEN valor END), 0) AS recebimentos,
         coalesce(sum(CASE WHEN tipo = 'pagamento' THEN valor END), 0) AS pagamentos, count(*) AS n
    FROM movimentos
)
SELECT descricao, valor FROM (
  SELECT 1 AS ordem, 'Recebimentos' AS descricao, recebimentos AS valor, n FROM resumo
  UNION ALL SELECT 2, 'Pagamentos', pagamentos, n FROM resumo
  UNION ALL SELECT 3, 'Total', recebimentos - pagamentos, n FROM resumo
) x
WHERE n > 0
ORDER BY ordem
