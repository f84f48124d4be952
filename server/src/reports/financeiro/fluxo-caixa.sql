-- Fluxo de Caixa (01.74.1325): one row per day from today over $dias days. A day's amounts are the open items
-- DUE THAT DAY (overdue items are not rolled into day 1, so each amount equals its single-day detail list);
-- the accumulated balance starts from the total available cash (sum of the cash balances).
WITH dias AS (
  SELECT CAST(d AS DATE) AS dia
    FROM generate_series(CAST($today AS DATE), CAST($today AS DATE) + (CAST($dias AS INTEGER) - 1), INTERVAL '1 day') AS g(d)
),
rec AS (
  SELECT data_vencimento AS dia, sum(saldo) AS v FROM titulos_receber
   WHERE empresa_id = CAST($empresaId AS INTEGER) AND saldo > 0
     AND data_vencimento BETWEEN CAST($today AS DATE) AND CAST($today AS DATE) + (CAST($dias AS INTEGER) - 1)
   GROUP BY data_vencimento
),
chq AS (
  SELECT c.bom_para AS dia, sum(c.valor) AS v FROM cheques_receber c JOIN situacoes_cheque s ON s.id = c.situacao_atual
   WHERE c.empresa_id = CAST($empresaId AS INTEGER) AND s.em_aberto = 'S'
     AND c.bom_para BETWEEN CAST($today AS DATE) AND CAST($today AS DATE) + (CAST($dias AS INTEGER) - 1)
   GROUP BY c.bom_para
),
pag AS (
  SELECT data_vencimento AS dia, sum(saldo) AS v FROM titulos_pagar
   WHERE empresa_id = CAST($empresaId AS INTEGER) AND saldo > 0
     AND data_vencimento BETWEEN CAST($today AS DATE) AND CAST($today AS DATE) + (CAST($dias AS INTEGER) - 1)
   GROUP BY data_vencimento
),
inicial AS (
  SELECT coalesce(sum(saldo), 0) AS saldo FROM v_saldo_contas_caixa WHERE empresa_id = CAST($empresaId AS INTEGER)
),
linhas AS (
  SELECT d.dia,
         coalesce(rec.v, 0) AS rec, coalesce(chq.v, 0) AS chq, coalesce(pag.v, 0) AS pag,
         coalesce(rec.v, 0) + coalesce(chq.v, 0) - coalesce(pag.v, 0) AS saldo_dia
    FROM dias d
    LEFT JOIN rec ON rec.dia = d.dia
    LEFT JOIN chq ON chq.dia = d.dia
    LEFT JOIN pag ON pag.dia = d.dia
)
SELECT l.dia AS data_vencimento,
       CASE extract(dow FROM l.dia)
         WHEN 0 THEN 'Domingo' WHEN 1 THEN 'Segunda-feira' WHEN 2 THEN 'Terça-feira' WHEN 3 THEN 'Quarta-feira'
         WHEN 4 THEN 'Quinta-feira' WHEN 5 THEN 'Sexta-feira' ELSE 'Sábado' END AS "Dia_Semana",
       round(l.rec, 2) AS valor_tit_rec,
       round(l.chq, 2) AS valor_cheques,
       round(l.pag, 2) AS valor_tit_pag,
       round(l.saldo_dia, 2) AS saldo_dia,
       round(i.saldo + sum(l.saldo_dia) OVER (ORDER BY l.dia ROWS UNBOUNDED PRECEDING), 2) AS saldo_acumulado
  FROM linhas l CROSS JOIN inicial i
 ORDER BY l.dia
