-- Receipts of the period per cost centre (02.74.1491).
WITH
-- @include recebimentos-vs-pagamentos-movimentos.sql
, lado AS (SELECT 'recebimento' AS tipo),
-- @include recebimentos-vs-pagamentos-centros.sql
