-- Ficha x Requisitado: per OP opened in the period and within the OP range that has requisitions, each raw
-- material of its technical sheet: sheet quantity = sheet per unit × OP quantity (3 decimals), requisitioned =
-- sum of its requisitions, percentual = requisitioned ÷ sheet × 100 (2 decimals).
WITH ops AS (
  SELECT o.id, o.produto_id, o.quantidade
    FROM ordens_producao o
   WHERE o.empresa_id = CAST($empresaId AS INTEGER)
     AND o.data_abertura BETWEEN CAST($dataInicial AS DATE) AND CAST($dataFinal AS DATE)
     AND o.id BETWEEN CAST($opInicial AS INTEGER) AND CAST($opFinal AS INTEGER)
     AND EXISTS (SELECT 1 FROM requisicoes_materiais r WHERE r.ordem_producao_id = o.id)
), materiais AS (
  SELECT ops.id AS numero_ordem_producao, ft.materia_prima_id,
         round(ft.quantidade * ops.quantidade, 3) AS qt_ficha_tecnica,
         coalesce((SELECT sum(r.quantidade) FROM requisicoes_materiais r
                    WHERE r.ordem_producao_id = ops.id AND r.materia_prima_id = ft.materia_prima_id), 0) AS qt_requisitada
    FROM ops JOIN fichas_tecnicas ft ON ft.produto_id = ops.produto_id
)
