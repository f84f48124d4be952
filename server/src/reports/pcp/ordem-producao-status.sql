-- Production orders by number ($op, then nothing else filters), or by customer + opening period + programada + situação.
SELECT o.id AS numero_op,
       o.produto_id AS codigo_produto,
       p.descricao AS descricao_produto,
       o.quantidade,
       p.unidade_medida AS unid_medida,
       o.data_abertura,
       o.data_previsao_entrega,
       o.data_conclusao,
       o.situacao,
       o.programada
  FROM ordens_producao o
  JOIN produtos p ON p.id = o.produto_id
 WHERE o.empresa_id = CAST($empresaId AS INTEGER)
   AND ((CAST($op AS INTEGER) IS NOT NULL AND o.id = CAST($op AS INTEGER))
     OR (CAST($op AS INTEGER) IS NULL
         AND o.cliente_id = CAST($cliente AS INTEGER)
         AND o.data_abertura BETWEEN CAST($dataAberturaInicio AS DATE) AND CAST($dataAberturaFinal AS DATE)
         AND (CAST($programadaFiltro AS VARCHAR) = 'Todas' OR o.programada = CAST($programadaFiltro AS VARCHAR))
         AND (CAST($situacaoFiltro AS VARCHAR) = 'Todas'
              OR (CAST($situacaoFiltro AS VARCHAR) = 'NaoFinalizada' AND o.situacao NOT IN ('Finalizada', 'Cancelada'))
              OR o.situacao = CAST($situacaoFiltro AS VARCHAR))))
 ORDER BY o.data_abertura DESC, o.id DESC
