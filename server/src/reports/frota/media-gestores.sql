-- 'Faturamento por Gestor' (Dashboard Frota 02.78.1416): the month's freights by the vehicle's fleet manager.
-- valor_faturamento = normal CT-es, valor_reentrega = re-delivery CT-es, valor_total_geral = both (= the order's
-- valor_frete); perc_faturamento = share of the month's total.
WITH
-- @include fretes-mes.sql
, total AS (SELECT sum(valor_frete) AS t FROM fretes)
SELECT coalesce(v.gestor_id, 0) AS id_gestor, coalesce(g.nome, 'Sem gestor') AS descricao_gestor,
  sum(f.valor_normal) AS valor_faturamento,
  CASE WHEN max(total.t) = 0 THEN 0 ELSE round(CAST(sum(f.valor_frete) * 100.0 / max(total.t) AS DECIMAL(38, 10)), 2) END AS perc_faturamento,
  sum(f.valor_reentrega) AS valor_reentrega,
  sum(f.valor_frete) AS valor_total_geral
FROM fretes f
JOIN veiculos v ON v.id = f.veiculo_id
LEFT JOIN usuarios_erp g ON g.id = v.gestor_id
CROSS JOIN total
GROUP BY coalesce(v.gestor_id, 0), coalesce(g.nome, 'Sem gestor')
ORDER BY valor_total_geral DESC, descricao_gestor
