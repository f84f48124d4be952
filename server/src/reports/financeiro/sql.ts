/**
 * Report SQL of the Financeiro dashboard (01.74.1325) and its detail modals (01.74.1333/1334/1335).
 * Parameters are positional; every statement is scoped by the company ($1). Money is rounded to
 * 2 decimals in SQL and cast to DOUBLE so the API answers JSON numbers.
 *
 * Open items: a receivable or payable title is open while saldo > 0; a cheque while its situation
 * is em_aberto = 'S' (situacoes_cheque), and its amount is its valor, due on bom_para.
 */

/** Sum of open balances per period. $2..$9 = (início, fim) of vencidos, hoje, sete dias, trinta dias. */
export const SQL_DASHBOARD = `
WITH p AS (
  SELECT CAST($2 AS DATE) AS v_i, CAST($3 AS DATE) AS v_f, CAST($4 AS DATE) AS h_i, CAST($5 AS DATE) AS h_f,
         CAST($6 AS DATE) AS s_i, CAST($7 AS DATE) AS s_f, CAST($8 AS DATE) AS t_i, CAST($9 AS DATE) AS t_f
),
rec AS (
  SELECT data_vencimento AS d, saldo AS v FROM titulos_receber
   WHERE empresa_id = CAST($1 AS INTEGER) AND saldo > 0
),
chq AS (
  SELECT c.bom_para AS d, c.valor AS v FROM cheques_receber c JOIN situacoes_cheque s ON s.id = c.situacao_atual
   WHERE c.empresa_id = CAST($1 AS INTEGER) AND s.em_aberto = 'S'
),
pag AS (
  SELECT data_vencimento AS d, saldo AS v FROM titulos_pagar
   WHERE empresa_id = CAST($1 AS INTEGER) AND saldo > 0
)
SELECT
  (SELECT CAST(round(coalesce(sum(v) FILTER (WHERE d BETWEEN v_i AND v_f), 0), 2) AS DOUBLE) FROM rec, p) AS receber_vencidos,
  (SELECT CAST(round(coalesce(sum(v) FILTER (WHERE d BETWEEN h_i AND h_f), 0), 2) AS DOUBLE) FROM rec, p) AS receber_vence_hoje,
  (SELECT CAST(round(coalesce(sum(v) FILTER (WHERE d BETWEEN s_i AND s_f), 0), 2) AS DOUBLE) FROM rec, p) AS receber_vence_sete_dias,
  (SELECT CAST(round(coalesce(sum(v) FILTER (WHERE d BETWEEN t_i AND t_f), 0), 2) AS DOUBLE) FROM rec, p) AS receber_vence_30_dias,
  (SELECT CAST(round(coalesce(sum(v) FILTER (WHERE d BETWEEN v_i AND v_f), 0), 2) AS DOUBLE) FROM chq, p) AS receber_ch_vencidos,
  (SELECT CAST(round(coalesce(sum(v) FILTER (WHERE d BETWEEN h_i AND h_f), 0), 2) AS DOUBLE) FROM chq, p) AS receber_ch_vence_hoje,
  (SELECT CAST(round(coalesce(sum(v) FILTER (WHERE d BETWEEN s_i AND s_f), 0), 2) AS DOUBLE) FROM chq, p) AS receber_ch_vence_sete_dias,
  (SELECT CAST(round(coalesce(sum(v) FILTER (WHERE d BETWEEN t_i AND t_f), 0), 2) AS DOUBLE) FROM chq, p) AS receber_ch_vence_30_dias,
  (SELECT CAST(round(coalesce(sum(v) FILTER (WHERE d BETWEEN v_i AND v_f), 0), 2) AS DOUBLE) FROM pag, p) AS pagar_vencidos,
  (SELECT CAST(round(coalesce(sum(v) FILTER (WHERE d BETWEEN h_i AND h_f), 0), 2) AS DOUBLE) FROM pag, p) AS pagar_vence_hoje,
  (SELECT CAST(round(coalesce(sum(v) FILTER (WHERE d BETWEEN s_i AND s_f), 0), 2) AS DOUBLE) FROM pag, p) AS pagar_vence_sete_dias,
  (SELECT CAST(round(coalesce(sum(v) FILTER (WHERE d BETWEEN t_i AND t_f), 0), 2) AS DOUBLE) FROM pag, p) AS pagar_vence_30_dias
`;

/** Cash and bank balances ('Saldos Disponibilidades'). */
export const SQL_SALDO_DISPONIBILIDADE = `
SELECT id, codigo_acesso, descricao, CAST(round(saldo, 2) AS DOUBLE) AS saldo
  FROM v_saldo_contas_caixa
 WHERE empresa_id = CAST($1 AS INTEGER)
 ORDER BY codigo_acesso, id
`;

/**
 * Cash flow: one row per day from $2 (today) over $3 days. A day's amounts are the open items DUE THAT
 * DAY (overdue items are not rolled into day 1, so each amount equals the single-day detail list);
 * the accumulated balance starts from the total available cash (sum of the cash balances).
 */
export const SQL_FLUXO_CAIXA = `
WITH dias AS (
  SELECT CAST(d AS DATE) AS dia
    FROM generate_series(CAST($2 AS DATE), CAST($2 AS DATE) + (CAST($3 AS INTEGER) - 1), INTERVAL 1 DAY) AS g(d)
),
rec AS (
  SELECT data_vencimento AS dia, sum(saldo) AS v FROM titulos_receber
   WHERE empresa_id = CAST($1 AS INTEGER) AND saldo > 0
     AND data_vencimento BETWEEN CAST($2 AS DATE) AND CAST($2 AS DATE) + (CAST($3 AS INTEGER) - 1)
   GROUP BY 1
),
chq AS (
  SELECT c.bom_para AS dia, sum(c.valor) AS v FROM cheques_receber c JOIN situacoes_cheque s ON s.id = c.situacao_atual
   WHERE c.empresa_id = CAST($1 AS INTEGER) AND s.em_aberto = 'S'
     AND c.bom_para BETWEEN CAST($2 AS DATE) AND CAST($2 AS DATE) + (CAST($3 AS INTEGER) - 1)
   GROUP BY 1
),
pag AS (
  SELECT data_vencimento AS dia, sum(saldo) AS v FROM titulos_pagar
   WHERE empresa_id = CAST($1 AS INTEGER) AND saldo > 0
     AND data_vencimento BETWEEN CAST($2 AS DATE) AND CAST($2 AS DATE) + (CAST($3 AS INTEGER) - 1)
   GROUP BY 1
),
inicial AS (
  SELECT coalesce(sum(saldo), 0) AS saldo FROM v_saldo_contas_caixa WHERE empresa_id = CAST($1 AS INTEGER)
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
SELECT strftime(l.dia, '%Y-%m-%d') AS data_vencimento,
       ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'][dayofweek(l.dia) + 1] AS Dia_Semana,
       CAST(round(l.rec, 2) AS DOUBLE) AS valor_tit_rec,
       CAST(round(l.chq, 2) AS DOUBLE) AS valor_cheques,
       CAST(round(l.pag, 2) AS DOUBLE) AS valor_tit_pag,
       CAST(round(l.saldo_dia, 2) AS DOUBLE) AS saldo_dia,
       CAST(round(i.saldo + sum(l.saldo_dia) OVER (ORDER BY l.dia ROWS UNBOUNDED PRECEDING), 2) AS DOUBLE) AS saldo_acumulado
  FROM linhas l CROSS JOIN inicial i
 ORDER BY l.dia
`;

/** Open receivable titles due in [$3, $4]; $2 = today (days overdue); $5 = customer code or NULL. */
export const SQL_TITULOS_RECEBER = `
SELECT strftime(t.data_emissao, '%Y-%m-%d') AS dataEmissao,
       strftime(t.data_vencimento, '%Y-%m-%d') AS dataVencimento,
       CAST(greatest(date_diff('day', t.data_vencimento, CAST($2 AS DATE)), 0) AS INTEGER) AS diasAtraso,
       t.nro_titulo AS nroTitulo,
       t.nro_parcela AS nroParcela,
       t.serie,
       CAST(t.valor AS DOUBLE) AS valor,
       CAST(t.saldo AS DOUBLE) AS saldo,
       CAST(t.vlr_descontado AS DOUBLE) AS vlr_descontado,
       CAST(t.valor - t.vlr_descontado AS DOUBLE) AS vlr_liquido,
       t.nro_doc_origem AS nroDocOrigem,
       t.tipo_doc_origem AS tipoDocOrigem,
       t.nro_dfe AS nroDFe,
       t.tipo_dfe AS tipoDFe,
       t.cliente_id AS idCliente,
       c.nome AS nomeCliente,
       t.observacao
  FROM titulos_receber t
  JOIN clientes c ON c.id = t.cliente_id
 WHERE t.empresa_id = CAST($1 AS INTEGER)
   AND t.saldo > 0
   AND t.data_vencimento BETWEEN CAST($3 AS DATE) AND CAST($4 AS DATE)
   AND (CAST($5 AS INTEGER) IS NULL OR t.cliente_id = CAST($5 AS INTEGER))
 ORDER BY t.data_vencimento, c.nome, t.nro_titulo, t.nro_parcela, t.id
`;

/** Open receivable cheques with bom_para in [$3, $4]; $2 = today. */
export const SQL_TITULOS_RECEBER_CHEQUE = `
SELECT strftime(c.data_emissao, '%Y-%m-%d') AS data_emissao,
       strftime(c.bom_para, '%Y-%m-%d') AS bom_para,
       CAST(greatest(date_diff('day', c.bom_para, CAST($2 AS DATE)), 0) AS INTEGER) AS dias_atraso,
       c.nro_controle,
       c.banco,
       c.agencia,
       c.conta,
       c.nro_cheque,
       CAST(c.valor AS DOUBLE) AS valor,
       c.cliente_id AS id_cliente,
       cl.nome AS nome_cliente,
       c.cpf_cnpj_emissor,
       c.emissor,
       c.sit_conta,
       c.situacao_atual,
       s.descricao AS descricao_situacao_atual
  FROM cheques_receber c
  JOIN situacoes_cheque s ON s.id = c.situacao_atual
  JOIN clientes cl ON cl.id = c.cliente_id
 WHERE c.empresa_id = CAST($1 AS INTEGER)
   AND s.em_aberto = 'S'
   AND c.bom_para BETWEEN CAST($3 AS DATE) AND CAST($4 AS DATE)
 ORDER BY c.bom_para, cl.nome, c.nro_controle, c.id
`;

/** Open payable titles due in [$3, $4]; $2 = today; $5 = supplier id or NULL. */
export const SQL_TITULOS_PAGAR = `
SELECT strftime(t.data_emissao, '%Y-%m-%d') AS data_emissao,
       strftime(t.data_vencimento, '%Y-%m-%d') AS data_vencimento,
       CAST(greatest(date_diff('day', t.data_vencimento, CAST($2 AS DATE)), 0) AS INTEGER) AS dias_atraso,
       t.id AS id_titulos_pagar,
       t.nf_entrada_id AS id_nf_entrada,
       t.nro_titulo,
       t.nro_parcela,
       t.total_parcelas,
       t.serie,
       CAST(t.valor AS DOUBLE) AS valor,
       CAST(t.saldo AS DOUBLE) AS saldo,
       t.fornecedor_id AS id_fornecedor,
       f.nome AS nome_fornecedor,
       pc.descricao AS descricao_plano_contas,
       t.observacao
  FROM titulos_pagar t
  JOIN fornecedores f ON f.id = t.fornecedor_id
  JOIN plano_contas pc ON pc.id = t.plano_contas_id
 WHERE t.empresa_id = CAST($1 AS INTEGER)
   AND t.saldo > 0
   AND t.data_vencimento BETWEEN CAST($3 AS DATE) AND CAST($4 AS DATE)
   AND (CAST($5 AS INTEGER) IS NULL OR t.fornecedor_id = CAST($5 AS INTEGER))
 ORDER BY t.data_vencimento, f.nome, t.nro_titulo, t.nro_parcela, t.id
`;
