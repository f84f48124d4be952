-- 'Saldos Disponibilidades' (01.74.1325): balance of each cash/bank account = initial balance + movements.
SELECT id, codigo_acesso, descricao, round(saldo, 2) AS saldo
  FROM v_saldo_contas_caixa
 WHERE empresa_id = CAST($empresaId AS INTEGER)
 ORDER BY codigo_acesso, id
