import type { Database } from '../../db/database.ts';

/**
 * Curva ABC Clientes (01.76.1326) and its modal 'Relação de produtos por clientes' (01.76.1340).
 * See docs/abc-classes.md for the rule, with a worked example.
 *
 * Net sales of a line = gross − discounts + additions − returned (the returned value is recorded on the
 * sold line by the return invoice, so a return counts in the period of the sale). Only authorised
 * invoices (situacao 'A') issued in the period count; cancelled ones ('C') never do.
 *
 * Classes: rows are ranked by net value descending (ties by id ascending). A row's class is decided by the
 * accumulated percentage BEFORE it: below LIMITE_A → 'A', below LIMITE_B → 'B', else 'C'. So the row
 * that crosses a boundary belongs to the upper class (the biggest customer is always 'A'), and class A
 * is the smallest set of top customers that reaches LIMITE_A % of the net sales.
 * Percentages are computed unrounded (DOUBLE) and rounded to 2 decimals only in the answer.
 */
export const LIMITE_A = 80;
export const LIMITE_B = 95;

/** Ranking + percentages + class over a relation `base(id, liquido)`; shared shape of both queries. */
const RANKING = `
ranked AS (
  SELECT b.*,
         sum(b.liquido) OVER () AS soma_geral,
         row_number() OVER (ORDER BY b.liquido DESC, b.id) AS ordem,
         sum(b.liquido) OVER (ORDER BY b.liquido DESC, b.id ROWS UNBOUNDED PRECEDING) AS acumulado
    FROM base b
),
pct AS (
  SELECT r.*,
         CASE WHEN r.soma_geral > 0 THEN CAST(r.liquido AS DOUBLE) / CAST(r.soma_geral AS DOUBLE) * 100 ELSE 0 END AS perc,
         CASE WHEN r.soma_geral > 0 THEN CAST(r.acumulado AS DOUBLE) / CAST(r.soma_geral AS DOUBLE) * 100 ELSE 0 END AS perc_acum,
         CASE WHEN r.soma_geral > 0 THEN CAST(r.acumulado - r.liquido AS DOUBLE) / CAST(r.soma_geral AS DOUBLE) * 100 ELSE 100 END AS perc_antes
    FROM ranked r
)`;

const CLASSE = `CASE WHEN p.perc_antes < CAST($4 AS DOUBLE) THEN 'A' WHEN p.perc_antes < CAST($5 AS DOUBLE) THEN 'B' ELSE 'C' END`;

/**
 * $1 empresa, $2..$3 period (issue date), $4/$5 class limits. Customer totals come from the invoice
 * headers, whose values are the sums of their lines (the data model's invariant).
 */
export const SQL_CURVA_ABC_CLIENTES = `
WITH base AS (
  SELECT n.cliente_id AS id,
         sum(n.valor_desconto) AS descontos,
         sum(n.valor_acrescimo) AS acrescimos,
         sum(n.valor_devolvido) AS devolvido,
         sum(n.valor_produtos) AS bruto,
         sum(n.valor_produtos) - sum(n.valor_desconto) + sum(n.valor_acrescimo) - sum(n.valor_devolvido) AS liquido
    FROM notas_saida n
   WHERE n.empresa_id = CAST($1 AS INTEGER)
     AND n.situacao = 'A'
     AND n.data_emissao BETWEEN CAST($2 AS DATE) AND CAST($3 AS DATE)
   GROUP BY n.cliente_id
),
${RANKING}
SELECT p.id AS id_cliente,
       c.nome AS nome_cliente,
       CAST(round(p.descontos, 2) AS DOUBLE) AS valor_total_descontos,
       CAST(round(p.acrescimos, 2) AS DOUBLE) AS vlr_total_acrescimos,
       CAST(round(p.devolvido, 2) AS DOUBLE) AS vlr_devolvido,
       CAST(round(p.bruto, 2) AS DOUBLE) AS vlr_total,
       CAST(round(p.liquido, 2) AS DOUBLE) AS vlr_total_liquido,
       CAST(round(p.soma_geral, 2) AS DOUBLE) AS soma_geral,
       round(p.perc, 2) AS perc_vendas,
       round(p.perc_acum, 2) AS perc_acumulado,
       ${CLASSE} AS classe,
       CAST(p.ordem AS INTEGER) AS ordem
  FROM pct p
  JOIN clientes c ON c.id = p.id
 ORDER BY p.ordem
`;

/** $1 empresa, $2..$3 period, $4/$5 class limits, $6 customer. ABC of the customer's products. */
export const SQL_CURVA_ABC_CLIENTE_PRODUTOS = `
WITH base AS (
  SELECT i.produto_id AS id,
         sum(i.quantidade - i.quantidade_devolvida) AS quantidade,
         sum(i.valor_bruto - i.valor_desconto + i.valor_acrescimo - i.valor_devolvido) AS liquido
    FROM notas_saida n
    JOIN notas_saida_itens i ON i.nota_saida_id = n.id
   WHERE n.empresa_id = CAST($1 AS INTEGER)
     AND n.cliente_id = CAST($6 AS INTEGER)
     AND n.situacao = 'A'
     AND n.data_emissao BETWEEN CAST($2 AS DATE) AND CAST($3 AS DATE)
   GROUP BY i.produto_id
),
${RANKING}
SELECT p.id AS id_produto,
       pr.descricao AS desc_produto,
       pr.unidade_medida,
       CAST(round(p.quantidade, 3) AS DOUBLE) AS quantidade_total_liquida,
       CAST(round(p.liquido, 2) AS DOUBLE) AS valor_total_liquido,
       CAST(round(p.soma_geral, 2) AS DOUBLE) AS soma_geral,
       round(p.perc, 2) AS perc_valor_vendas,
       round(p.perc_acum, 2) AS perc_valor_acumulado,
       ${CLASSE} AS classe,
       CAST(p.ordem AS INTEGER) AS ordem
  FROM pct p
  JOIN produtos pr ON pr.id = p.id
 ORDER BY p.ordem
`;

export interface CurvaAbcCliente {
  id_cliente: number;
  nome_cliente: string;
  valor_total_descontos: number;
  vlr_total_acrescimos: number;
  vlr_devolvido: number;
  vlr_total: number;
  vlr_total_liquido: number;
  soma_geral: number;
  perc_vendas: number;
  perc_acumulado: number;
  classe: 'A' | 'B' | 'C';
  ordem: number;
}

export interface CurvaAbcClienteProduto {
  id_produto: number;
  desc_produto: string;
  unidade_medida: string;
  quantidade_total_liquida: number;
  valor_total_liquido: number;
  soma_geral: number;
  perc_valor_vendas: number;
  perc_valor_acumulado: number;
  classe: 'A' | 'B' | 'C';
  ordem: number;
}

export const curvaAbcClientes = (db: Database, empresaId: number, inicio: string, fim: string) =>
  db.all<CurvaAbcCliente>(SQL_CURVA_ABC_CLIENTES, [empresaId, inicio, fim, LIMITE_A, LIMITE_B]);

export const curvaAbcClienteProdutos = (db: Database, empresaId: number, idCliente: number, inicio: string, fim: string) =>
  db.all<CurvaAbcClienteProduto>(SQL_CURVA_ABC_CLIENTE_PRODUTOS, [empresaId, inicio, fim, LIMITE_A, LIMITE_B, idCliente]);
