-- 02.79.1493 trips: by CT-e number, by NF-e number, or by status (FINISHED within the period of its end).
-- versao_atual_copiloto is the company's current driver-app version (configuracoes 'versao_atual_copiloto').
SELECT v.id AS id_viagem,
       o.nro_ordem AS nro_ordem_carregamento,
       CAST((SELECT count(*) FROM entregas e WHERE e.viagem_id = v.id AND e.data_entrega IS NOT NULL) AS INTEGER) AS entregas_realizadas,
       CAST((SELECT count(*) FROM entregas e WHERE e.viagem_id = v.id) AS INTEGER) AS total_entregas,
       v.data_hora_carregado AS data_hora_carregado_copiloto,
       v.dt_viagem_finalizada AS dt_viagem_finalizada_copiloto,
       v.versao_app AS versao_app_copiloto,
       (SELECT cfg.valor FROM configuracoes cfg
         WHERE cfg.empresa_id = v.empresa_id AND cfg.chave = 'versao_atual_copiloto') AS versao_atual_copiloto,
       f.nome_fantasia AS nome_filial,
       r.nome AS descricao_remetente,
       v.peso_bruto,
       ve.placa,
       m.nome AS nome_motorista,
       v.data_ultima_localizacao,
       v.ultima_latitude,
       v.ultima_longitude,
       v.status
  FROM viagens v
  JOIN ordens_carregamento o ON o.id = v.ordem_carregamento_id
  JOIN filiais f ON f.id = v.filial_id
  JOIN clientes r ON r.id = v.remetente_id
  JOIN veiculos ve ON ve.id = v.veiculo_id
  JOIN motoristas m ON m.id = v.motorista_id
 WHERE v.empresa_id = $empresaId
   AND (CAST($cte AS INTEGER) IS NULL OR EXISTS (
         SELECT 1 FROM ctes c JOIN entregas e ON e.id = c.entrega_id
          WHERE e.viagem_id = v.id AND c.numero = CAST($cte AS INTEGER)))
   AND (CAST($nfe AS INTEGER) IS NULL OR EXISTS (
         SELECT 1 FROM nfes_transportadas n JOIN entregas e ON e.id = n.entrega_id
          WHERE e.viagem_id = v.id AND n.numero_nota = CAST($nfe AS INTEGER)))
   AND (CAST($statusFiltro AS VARCHAR) IS NULL OR v.status = CAST($statusFiltro AS VARCHAR))
   AND (CAST($inicio AS DATE) IS NULL OR CAST(v.dt_viagem_finalizada AS DATE) BETWEEN CAST($inicio AS DATE) AND CAST($fim AS DATE))
 ORDER BY v.data_hora_carregado DESC, v.id DESC
