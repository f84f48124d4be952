-- The processes of one production order of the company, in sequence.
SELECT pp.ordem_producao_id AS "idOrdemProducao",
       o.cliente_id AS "idCliente",
       c.nome AS "nomeCliente",
       pp.processo_id AS "idProcesso",
       pr.descricao AS "descricaoProcesso",
       pp.recurso_id AS "idRecurso",
       r.descricao AS "descricaoRecurso",
       pp.dt_hr_inicial AS "dataHoraInicial",
       pp.dt_hr_prevista_entrega AS "dataHoraPrevistaEntrega",
       pp.qtdade_produzir AS "qtdadeProduzir",
       pp.qtdade_produziu AS "qtdadeProduziu",
       pp.finalizado
  FROM ordem_producao_processos pp
  JOIN ordens_producao o ON o.id = pp.ordem_producao_id
  JOIN clientes c ON c.id = o.cliente_id
  JOIN processos pr ON pr.id = pp.processo_id
  JOIN recursos r ON r.id = pp.recurso_id
 WHERE pp.empresa_id = CAST($empresaId AS INTEGER)
   AND pp.ordem_producao_id = CAST($idOrdem AS INTEGER)
 ORDER BY pp.sequencia, pp.id
