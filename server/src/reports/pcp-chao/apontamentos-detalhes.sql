-- The detail lines (drawers 1476 and 1478, and the expandable rows' detalhes[] of 1475 and 1477): one per appointment
-- of `linhas` kept by the statement's WHERE, with the field names of spec 2 §3 'Production detail appointment'. The
-- includer writes SELECT (and a key column first, for a nested list) before it.
       l.ordem_producao_id AS nr_ordem_producao,
       l.ordem_servico_id AS nr_ordem_servico,
       l.dt_hr_inicio,
       l.dt_hr_fim,
       lpad(CAST(CAST(floor(l.segundos / 3600.0) AS BIGINT) AS VARCHAR), 2, '0') || ':' ||
       lpad(CAST(CAST(floor(mod(l.segundos, 3600) / 60.0) AS BIGINT) AS VARCHAR), 2, '0') || ':' ||
       lpad(CAST(mod(l.segundos, 60) AS VARCHAR), 2, '0') AS qtd_hr_executado,
       l.segundos AS qtd_seg_executado,
       pr.descricao AS desc_produto,
       op.nome AS desc_operador,
       ps.descricao AS desc_processo,
       r.descricao AS desc_maquina,
       t.descricao AS desc_tipo_apontamento,
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
