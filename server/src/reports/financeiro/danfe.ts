import type { Database } from '../../db/database.ts';
import type { DanfeNota } from '../../pdf/danfe.ts';

/** The payable title of a company and its incoming NF-e id (NULL when the title has none). */
export const SQL_TITULO_PAGAR_NFE = `
SELECT t.id, t.nf_entrada_id
  FROM titulos_pagar t
 WHERE t.id = CAST($2 AS INTEGER) AND t.empresa_id = CAST($1 AS INTEGER)
`;

/** NF-e header with emitter (supplier) and recipient (branch). */
export const SQL_NFE_ENTRADA = `
SELECT n.chave_acesso, n.numero, n.serie, CAST(n.data_emissao AS DATE) AS data_emissao,
       n.data_entrada AS data_entrada, n.natureza_operacao, n.protocolo_autorizacao,
       n.modalidade_frete, n.transportadora_nome, n.informacoes_complementares,
       CAST(n.base_icms AS DOUBLE PRECISION) AS base_icms, CAST(n.valor_icms AS DOUBLE PRECISION) AS valor_icms,
       CAST(n.base_icms_st AS DOUBLE PRECISION) AS base_icms_st, CAST(n.valor_icms_st AS DOUBLE PRECISION) AS valor_icms_st,
       CAST(n.valor_ipi AS DOUBLE PRECISION) AS valor_ipi, CAST(n.valor_produtos AS DOUBLE PRECISION) AS valor_produtos,
       CAST(n.valor_frete AS DOUBLE PRECISION) AS valor_frete, CAST(n.valor_seguro AS DOUBLE PRECISION) AS valor_seguro,
       CAST(n.valor_desconto AS DOUBLE PRECISION) AS valor_desconto, CAST(n.valor_outras AS DOUBLE PRECISION) AS valor_outras,
       CAST(n.valor_total AS DOUBLE PRECISION) AS valor_total,
       f.nome AS emit_nome, f.cpf_cnpj AS emit_cnpj, f.inscricao_estadual AS emit_ie,
       f.endereco || ', ' || f.numero AS emit_endereco, f.bairro AS emit_bairro, f.cep AS emit_cep, f.telefone AS emit_fone,
       mf.nome AS emit_municipio, mf.uf AS emit_uf,
       fi.razao_social AS dest_nome, fi.cnpj AS dest_cnpj, fi.endereco AS dest_endereco,
       md.nome AS dest_municipio, md.uf AS dest_uf
  FROM nfe_entrada n
  JOIN fornecedores f ON f.id = n.fornecedor_id
  JOIN municipios mf ON mf.id = f.municipio_id
  JOIN filiais fi ON fi.id = n.filial_id
  JOIN municipios md ON md.id = fi.municipio_id
 WHERE n.id = CAST($2 AS INTEGER) AND n.empresa_id = CAST($1 AS INTEGER)
`;

export const SQL_NFE_ENTRADA_ITENS = `
SELECT codigo_produto AS codigo, descricao, ncm, cst, cfop, unidade,
       CAST(quantidade AS DOUBLE PRECISION) AS quantidade, CAST(valor_unitario AS DOUBLE PRECISION) AS valor_unitario,
       CAST(valor_total AS DOUBLE PRECISION) AS valor_total, CAST(base_icms AS DOUBLE PRECISION) AS base_icms,
       CAST(valor_icms AS DOUBLE PRECISION) AS valor_icms, CAST(valor_ipi AS DOUBLE PRECISION) AS valor_ipi,
       CAST(aliquota_icms AS DOUBLE PRECISION) AS aliquota_icms, CAST(aliquota_ipi AS DOUBLE PRECISION) AS aliquota_ipi
  FROM nfe_entrada_itens
 WHERE nfe_entrada_id = CAST($2 AS INTEGER) AND empresa_id = CAST($1 AS INTEGER)
 ORDER BY nro_item
`;

const MODALIDADE_FRETE: Record<number, string> = {
  0: '0 - Emitente',
  1: '1 - Destinatário',
  2: '2 - Terceiros',
  9: '9 - Sem frete',
};

type NfeRow = Record<string, unknown> & { modalidade_frete: number };

export type TituloNfe = { found: false } | { found: true; nota: DanfeNota | null };

/**
 * The DANFE data of a payable title: not found (unknown title for the company), found without an
 * NF-e (nota null), or the note with its items.
 */
export async function loadTituloPagarNfe(db: Database, empresaId: number, idTituloPagar: number): Promise<TituloNfe> {
  const titulo = await db.one<{ id: number; nf_entrada_id: number | null }>(SQL_TITULO_PAGAR_NFE, [empresaId, idTituloPagar]);
  if (!titulo) return { found: false };
  if (titulo.nf_entrada_id == null) return { found: true, nota: null };
  const n = await db.one<NfeRow>(SQL_NFE_ENTRADA, [empresaId, titulo.nf_entrada_id]);
  if (!n) return { found: true, nota: null };
  const itens = await db.all<DanfeNota['itens'][number]>(SQL_NFE_ENTRADA_ITENS, [empresaId, titulo.nf_entrada_id]);
  const s = (v: unknown) => (v == null ? null : String(v));
  return {
    found: true,
    nota: {
      chave_acesso: String(n.chave_acesso),
      numero: Number(n.numero),
      serie: String(n.serie),
      data_emissao: String(n.data_emissao),
      data_saida_entrada: s(n.data_entrada),
      natureza_operacao: String(n.natureza_operacao),
      protocolo_autorizacao: s(n.protocolo_autorizacao),
      tipo_operacao: 1,
      emitente: {
        razao_social: String(n.emit_nome),
        cnpj: String(n.emit_cnpj),
        inscricao_estadual: s(n.emit_ie),
        endereco: s(n.emit_endereco),
        bairro: s(n.emit_bairro),
        municipio: s(n.emit_municipio),
        uf: s(n.emit_uf),
        cep: s(n.emit_cep),
        telefone: s(n.emit_fone),
      },
      destinatario: {
        razao_social: String(n.dest_nome),
        cnpj: String(n.dest_cnpj),
        endereco: s(n.dest_endereco),
        municipio: s(n.dest_municipio),
        uf: s(n.dest_uf),
      },
      transportador: n.transportadora_nome
        ? { razao_social: String(n.transportadora_nome), modalidade_frete: MODALIDADE_FRETE[n.modalidade_frete] ?? String(n.modalidade_frete) }
        : { razao_social: '', modalidade_frete: MODALIDADE_FRETE[n.modalidade_frete] ?? String(n.modalidade_frete) },
      itens,
      totais: {
        base_icms: Number(n.base_icms),
        valor_icms: Number(n.valor_icms),
        base_icms_st: Number(n.base_icms_st),
        valor_icms_st: Number(n.valor_icms_st),
        valor_produtos: Number(n.valor_produtos),
        valor_frete: Number(n.valor_frete),
        valor_seguro: Number(n.valor_seguro),
        valor_desconto: Number(n.valor_desconto),
        outras_despesas: Number(n.valor_outras),
        valor_ipi: Number(n.valor_ipi),
        valor_total: Number(n.valor_total),
      },
      informacoes_complementares: s(n.informacoes_complementares),
    },
  };
}
