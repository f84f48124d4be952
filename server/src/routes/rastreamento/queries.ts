import type { Queries } from '../../db/database.ts';
import { httpError } from '../../http/errors.ts';
import { brToIso, documentoLimpo, MAX_NOTAS, RASTREAMENTO_MESSAGES, type BuscaNotas } from '../../../../common/rastreamento.ts';

/**
 * The reads of the public tracking pages. Every query is scoped by the company the hash resolves to: a carrier
 * hash sees only its company's transported NF-es, a sender link only that sender's.
 */
export interface Carrier {
  id: number;
  empresa_id: number;
  razao_social: string;
  nome_fantasia: string;
}

/** The carrier of a hash, or 404 (an unknown hash reveals nothing). */
export async function carrierOf(db: Queries, hash: string): Promise<Carrier> {
  const carrier = await db.one<Carrier>('SELECT id, empresa_id, razao_social, nome_fantasia FROM transportadoras WHERE hash = $1', [hash]);
  if (!carrier) throw httpError(404, RASTREAMENTO_MESSAGES.transportadoraNaoEncontrada);
  return carrier;
}

/** A party (sender or recipient) of the carrier's notes by document, or 404. */
export async function partyOf(db: Queries, carrier: Carrier, documento: string): Promise<{ nome: string; cnpj: string }> {
  const party = await db.one<{ nome: string; cnpj: string }>(
    `SELECT c.nome, c.cpf_cnpj AS cnpj FROM clientes c
      WHERE c.empresa_id = $1 AND c.cpf_cnpj = $2
        AND EXISTS (SELECT 1 FROM nfes_transportadas n
                     WHERE n.empresa_id = $1 AND (n.remetente_id = c.id OR n.destinatario_id = c.id))
      ORDER BY c.id LIMIT 1`,
    [carrier.empresa_id, documentoLimpo(documento)],
  );
  if (!party) throw httpError(404, RASTREAMENTO_MESSAGES.documentoNaoEncontrado);
  return party;
}

export interface InvoiceRow {
  data_emissao: string;
  numero_nota: number;
  serie_nota: string;
  nro_pedido: string | null;
  nome_remetente: string;
  nome_fantasia_remetente: string;
  nome_destinatario: string;
  nome_fantasia_destinatario: string;
  hash: string;
}

/** The search (spec 3 §7 buscar-nota-fiscal); `busca` was checked by problemaDaBusca first. */
export async function searchInvoices(db: Queries, carrier: Carrier, busca: BuscaNotas): Promise<InvoiceRow[]> {
  const where = ['n.empresa_id = $1'];
  const params: (string | number)[] = [carrier.empresa_id];
  const add = (sql: string, value: string | number) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  const trim = (v?: string) => (v ?? '').trim();
  const byNumber = trim(busca.invoiceNumber) !== '' || trim(busca.orderNumber) !== '';
  if (trim(busca.invoiceNumber)) add('n.numero_nota = ?', Number(trim(busca.invoiceNumber)));
  if (trim(busca.invoiceSeries)) add('n.serie_nota = ?', trim(busca.invoiceSeries));
  if (trim(busca.orderNumber)) add('n.nro_pedido = ?', trim(busca.orderNumber));
  if (trim(busca.senderDocument)) add('r.cpf_cnpj = ?', documentoLimpo(busca.senderDocument!));
  if (trim(busca.recipientDocument)) add('d.cpf_cnpj = ?', documentoLimpo(busca.recipientDocument!));
  // a number makes the period irrelevant (spec 3 §5); otherwise the period bounds the issue date
  if (!byNumber) {
    add('n.data_emissao >= CAST(? AS DATE)', brToIso(busca.periodFrom!)!);
    add('n.data_emissao <= CAST(? AS DATE)', brToIso(busca.periodTo!)!);
  }
  return db.all<InvoiceRow>(
    `SELECT n.data_emissao, n.numero_nota, n.serie_nota, n.nro_pedido,
            r.nome AS nome_remetente, r.nome_fantasia AS nome_fantasia_remetente,
            d.nome AS nome_destinatario, d.nome_fantasia AS nome_fantasia_destinatario, n.hash
       FROM nfes_transportadas n
       JOIN clientes r ON r.id = n.remetente_id
       JOIN clientes d ON d.id = n.destinatario_id
      WHERE ${where.join(' AND ')}
      ORDER BY n.data_emissao DESC, n.numero_nota DESC, n.id DESC
      LIMIT ${MAX_NOTAS}`,
    params,
  );
}

export interface Ocorrencia {
  codigo: number;
  descricao: string;
  data: string;
  hora: string;
}

/** Occurrences of some notes, newest first, by note id; date 'YYYY-MM-DD' and time 'HH:mm'. */
export async function occurrencesOf(db: Queries, empresaId: number, ids: number[]): Promise<Map<number, Ocorrencia[]>> {
  const out = new Map<number, Ocorrencia[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  const rows = await db.all<{ nfe_id: number; codigo: number; descricao: string; data_hora: string }>(
    `SELECT o.nfe_transportada_id AS nfe_id, o.codigo, t.descricao, o.data_hora
       FROM ocorrencias_rastreamento o JOIN tipos_ocorrencia t ON t.codigo = o.codigo
      WHERE o.empresa_id = $1 AND o.nfe_transportada_id IN (${ids.map((_, i) => `$${i + 2}`).join(', ')})
      ORDER BY o.nfe_transportada_id, o.data_hora DESC, o.codigo DESC`,
    [empresaId, ...ids],
  );
  for (const r of rows) {
    const ts = String(r.data_hora);
    out.get(r.nfe_id)?.push({ codigo: r.codigo, descricao: r.descricao, data: ts.slice(0, 10), hora: ts.slice(11, 16) });
  }
  return out;
}

/** One note of the carrier by its hash (detail page), or 404. */
export async function invoiceDetail(db: Queries, carrier: Carrier, nfHash: string) {
  const nf = await db.one<{
    id: number; numero_nota: number; serie_nota: string; numero_pedido: string | null; data_emissao: string;
    peso_bruto: number; valor_nota: number; remetente: string; destinatario: string;
  }>(
    `SELECT n.id, n.numero_nota, n.serie_nota, n.nro_pedido AS numero_pedido, n.data_emissao, n.peso_bruto, n.valor_nota,
            r.nome AS remetente, d.nome AS destinatario
       FROM nfes_transportadas n JOIN clientes r ON r.id = n.remetente_id JOIN clientes d ON d.id = n.destinatario_id
      WHERE n.empresa_id = $1 AND n.hash = $2`,
    [carrier.empresa_id, nfHash],
  );
  if (!nf) throw httpError(404, RASTREAMENTO_MESSAGES.notaNaoEncontrada);
  const ocorrencias = (await occurrencesOf(db, carrier.empresa_id, [nf.id])).get(nf.id) ?? [];
  return {
    numero_nota: nf.numero_nota,
    serie_nota: nf.serie_nota,
    numero_pedido: nf.numero_pedido,
    data_emissao: nf.data_emissao,
    peso_bruto: nf.peso_bruto,
    valor_nota: nf.valor_nota,
    remetente: { nome: nf.remetente },
    destinatario: { nome: nf.destinatario },
    ocorrencias,
  };
}

export interface SenderLink {
  empresa_id: number;
  remetente_id: number;
  transportadora: string;
  remetente: string;
}

/** The sender link of a simple-tracking hash, or 404. */
export async function senderLinkOf(db: Queries, hash: string): Promise<SenderLink> {
  const link = await db.one<SenderLink>(
    `SELECT l.empresa_id, l.remetente_id, t.razao_social AS transportadora, c.nome_fantasia AS remetente
       FROM links_rastreamento_remetente l
       JOIN transportadoras t ON t.id = l.transportadora_id
       JOIN clientes c ON c.id = l.remetente_id
      WHERE l.hash = $1`,
    [hash],
  );
  if (!link) throw httpError(404, RASTREAMENTO_MESSAGES.linkNaoEncontrado);
  return link;
}

/** The sender's notes with that number (and series), each with its parties and occurrences (simple tracking). */
export async function senderNotes(db: Queries, link: SenderLink, numero: number, serie: string | undefined) {
  const params: (string | number)[] = [link.empresa_id, link.remetente_id, numero];
  if (serie) params.push(serie);
  const notes = await db.all<{
    id: number; numero: number; serie: string; data_emissao: string;
    r_cnpj: string; r_nome: string; d_cnpj: string; d_nome: string;
  }>(
    `SELECT n.id, n.numero_nota AS numero, n.serie_nota AS serie, n.data_emissao,
            r.cpf_cnpj AS r_cnpj, r.nome_fantasia AS r_nome, d.cpf_cnpj AS d_cnpj, d.nome_fantasia AS d_nome
       FROM nfes_transportadas n JOIN clientes r ON r.id = n.remetente_id JOIN clientes d ON d.id = n.destinatario_id
      WHERE n.empresa_id = $1 AND n.remetente_id = $2 AND n.numero_nota = $3 ${serie ? 'AND n.serie_nota = $4' : ''}
      ORDER BY n.data_emissao DESC, n.id DESC LIMIT ${MAX_NOTAS}`,
    params,
  );
  const occ = await occurrencesOf(db, link.empresa_id, notes.map((n) => n.id));
  return notes.map((n) => ({
    numero: n.numero,
    serie: n.serie,
    data_emissao: n.data_emissao,
    remetente: { cnpj: n.r_cnpj, nome_fantasia: n.r_nome },
    destinatario: { cnpj: n.d_cnpj, nome_fantasia: n.d_nome },
    ocorrencias: (occ.get(n.id) ?? []).map(({ descricao, data, hora }) => ({ descricao, data, hora })),
  }));
}
