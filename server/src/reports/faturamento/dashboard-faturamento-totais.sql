-- Dashboard Faturamento (01.76.1327) cards: the month's net billing, sales, customers and the company goal.
-- Net = valor_total − valor_devolvido of the authorised invoices (situacao 'A'), as in the Curvas ABC.
-- Goal percent = net / goal × 100, 0 when either is 0 (spec 2 §5).
WITH vendas AS (
  SELECT coalesce(sum(n.valor_total - n.valor_devolvido), 0) AS liquido,
         count(*) AS notas,
         count(DISTINCT n.cliente_id) AS clientes
    FROM notas_saida n
   WHERE n.empresa_id = CAST($empresaId AS INTEGER)
     AND n.situacao = 'A'
     AND n.data_emissao BETWEEN CAST($inicio AS DATE) AND CAST($fim AS DATE)
),
meta AS (
  SELECT coalesce(sum(m.valor_meta), 0) AS valor
    FROM metas_mensais m
   WHERE m.empresa_id = CAST($empresaId AS INTEGER)
     AND m.filial_id IS NULL AND m.vendedor_id IS NULL
     AND m.ano = CAST($ano AS INTEGER) AND m.mes = CAST($mes AS INTEGER)
)
SELECT round(meta.valor, 2) AS "valorMeta",
       CAST(vendas.notas AS INTEGER) AS "quantidadeVandas",
       CASE WHEN vendas.notas = 0 THEN 0 ELSE round(vendas.liquido / vendas.notas, 2) END AS "tiquetiMedio",
       round(vendas.liquido, 2) AS "valorLiquido",
       CAST(vendas.clientes AS INTEGER) AS "quantidadeClientes",
       CASE WHEN vendas.clientes = 0 THEN 0 ELSE round(vendas.liquido / vendas.clientes, 2) END AS "valorTiqueteMedioCliente",
       CASE WHEN vendas.liquido = 0 OR meta.valor = 0 THEN 0 ELSE round(vendas.liquido / meta.valor * 100, 2) END AS "percMeta"
  FROM vendas CROSS JOIN meta
