-- The detail lines (drawers 1476 and 1478): one per appointment of `linhas` kept by the statement's WHERE.
SELECT l.ordem_producao_id AS nro_op,
       l.ordem_servico_id AS nro_os,
       l.dt_hr_inicio,
       l.dt_hr_fim,
       lpad(CAST(CAST(floor(l.segundos / 3600.0) AS BIGINT) AS VARCHAR), 2, '0') || ':' ||
       lpad(CAST(CAST(floor(mod(l.segundos, 3600) / 60.0) AS BIGINT) AS VARCHAR), 2, '0') || ':' ||
       lpad(CAST(mod(l.segundos, 60) AS VARCHAR), 2, '0') AS horas_executadas,
       l.segundos AS segundos_executados,
       l.produto_id AS id_produto,
       pr.descricao AS desc_produto,
       l.operador_id AS id_operador,
       op.nome AS nome_operador,
       ps.descricao AS desc_processo,
       r.descricao AS desc_recurso,
       t.descricao AS tipo_apontamento,
       l.cancelado,
       l.finalizou_processo,
       l.qtdade_produziu,
       l.qtdade_perdeu
  FROM linhas l
  JOIN produtos pr ON pr.id = l.produto_id
  JOIN operadores op ON op.id = l.operador_id
  JOIN processos ps ON ps.id = l.processo_id
  JOIN recursos r ON r.id = l.recurso_id
  JOIN tipos_apontamento t ON t.id = l.tipo_apontamento_id
