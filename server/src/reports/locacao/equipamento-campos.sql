-- The Equipment row of spec 2 §3 (without movimentos), shared by the list by situation and the detail, so a
-- list row and its detail cannot disagree. The customer is the contract's; contract, shipment and site are
-- the equipment's current ones (those of its latest movement, docs/data-model.md), NULL when not rented.
equipamento AS (
  SELECT e.id AS id_equipamento,
         e.descricao AS desc_equipamento,
         e.nro_lacre,
         e.id_situacao,
         s.descricao AS desc_situacao,
         e.grupo_id AS id_grupo,
         g.descricao AS desc_grupo,
         e.contrato_id AS id_contrato,
         e.remessa_id AS id_remessa,
         c.cliente_id AS id_cliente,
         cl.nome AS desc_cliente,
         e.obra_id AS id_obra,
         o.descricao AS desc_obra
    FROM equipamentos e
    JOIN situacoes_equipamento s ON s.id = e.id_situacao
    JOIN grupos_equipamento g ON g.id = e.grupo_id
    LEFT JOIN contratos_locacao c ON c.id = e.contrato_id
    LEFT JOIN clientes cl ON cl.id = c.cliente_id
    LEFT JOIN obras o ON o.id = e.obra_id
   WHERE e.empresa_id = CAST($empresaId AS INTEGER)
)
