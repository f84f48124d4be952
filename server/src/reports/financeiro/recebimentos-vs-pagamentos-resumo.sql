-- Summary of 02.74.1491: no row at all when nothing moved in the period (the cards then show 'Sem dados').
WITH
-- @include recebimentos-vs-pagamentos-movimentos.sql
SELECT coalesce(sum(CASE WHEN tipo = 'recebimento' THEN valor END), 0) AS recebimentos,
       coalesce(sum(CASE WHEN tipo = 'pagamento' THEN valor END), 0) AS pagamentos,
       coalesce(sum(CASE WHEN tipo = 'recebimento' THEN valor ELSE -valor END), 0) AS total
  FROM movimentos
HAVING count(*) > 0
