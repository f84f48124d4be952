import PDFDocument from 'pdfkit';
import { code128c } from './code128.ts';

/**
 * DANFE (Documento Auxiliar da Nota Fiscal Eletrônica) of an incoming NF-e, drawn with pdfkit on A4
 * portrait in the usual layout: receipt stub, emitter + DANFE box + access-key barcode, operation,
 * recipient, tax totals, carrier, items table, additional data. Several pages when the items overflow.
 * Only the 14 standard PDF fonts are used (nothing embedded), so the file stays small.
 */

export interface DanfeParte {
  razao_social: string;
  cnpj: string;
  inscricao_estadual?: string | null;
  endereco?: string | null;
  bairro?: string | null;
  municipio?: string | null;
  uf?: string | null;
  cep?: string | null;
  telefone?: string | null;
}

export interface DanfeItem {
  codigo: string;
  descricao: string;
  ncm?: string | null;
  cst?: string | null;
  cfop?: string | null;
  unidade: string;
  quantidade: number;
  valor_unitario: number;
  valor_total: number;
  base_icms?: number | null;
  valor_icms?: number | null;
  valor_ipi?: number | null;
  aliquota_icms?: number | null;
  aliquota_ipi?: number | null;
}

export interface DanfeTotais {
  base_icms: number;
  valor_icms: number;
  base_icms_st: number;
  valor_icms_st: number;
  valor_produtos: number;
  valor_frete: number;
  valor_seguro: number;
  valor_desconto: number;
  outras_despesas: number;
  valor_ipi: number;
  valor_total: number;
}

export interface DanfeNota {
  chave_acesso: string;
  numero: number | string;
  serie: number | string;
  /** 'YYYY-MM-DD' */
  data_emissao: string;
  /** 'YYYY-MM-DD' (entrada/saída) */
  data_saida_entrada?: string | null;
  natureza_operacao: string;
  protocolo_autorizacao?: string | null;
  /** 0 entrada, 1 saída — from the emitter's point of view (a supplier's sale is 1). */
  tipo_operacao?: 0 | 1;
  emitente: DanfeParte;
  destinatario: DanfeParte;
  transportador?: { razao_social: string; cnpj?: string | null; modalidade_frete?: string | null } | null;
  itens: DanfeItem[];
  totais: DanfeTotais;
  informacoes_complementares?: string | null;
}

export interface DanfeOptions {
  /** pdfkit compresses content streams by default; tests turn it off to search the text. */
  compress?: boolean;
}

const money = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const unitPrice = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
const qty = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const fmtMoney = (v: number | null | undefined) => (v == null ? '' : money.format(v));
const fmtQty = (v: number | null | undefined) => (v == null ? '' : qty.format(v));

export function formatCnpj(cnpj: string): string {
  const d = cnpj.replace(/\D/g, '');
  if (d.length === 14) return d.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  if (d.length === 11) return d.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  return cnpj;
}

/** The 44-digit key in 11 groups of 4, as printed under the barcode. */
export function formatChaveAcesso(chave: string): string {
  return chave.replace(/\D/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');
}

const formatDate = (iso: string | null | undefined) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '');
const formatCep = (cep: string | null | undefined) => (cep && /^\d{8}$/.test(cep) ? `${cep.slice(0, 5)}-${cep.slice(5)}` : cep ?? '');
const formatNumero = (n: number | string) => String(n).padStart(9, '0').replace(/^(\d{3})(\d{3})(\d{3})$/, '$1.$2.$3');

const PAGE = { width: 595.28, height: 841.89, margin: 18 };
const LEFT = PAGE.margin;
const WIDTH = PAGE.width - 2 * PAGE.margin;

type Doc = PDFKit.PDFDocument;

/** A labelled box: small caps label at the top, value below. */
function field(doc: Doc, x: number, y: number, w: number, h: number, label: string, value: string, align: 'left' | 'right' | 'center' = 'left', size = 8) {
  doc.lineWidth(0.5).rect(x, y, w, h).stroke();
  doc.font('Helvetica').fontSize(5).text(label.toUpperCase(), x + 2, y + 1.5, { width: w - 4, lineBreak: false, height: 6 });
  doc.font('Helvetica-Bold').fontSize(size).text(value, x + 2, y + h - size - 3, { width: w - 4, align, lineBreak: false, height: size + 2 });
}

function sectionTitle(doc: Doc, y: number, title: string): number {
  doc.font('Helvetica-Bold').fontSize(6).text(title, LEFT, y + 1, { lineBreak: false });
  return y + 8;
}

function barcode(doc: Doc, x: number, y: number, w: number, h: number, digits: string) {
  const modules = code128c(digits);
  const unit = w / modules.length;
  let i = 0;
  while (i < modules.length) {
    let run = 1;
    while (modules[i + run] === modules[i]) run++;
    if (modules[i] === '1') doc.rect(x + i * unit, y, run * unit, h).fill('#000000');
    i += run;
  }
}

function enderecoLinha(p: DanfeParte): string {
  return [p.endereco, p.bairro].filter(Boolean).join(' - ');
}

function header(doc: Doc, nota: DanfeNota, page: number, pages: number): number {
  let y = PAGE.margin;
  const numero = formatNumero(nota.numero);
  if (page === 1) {
    // Receipt stub (canhoto)
    const stubW = WIDTH - 110;
    doc.lineWidth(0.5).rect(LEFT, y, stubW, 18).stroke();
    doc.font('Helvetica').fontSize(5.5).text(
      `RECEBEMOS DE ${nota.emitente.razao_social.toUpperCase()} OS PRODUTOS E/OU SERVIÇOS CONSTANTES DA NOTA FISCAL ELETRÔNICA INDICADA AO LADO`,
      LEFT + 2, y + 2, { width: stubW - 4, height: 14 },
    );
    field(doc, LEFT, y + 18, 110, 20, 'Data de recebimento', '');
    field(doc, LEFT + 110, y + 18, stubW - 110, 20, 'Identificação e assinatura do recebedor', '');
    doc.rect(LEFT + stubW, y, 110, 38).stroke();
    doc.font('Helvetica-Bold').fontSize(10).text('NF-e', LEFT + stubW, y + 4, { width: 110, align: 'center' });
    doc.fontSize(8).text(`Nº ${numero}`, LEFT + stubW, y + 17, { width: 110, align: 'center' });
    doc.text(`Série ${nota.serie}`, LEFT + stubW, y + 27, { width: 110, align: 'center' });
    y += 38;
    doc.dash(2, { space: 2 }).moveTo(LEFT, y + 4).lineTo(LEFT + WIDTH, y + 4).stroke().undash();
    y += 9;
  }

  // Emitter | DANFE | key
  const emitW = 220;
  const danfeW = 90;
  const keyW = WIDTH - emitW - danfeW;
  const h = 86;
  doc.rect(LEFT, y, emitW, h).stroke();
  doc.font('Helvetica').fontSize(5).text('IDENTIFICAÇÃO DO EMITENTE', LEFT + 2, y + 2);
  doc.font('Helvetica-Bold').fontSize(9).text(nota.emitente.razao_social, LEFT + 4, y + 14, { width: emitW - 8 });
  doc.font('Helvetica').fontSize(7);
  const e = nota.emitente;
  doc.text(enderecoLinha(e), { width: emitW - 8 });
  doc.text([e.municipio, e.uf].filter(Boolean).join(' - ') + (e.cep ? `  CEP ${formatCep(e.cep)}` : ''), { width: emitW - 8 });
  if (e.telefone) doc.text(`Fone: ${e.telefone}`, { width: emitW - 8 });

  const dx = LEFT + emitW;
  doc.rect(dx, y, danfeW, h).stroke();
  doc.font('Helvetica-Bold').fontSize(12).text('DANFE', dx, y + 4, { width: danfeW, align: 'center' });
  doc.font('Helvetica').fontSize(6).text('Documento Auxiliar da Nota Fiscal Eletrônica', dx + 4, y + 18, { width: danfeW - 8, align: 'center' });
  doc.fontSize(6.5).text('0 - ENTRADA', dx + 6, y + 36).text('1 - SAÍDA', dx + 6, y + 44);
  doc.rect(dx + danfeW - 22, y + 36, 14, 14).stroke();
  doc.font('Helvetica-Bold').fontSize(10).text(String(nota.tipo_operacao ?? 1), dx + danfeW - 22, y + 39, { width: 14, align: 'center' });
  doc.fontSize(8).text(`Nº ${numero}`, dx, y + 56, { width: danfeW, align: 'center' });
  doc.text(`SÉRIE ${nota.serie}`, dx, y + 65, { width: danfeW, align: 'center' });
  doc.font('Helvetica').fontSize(7).text(`FOLHA ${page}/${pages}`, dx, y + 75, { width: danfeW, align: 'center' });

  const kx = dx + danfeW;
  doc.rect(kx, y, keyW, h).stroke();
  const digits = nota.chave_acesso.replace(/\D/g, '');
  if (digits.length % 2 === 0 && digits.length > 0) barcode(doc, kx + 8, y + 4, keyW - 16, 30, digits);
  field(doc, kx, y + 38, keyW, 20, 'Chave de acesso', formatChaveAcesso(digits), 'center', 7.5);
  doc.font('Helvetica').fontSize(6.5).text(
    'Consulta de autenticidade no portal nacional da NF-e www.nfe.fazenda.gov.br/portal ou no site da Sefaz Autorizadora',
    kx + 4, y + 61, { width: keyW - 8, align: 'center' },
  );
  y += h;

  field(doc, LEFT, y, emitW + danfeW, 20, 'Natureza da operação', nota.natureza_operacao);
  field(doc, kx, y, keyW, 20, 'Protocolo de autorização de uso', nota.protocolo_autorizacao ?? '', 'center');
  y += 20;
  field(doc, LEFT, y, 190, 20, 'Inscrição estadual', e.inscricao_estadual ?? '');
  field(doc, LEFT + 190, y, 190, 20, 'Insc. estadual do subst. trib.', '');
  field(doc, LEFT + 380, y, WIDTH - 380, 20, 'CNPJ', formatCnpj(e.cnpj));
  return y + 22;
}

function destinatario(doc: Doc, nota: DanfeNota, y: number): number {
  y = sectionTitle(doc, y, 'DESTINATÁRIO / REMETENTE');
  const d = nota.destinatario;
  field(doc, LEFT, y, 330, 20, 'Nome / razão social', d.razao_social);
  field(doc, LEFT + 330, y, 130, 20, 'CNPJ / CPF', formatCnpj(d.cnpj));
  field(doc, LEFT + 460, y, WIDTH - 460, 20, 'Data da emissão', formatDate(nota.data_emissao), 'center');
  y += 20;
  field(doc, LEFT, y, 270, 20, 'Endereço', d.endereco ?? '');
  field(doc, LEFT + 270, y, 120, 20, 'Bairro / distrito', d.bairro ?? '');
  field(doc, LEFT + 390, y, 70, 20, 'CEP', formatCep(d.cep), 'center');
  field(doc, LEFT + 460, y, WIDTH - 460, 20, 'Data da saída/entrada', formatDate(nota.data_saida_entrada ?? nota.data_emissao), 'center');
  y += 20;
  field(doc, LEFT, y, 230, 20, 'Município', d.municipio ?? '');
  field(doc, LEFT + 230, y, 30, 20, 'UF', d.uf ?? '', 'center');
  field(doc, LEFT + 260, y, 100, 20, 'Fone / fax', d.telefone ?? '');
  field(doc, LEFT + 360, y, WIDTH - 360, 20, 'Inscrição estadual', d.inscricao_estadual ?? '');
  return y + 22;
}

function impostos(doc: Doc, nota: DanfeNota, y: number): number {
  y = sectionTitle(doc, y, 'CÁLCULO DO IMPOSTO');
  const t = nota.totais;
  const w = WIDTH / 6;
  const row1: [string, number][] = [
    ['Base de cálculo do ICMS', t.base_icms],
    ['Valor do ICMS', t.valor_icms],
    ['Base de cálc. ICMS S.T.', t.base_icms_st],
    ['Valor do ICMS subst.', t.valor_icms_st],
    ['Valor do IPI', t.valor_ipi],
    ['Valor total dos produtos', t.valor_produtos],
  ];
  const row2: [string, number][] = [
    ['Valor do frete', t.valor_frete],
    ['Valor do seguro', t.valor_seguro],
    ['Desconto', t.valor_desconto],
    ['Outras despesas acessórias', t.outras_despesas],
    ['', 0],
    ['Valor total da nota', t.valor_total],
  ];
  row1.forEach(([label, v], i) => field(doc, LEFT + i * w, y, w, 20, label, fmtMoney(v), 'right'));
  y += 20;
  row2.forEach(([label, v], i) => field(doc, LEFT + i * w, y, w, 20, label, label ? fmtMoney(v) : '', 'right'));
  y += 22;
  y = sectionTitle(doc, y, 'TRANSPORTADOR / VOLUMES TRANSPORTADOS');
  const tr = nota.transportador;
  field(doc, LEFT, y, 300, 20, 'Nome / razão social', tr?.razao_social ?? '');
  field(doc, LEFT + 300, y, 130, 20, 'Frete por conta', tr?.modalidade_frete ?? '9 - Sem frete');
  field(doc, LEFT + 430, y, WIDTH - 430, 20, 'CNPJ / CPF', tr?.cnpj ? formatCnpj(tr.cnpj) : '');
  return y + 22;
}

const COLUMNS: { label: string; w: number; align: 'left' | 'right' | 'center'; value: (i: DanfeItem) => string }[] = [
  { label: 'Código', w: 42, align: 'left', value: (i) => i.codigo },
  { label: 'Descrição do produto / serviço', w: 136, align: 'left', value: (i) => i.descricao },
  { label: 'NCM/SH', w: 36, align: 'center', value: (i) => i.ncm ?? '' },
  { label: 'CST', w: 20, align: 'center', value: (i) => i.cst ?? '' },
  { label: 'CFOP', w: 22, align: 'center', value: (i) => i.cfop ?? '' },
  { label: 'Un', w: 18, align: 'center', value: (i) => i.unidade },
  { label: 'Quant.', w: 40, align: 'right', value: (i) => fmtQty(i.quantidade) },
  { label: 'Valor unit.', w: 42, align: 'right', value: (i) => unitPrice.format(i.valor_unitario) },
  { label: 'Valor total', w: 46, align: 'right', value: (i) => fmtMoney(i.valor_total) },
  { label: 'B. cálc. ICMS', w: 44, align: 'right', value: (i) => fmtMoney(i.base_icms) },
  { label: 'Valor ICMS', w: 36, align: 'right', value: (i) => fmtMoney(i.valor_icms) },
  { label: 'Valor IPI', w: 32, align: 'right', value: (i) => fmtMoney(i.valor_ipi) },
  { label: 'Alíq. ICMS', w: 22, align: 'right', value: (i) => (i.aliquota_icms == null ? '' : money.format(i.aliquota_icms)) },
  { label: 'Alíq. IPI', w: 22.28, align: 'right', value: (i) => (i.aliquota_ipi == null ? '' : money.format(i.aliquota_ipi)) },
];
const ROW_H = 11;
const FOOTER_H = 70;

function itemsHeader(doc: Doc, y: number): number {
  y = sectionTitle(doc, y, 'DADOS DOS PRODUTOS / SERVIÇOS');
  let x = LEFT;
  doc.lineWidth(0.5);
  for (const c of COLUMNS) {
    doc.rect(x, y, c.w, 14).stroke();
    doc.font('Helvetica-Bold').fontSize(4.8).text(c.label.toUpperCase(), x + 1, y + 2, { width: c.w - 2, align: 'center', height: 12 });
    x += c.w;
  }
  return y + 14;
}

function itemRow(doc: Doc, item: DanfeItem, y: number) {
  let x = LEFT;
  doc.font('Helvetica').fontSize(6);
  for (const c of COLUMNS) {
    doc.moveTo(x, y).lineTo(x, y + ROW_H).stroke();
    doc.text(c.value(item), x + 1.5, y + 3, { width: c.w - 3, align: c.align, lineBreak: false, height: ROW_H });
    x += c.w;
  }
  doc.moveTo(x, y).lineTo(x, y + ROW_H).stroke();
}

function dadosAdicionais(doc: Doc, nota: DanfeNota, y: number) {
  y = sectionTitle(doc, y, 'DADOS ADICIONAIS');
  doc.rect(LEFT, y, WIDTH * 0.65, FOOTER_H - 12).stroke();
  doc.rect(LEFT + WIDTH * 0.65, y, WIDTH * 0.35, FOOTER_H - 12).stroke();
  doc.font('Helvetica').fontSize(5).text('INFORMAÇÕES COMPLEMENTARES', LEFT + 2, y + 2);
  doc.text('RESERVADO AO FISCO', LEFT + WIDTH * 0.65 + 2, y + 2);
  doc.fontSize(6.5).text(nota.informacoes_complementares ?? '', LEFT + 3, y + 10, { width: WIDTH * 0.65 - 6, height: FOOTER_H - 24 });
}

/** Fits the items in pages: the first page carries the full header; later pages only the emitter block. */
function paginate(nota: DanfeNota): DanfeItem[][] {
  const firstCapacity = 30;
  const nextCapacity = 50;
  const pages: DanfeItem[][] = [nota.itens.slice(0, firstCapacity)];
  for (let i = firstCapacity; i < nota.itens.length; i += nextCapacity) pages.push(nota.itens.slice(i, i + nextCapacity));
  return pages;
}

/** Renders the DANFE and resolves with the PDF bytes. */
export function renderDanfe(nota: DanfeNota, options: DanfeOptions = {}): Promise<Buffer> {
  const emission = new Date(`${nota.data_emissao}T12:00:00Z`);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    compress: options.compress ?? true,
    autoFirstPage: false,
    info: {
      Title: `DANFE NF-e ${nota.numero} Série ${nota.serie}`,
      Subject: `Chave de acesso ${nota.chave_acesso}`,
      Author: nota.emitente.razao_social,
      Creator: 'Mirante',
      Producer: 'Mirante',
      // Fixed dates keep the bytes stable for the same note.
      CreationDate: emission,
      ModDate: emission,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const pages = paginate(nota);
  pages.forEach((items, index) => {
    doc.addPage({ size: 'A4', margin: PAGE.margin });
    let y = header(doc, nota, index + 1, pages.length);
    if (index === 0) {
      y = destinatario(doc, nota, y);
      y = impostos(doc, nota, y);
    }
    y = itemsHeader(doc, y);
    const top = y;
    for (const item of items) {
      itemRow(doc, item, y);
      y += ROW_H;
    }
    const bottom = index === pages.length - 1 ? Math.max(y, PAGE.height - PAGE.margin - FOOTER_H - 4) : y;
    // close the table's columns down to the footer and draw its frame
    let x = LEFT;
    for (const c of COLUMNS) {
      doc.moveTo(x, y).lineTo(x, bottom).stroke();
      x += c.w;
    }
    doc.moveTo(x, y).lineTo(x, bottom).stroke();
    doc.rect(LEFT, top, WIDTH, bottom - top).stroke();
    if (index === pages.length - 1) dadosAdicionais(doc, nota, bottom + 2);
  });
  doc.end();
  return done;
}
