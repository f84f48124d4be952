-- Cards 'Títulos a Receber' and 'Cheques a Receber' of the Dashboard Financeiro (01.74.1325): open balances
-- due in each period of spec 1 §7. Open: a title while saldo > 0; a cheque while its situation is em_aberto = 'S'
-- (its amount is its valor, due on bom_para).
WITH
-- @include dashboard-periodos.sql
rec AS (
  SELECT data_vencimento AS d, saldo AS v FROM titulos_receber
   WHERE empresa_id = CAST($empresaId AS INTEGER) AND saldo > 0
),
chq AS (
  SELECT c.bom_para AS d, c.valor AS v FROM cheques_receber c JOIN situacoes_cheque s ON s.id = c.situacao_atual
   WHERE c.empresa_id = CAST($empresaId AS INTEGER) AND s.em_aberto = 'S'
)
SELECT
  (SELECT round(coalesce(sum(v) FILTER (WHERE d BETWEEN v_i AND v_f), 0), 2) FROM rec, p) AS receber_vencidos,
  (SELECT round(coalesce(sum(v) FILTER (WHERE d BETWEEN h_i AND h_f), 0), 2) FROM rec, p) AS receber_vence_hoje,
  (SELECT round(coalesce(sum(v) FILTER (WHERE d BETWEEN s_i AND s_f), 0), 2) FROM rec, p) AS receber_vence_sete_dias,
  (SELECT round(coalesce(sum(v) FILTER (WHERE d BETWEEN t_i AND t_f), 0), 2) FROM rec, p) AS receber_vence_30_dias,
  (SELECT round(coalesce(sum(v) FILTER (WHERE d BETWEEN v_i AND v_f), 0), 2) FROM chq, p) AS receber_ch_vencidos,
  (SELECT round(coalesce(sum(v) FILTER (WHERE d BETWEEN h_i AND h_f), 0), 2) FROM chq, p) AS receber_ch_vence_hoje,
  (SELECT round(coalesce(sum(v) FILTER (WHERE d BETWEEN s_i AND s_f), 0), 2) FROM chq, p) AS receber_ch_vence_sete_dias,
  (SELECT round(coalesce(sum(v) FILTER (WHERE d BETWEEN t_i AND t_f), 0), 2) FROM chq, p) AS receber_ch_vence_30_dias
