-- Cheques a Receber (01.74.1334): open cheques (situation em_aberto = 'S') good for (bom_para) the period.
SELECT c.data_emissao,
       c.bom_para,
       greatest(CAST($today AS DATE) - c.bom_para, 0) AS dias_atraso,
       c.nro_controle,
       c.banco,
       c.agencia,
       c.conta,
       c.nro_cheque,
       c.valor,
       c.cliente_id AS id_cliente,
       cl.nome AS nome_cliente,
       c.cpf_cnpj_emissor,
       c.emissor,
       c.sit_conta,
       c.situacao_atual,
       s.descricao AS descricao_situacao_atual
  FROM cheques_receber c
  JOIN situacoes_cheque s ON s.id = c.situacao_atual
  JOIN clientes cl ON cl.id = c.cliente_id
 WHERE c.empresa_id = CAST($empresaId AS INTEGER)
   AND s.em_aberto = 'S'
   AND c.bom_para BETWEEN CAST($data_inicio AS DATE) AND CAST($data_final AS DATE)
 ORDER BY c.bom_para, cl.nome, c.nro_controle, c.id
