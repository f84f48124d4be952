import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { orcamentoItemInput, orcamentoItemTotals } from '../../../common/orcamentoCompra.ts';
import {
  OrcamentoGravacaoSchema, OrcamentoGravadoSchema, OrcamentoLeituraSchema, type OrcamentoGravacao, type OrcamentoGravado, type OrcamentoResposta,
} from '../../../common/orcamentoCompraRespostas.ts';
import { plainJson } from '../http/plainJson.ts';
import { httpError } from '../http/errors.ts';
import type { Queries } from '../db/database.ts';
import type { RateLimit } from '../plugins/rateLimit.ts';
import { auditedWrite } from './auditedWrite.ts';

/**
 * The supplier's side of a purchase quotation (01.75.1365, spec 2 §2, §3, §4, §5, §8): public, no account, the
 * quotation identified only by its token (`orcamentos_compra.token`, 32 random hex characters).
 *
 * - GET: header + items. An unknown token (guessed, short, a quotation number) → 404, the same text for all.
 * - PUT `{ itens: [{ nro_item, vlr_unit, vlr_frete, vlr_st, perc_ipi, vlr_desconto }], condicaoPagamento,
 *   finalizar? }`: only while situacao is 'Aberto' (else 409). Computed values sent by the page are ignored:
 *   the server recomputes them with the page's own formulas (common/orcamentoCompra.ts). Each item sent is
 *   updated on its own (items not sent are left alone), so two saves racing keep each item's last value and both
 *   are answered. `finalizar: true` saves and sets situacao 'Respondido' (+ data_resposta) in the same
 *   transaction: the link becomes read-only; it is refused (400, nothing written) while an item has no unit price.
 * - Every save answered 200 writes one audit row (`gravacoes_orcamentos_compra`, migration 027): instant, address,
 *   quotation id, the values before and after, in the same transaction — the write path of every hand-written
 *   write (auditedWrite.ts), which also empties the report cache of the quotation's company only, after COMMIT.
 * - Both share one per-address limit (plugins/rateLimit.ts).
 */
export const ORCAMENTO_MESSAGES = {
  notFound: 'Orçamento não encontrado: verifique o link recebido.',
  naoAberto: 'Este orçamento não está mais aberto: os preços não podem ser alterados.',
  itemInexistente: (n: number) => `O item ${n} não pertence a este orçamento.`,
  itemRepetido: (n: number) => `O item ${n} foi enviado mais de uma vez.`,
  semPreco: (n: number) => `Informe o valor unitário do item ${n} antes de finalizar.`,
  saved: 'Itens salvos com sucesso.',
  finalizado: 'Orçamento finalizado: os preços foram enviados.',
} as const;

/** 120 requests a minute per address: a supplier typing and saving stays far below it, a guessing burst does not. */
export const ORCAMENTO_RATE_LIMIT: RateLimit = { bucket: 'orcamento-compra-publico', max: 120, windowSeconds: 60 };

const PATH = '/estoque/orcamento-compra/informar-precos/:token';
// Any text up to 100 characters (the longest path segment the server takes) is looked up (and not found): a malformed token is just another unknown one.
const tokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });

const HEADER_SQL = `
  SELECT o.id, e.razao_social, o.data_emissao, o.numero, o.situacao, o.fornecedor_id AS codigo_fornecedor,
         f.nome AS nome_fornecedor, o.finalidade, o.cond_pagto
    FROM orcamentos_compra o
    JOIN empresas e ON e.id = o.empresa_id
    JOIN fornecedores f ON f.id = o.fornecedor_id
   WHERE o.token = $1`;
const ITENS_SQL = `
  SELECT i.nro_item, i.produto_id AS produto, p.codigo_barra, p.ref_prod, p.descricao AS desc_produto,
         p.unidade_medida AS unid_med, i.qtdade, i.vlr_unit, i.vlr_frete, i.vlr_produtos, i.vlr_st, i.perc_ipi,
         i.vlr_total_do_ipi, i.vlr_desconto, i.vlr_total
    FROM orcamentos_compra_itens i
    JOIN produtos p ON p.id = i.produto_id
   WHERE i.orcamento_compra_id = $1
   ORDER BY i.nro_item`;

const TYPED = ['vlr_unit', 'vlr_frete', 'vlr_st', 'perc_ipi', 'vlr_desconto'] as const;
type StoredItem = { nro_item: number; qtdade: number } & Record<(typeof TYPED)[number], number>;
interface Header { id: number; empresa_id: number; cond_pagto: string | null }

async function readOrcamento(q: Queries, token: string) {
  const header = await q.one<{ id: number } & Record<string, unknown>>(HEADER_SQL, [token]);
  if (!header) throw httpError(404, ORCAMENTO_MESSAGES.notFound);
  const { id, ...rest } = header;
  return { id, orcamento: { ...rest, itens: await q.all(ITENS_SQL, [id]) } as OrcamentoResposta };
}

export default async function orcamentoCompraPublicoRoutes(app: FastifyInstance) {
  app.get<{ Params: { token: string } }>(
    PATH,
    {
      config: { access: 'public', rateLimit: ORCAMENTO_RATE_LIMIT },
      schema: {
        summary: 'Orçamento de compra pelo link do fornecedor (cabeçalho e itens)',
        tags: ['estoque'],
        params: tokenParams,
        response: { 200: OrcamentoLeituraSchema },
      },
      serializerCompiler: plainJson,
    },
    async (request) => ({ response: (await readOrcamento(app.db, request.params.token)).orcamento }),
  );

  app.put<{ Params: { token: string }; Body: OrcamentoGravacao }>(
    PATH,
    {
      // keepsReportCache: the generic hook cannot tell this path's company; auditedWrite empties the quotation's
      config: { access: 'public', rateLimit: ORCAMENTO_RATE_LIMIT, keepsReportCache: true },
      schema: {
        summary: 'Grava os preços do fornecedor (totais recalculados no servidor); finalizar encerra o orçamento',
        tags: ['estoque'],
        params: tokenParams,
        body: OrcamentoGravacaoSchema,
        response: { 200: OrcamentoGravadoSchema },
      },
      serializerCompiler: plainJson,
    },
    async (request) => {
      const { token } = request.params;
      const { itens, condicaoPagamento, finalizar = false } = request.body;
      const seen = new Set<number>();
      for (const item of itens) {
        if (seen.has(item.nro_item)) throw httpError(400, ORCAMENTO_MESSAGES.itemRepetido(item.nro_item));
        seen.add(item.nro_item);
      }
      const cond = condicaoPagamento === undefined ? null : (condicaoPagamento ?? '').trim() || null;
      const anteriores: Record<string, number>[] = [];
      const novos: Record<string, number>[] = [];
      return auditedWrite<Header, OrcamentoGravado>(app, request, {
        find: (tx) => tx.one<Header>('SELECT id, empresa_id, cond_pagto FROM orcamentos_compra WHERE token = $1', [token]),
        notFound: ORCAMENTO_MESSAGES.notFound,
        // the status check and the header write are one conditional UPDATE: a quotation finished meanwhile refuses
        change: async (tx, header) => (await tx.all(
          `UPDATE orcamentos_compra SET cond_pagto = ${condicaoPagamento === undefined ? 'cond_pagto' : '$2'}
            WHERE id = $1 AND situacao = 'Aberto' RETURNING id`,
          condicaoPagamento === undefined ? [header.id] : [header.id, cond],
        )).length === 1,
        conflict: ORCAMENTO_MESSAGES.naoAberto,
        then: async (tx, header, instant) => {
          const before = new Map(
            (await tx.all<StoredItem>(
              `SELECT nro_item, qtdade, ${TYPED.join(', ')} FROM orcamentos_compra_itens WHERE orcamento_compra_id = $1`, [header.id]))
              .map((r) => [Number(r.nro_item), Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)])) as StoredItem]),
          );
          for (const typed of itens) {
            const item = orcamentoItemInput(typed);
            const old = before.get(item.nro_item);
            if (old === undefined) throw httpError(400, ORCAMENTO_MESSAGES.itemInexistente(item.nro_item));
            const t = orcamentoItemTotals({ ...item, qtdade: old.qtdade });
            await tx.run(
              `UPDATE orcamentos_compra_itens SET vlr_unit = $1, vlr_frete = $2, vlr_st = $3, perc_ipi = $4, vlr_desconto = $5,
                      vlr_produtos = $6, vlr_total_do_ipi = $7, vlr_total = $8
                WHERE orcamento_compra_id = $9 AND nro_item = $10`,
              [item.vlr_unit, item.vlr_frete, item.vlr_st, item.perc_ipi, item.vlr_desconto, t.vlr_produtos, t.vlr_total_do_ipi, t.vlr_total, header.id, item.nro_item],
            );
            anteriores.push({ nro_item: item.nro_item, ...Object.fromEntries(TYPED.map((f) => [f, old[f]])) });
            novos.push({ nro_item: item.nro_item, ...Object.fromEntries(TYPED.map((f) => [f, item[f]])) });
          }
          if (!finalizar) return;
          // the server holds the page's rule too: a quotation is not answered with an item left without a price
          const semPreco = await tx.one<{ nro_item: number }>(
            'SELECT nro_item FROM orcamentos_compra_itens WHERE orcamento_compra_id = $1 AND vlr_unit <= 0 ORDER BY nro_item LIMIT 1', [header.id]);
          if (semPreco) throw httpError(400, ORCAMENTO_MESSAGES.semPreco(Number(semPreco.nro_item)));
          await tx.run(
            `UPDATE orcamentos_compra SET situacao = 'Respondido', data_resposta = CAST($1 AS TIMESTAMP) WHERE id = $2`,
            [instant, header.id],
          );
        },
        // the supplier has no account: the address is the only "who"; the quotation's id, never its token (a secret)
        audit: (header) => ({
          table: 'gravacoes_orcamentos_compra',
          values: {
            orcamento_compra_id: header.id,
            endereco: request.ip,
            finalizou: finalizar ? 'S' : 'N',
            valores_anteriores: JSON.stringify({ cond_pagto: header.cond_pagto, itens: anteriores }),
            valores_novos: JSON.stringify({ cond_pagto: condicaoPagamento === undefined ? header.cond_pagto : cond, itens: novos }),
          },
        }),
        answer: async (tx) => ({
          statusCode: 200,
          message: finalizar ? ORCAMENTO_MESSAGES.finalizado : ORCAMENTO_MESSAGES.saved,
          response: (await readOrcamento(tx, token)).orcamento,
        }),
      });
    },
  );
}
