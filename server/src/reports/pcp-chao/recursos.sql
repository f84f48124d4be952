-- Painel de Recursos (01.77.1330): each resource of the company with its latest situation event (the situation and
-- since when, kept on the resource row), current OP, process and operator. tempo_na_situacao = seconds from that
-- event to the business moment ($agora); -1 when the resource has no event date ('Sempre Parada'). A moment
-- before the event (a demo clock earlier than the seeded events) counts as 0, never as 'Sempre Parada'.
SELECT r.id AS id_recurso,
       r.descricao AS desc_recurso,
       r.terceirizado,
       o.nome AS nome_operador,
       r.data_ocupado,
       r.ordem_producao_id AS nro_op,
       p.descricao AS processo,
       r.codigo_situacao_recurso,
       s.descricao AS situacao_recurso,
       CASE WHEN r.data_situacao IS NULL THEN -1
            ELSE greatest(0, CAST(floor(extract(epoch FROM (CAST($agora AS TIMESTAMP) - r.data_situacao))) AS BIGINT))
       END AS tempo_na_situacao
  FROM recursos r
  JOIN situacoes_recurso s ON s.codigo = r.codigo_situacao_recurso
  LEFT JOIN operadores o ON o.id = r.operador_id
  LEFT JOIN processos p ON p.id = r.processo_id
 WHERE r.empresa_id = CAST($empresaId AS INTEGER)
 ORDER BY r.id
