/** Test helpers for PDFs: a sample note and a reader for the document-info strings. */
import type { DanfeNota } from './danfe.ts';

export const sampleNota = (itens = 3): DanfeNota => ({
  chave_acesso: '35261112345678000199550010000012341000012345',
  numero: 1234,
  serie: 1,
  data_emissao: '2026-11-10',
  natureza_operacao: 'Venda de mercadoria',
  protocolo_autorizacao: '135260000012345 10/11/2026 10:15:00',
  emitente: { razao_social: 'Fornecedora São João Ltda', cnpj: '12345678000199', inscricao_estadual: '123456789', endereco: 'Rua das Flores, 10', bairro: 'Centro', municipio: 'Campinas', uf: 'SP', cep: '13010000' },
  destinatario: { razao_social: 'Mirante Alimentos S.A.', cnpj: '98765432000110', endereco: 'Av. Brasil, 500', bairro: 'Distrito Industrial', municipio: 'Cascavel', uf: 'PR', cep: '85800000' },
  itens: Array.from({ length: itens }, (_, i) => ({
    codigo: String(100 + i), descricao: `Açúcar cristal saco 50 kg lote ${i}`, ncm: '17019900', cst: '000', cfop: '5102', unidade: 'SC',
    quantidade: 2 + i, valor_unitario: 150.5, valor_total: (2 + i) * 150.5, base_icms: (2 + i) * 150.5, valor_icms: (2 + i) * 150.5 * 0.12, valor_ipi: 0, aliquota_icms: 12, aliquota_ipi: 0,
  })),
  totais: { base_icms: 1354.5, valor_icms: 162.54, base_icms_st: 0, valor_icms_st: 0, valor_produtos: 1354.5, valor_frete: 0, valor_seguro: 0, valor_desconto: 0, outras_despesas: 0, valor_ipi: 0, valor_total: 1354.5 },
  informacoes_complementares: 'Documento emitido por ME ou EPP optante pelo Simples Nacional.',
});

/**
 * Reads a document-info string. pdfkit stores each value as an indirect object, and non-ASCII
 * values as UTF-16BE with a byte-order mark; those objects are never compressed.
 */
export function pdfInfo(pdf: Buffer, key: string): string | undefined {
  const text = pdf.toString('latin1');
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(text);
  if (!ref) return undefined;
  const obj = new RegExp(`\n${ref[1]} 0 obj\n\\(((?:\\\\.|[^\\\\)])*)\\)`).exec(text);
  if (!obj) return undefined;
  const raw = obj[1].replace(/\\([nrtbf()\\])/g, (_, c: string) => ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' })[c] ?? c);
  const bytes = Buffer.from(raw, 'latin1');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  return raw;
}

