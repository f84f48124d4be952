import { describe, expect, it } from 'vitest';
import { formatChaveAcesso, formatCnpj, renderDanfe } from './danfe.ts';
import { pdfInfo, sampleNota } from './testing.ts';

describe('DANFE', () => {
  it('formats the access key in groups of 4 and the CNPJ', () => {
    expect(formatChaveAcesso('35261112345678000199550010000012341000012345')).toBe('3526 1112 3456 7800 0199 5500 1000 0012 3410 0001 2345');
    expect(formatCnpj('12345678000199')).toBe('12.345.678/0001-99');
  });

  it('renders a PDF carrying the note number, key and parties', async () => {
    const pdf = await renderDanfe(sampleNota(), { compress: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // page text is written as glyph codes split for kerning; the document info names the note
    expect(pdfInfo(pdf, 'Title')).toBe('DANFE NF-e 1234 Série 1');
    expect(pdfInfo(pdf, 'Subject')).toBe('Chave de acesso 35261112345678000199550010000012341000012345');
    expect(pdfInfo(pdf, 'Author')).toBe('Fornecedora São João Ltda');
    expect(pdf.length).toBeLessThan(200_000);
  });

  it('is stable for the same note and compresses by default', async () => {
    const a = await renderDanfe(sampleNota());
    const b = await renderDanfe(sampleNota());
    expect(a.length).toBe(b.length);
    expect(a.length).toBeLessThan((await renderDanfe(sampleNota(), { compress: false })).length);
  });

  it('paginates long item lists', async () => {
    const pdf = (await renderDanfe(sampleNota(100), { compress: false })).toString('latin1');
    expect(pdf.match(/\/Type \/Page\b/g)?.length).toBe(3);
  });
});
