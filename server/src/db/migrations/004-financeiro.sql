-- Finance: cash accounts, receivables (titles and cheques), payables, incoming NF-e, settlements (baixas)
-- and accounting postings for the DRE (spec 1 §2.6-2.7 and §3, spec 2 DRE / Recebimentos VS Pagamentos, spec 3 §3).
--
-- Saldo rule: a title's saldo = valor - vlr_descontado - sum(baixas.valor_principal). The seed stores saldo on the
-- title consistently with its baixas (tests check it) so dashboards filter open titles with a plain `saldo > 0`.

-- Cash and bank accounts. Balance = saldo_inicial + sum(movimentos_caixa.valor) (view v_saldo_contas_caixa).
CREATE TABLE contas_caixa (
  id                  INTEGER PRIMARY KEY,
  empresa_id          INTEGER NOT NULL REFERENCES empresas (id),
  codigo_acesso       VARCHAR NOT NULL,
  descricao           VARCHAR NOT NULL,
  tipo                VARCHAR(1) NOT NULL CHECK (tipo IN ('C', 'B', 'A')),  -- C caixa, B banco, A aplicação
  banco               VARCHAR(3),
  agencia             VARCHAR,
  conta               VARCHAR,
  saldo_inicial       DECIMAL(15,2) NOT NULL,
  data_saldo_inicial  DATE NOT NULL
);

CREATE TABLE titulos_receber (
  id               INTEGER PRIMARY KEY,
  empresa_id       INTEGER NOT NULL REFERENCES empresas (id),
  filial_id        INTEGER NOT NULL REFERENCES filiais (id),
  cliente_id       INTEGER NOT NULL REFERENCES clientes (id),
  nro_titulo       INTEGER NOT NULL,
  nro_parcela      INTEGER NOT NULL,
  total_parcelas   INTEGER NOT NULL,
  serie            VARCHAR NOT NULL,
  data_emissao     DATE NOT NULL,
  data_vencimento  DATE NOT NULL,
  valor            DECIMAL(15,2) NOT NULL,
  vlr_descontado   DECIMAL(15,2) NOT NULL DEFAULT 0,  -- abatement granted on the title
  saldo            DECIMAL(15,2) NOT NULL,            -- valor - vlr_descontado - sum(baixas principal)
  tipo_doc_origem  VARCHAR NOT NULL,                  -- 'NF' sales invoice, 'CT' CT-e, 'PD' order, 'CL' rental contract
  nro_doc_origem   VARCHAR NOT NULL,
  tipo_dfe         VARCHAR,                           -- 'NFe' / 'CTe' when an electronic document backs the title
  nro_dfe          VARCHAR,
  nota_saida_id    INTEGER REFERENCES notas_saida (id),  -- the sales invoice the title came from ('NF')
  plano_contas_id  INTEGER NOT NULL REFERENCES plano_contas (id),
  centro_custo_id  INTEGER REFERENCES centros_custo (id),  -- NULL: the summary row "sem centro de custo"
  observacao       VARCHAR
);

-- Settlements of receivables: principal paid, interest and discount; valor_pago = principal + juros - desconto.
CREATE TABLE baixas_receber (
  id                 INTEGER PRIMARY KEY,
  empresa_id         INTEGER NOT NULL REFERENCES empresas (id),
  titulo_receber_id  INTEGER NOT NULL REFERENCES titulos_receber (id),
  conta_caixa_id     INTEGER NOT NULL REFERENCES contas_caixa (id),
  data_pagamento     DATE NOT NULL,
  valor_principal    DECIMAL(15,2) NOT NULL,
  valor_juros        DECIMAL(15,2) NOT NULL DEFAULT 0,
  valor_desconto     DECIMAL(15,2) NOT NULL DEFAULT 0,
  valor_pago         DECIMAL(15,2) NOT NULL
);

-- Cheque situations; em_aberto = 'S' counts in the dashboard ("Cheque" cards) and cash flow.
CREATE TABLE situacoes_cheque (
  id         INTEGER PRIMARY KEY,
  descricao  VARCHAR NOT NULL,
  em_aberto  VARCHAR(1) NOT NULL CHECK (em_aberto IN ('S', 'N'))
);
INSERT INTO situacoes_cheque VALUES
  (1, 'Em carteira', 'S'), (2, 'Depositado', 'S'), (3, 'Compensado', 'N'),
  (4, 'Devolvido', 'S'), (5, 'Reapresentado', 'S'), (6, 'Repassado a terceiros', 'N');

CREATE TABLE cheques_receber (
  id                INTEGER PRIMARY KEY,
  empresa_id        INTEGER NOT NULL REFERENCES empresas (id),
  filial_id         INTEGER NOT NULL REFERENCES filiais (id),
  cliente_id        INTEGER NOT NULL REFERENCES clientes (id),
  nro_controle      INTEGER NOT NULL,
  data_emissao      DATE NOT NULL,
  bom_para          DATE NOT NULL,             -- due date of the cheque
  banco             VARCHAR(3) NOT NULL,
  agencia           VARCHAR NOT NULL,
  conta             VARCHAR NOT NULL,
  nro_cheque        VARCHAR NOT NULL,
  valor             DECIMAL(15,2) NOT NULL,
  cpf_cnpj_emissor  VARCHAR(14) NOT NULL,
  emissor           VARCHAR NOT NULL,
  sit_conta         VARCHAR NOT NULL,          -- situation of the drawer's account: 'Normal', 'Encerrada', 'Bloqueada'
  situacao_atual    INTEGER NOT NULL REFERENCES situacoes_cheque (id),
  data_baixa        DATE,                      -- compensation / transfer date for closed cheques
  conta_caixa_id    INTEGER REFERENCES contas_caixa (id),
  centro_custo_id   INTEGER REFERENCES centros_custo (id)
);

-- Incoming NF-e (purchase invoices), with enough to print a DANFE: emitter = fornecedor, recipient = filial.
-- valor_produtos = sum(itens.valor_total); valor_icms/valor_ipi = sums of the items;
-- valor_total = valor_produtos - valor_desconto + valor_frete + valor_seguro + valor_outras + valor_ipi + valor_icms_st.
CREATE TABLE nfe_entrada (
  id                   INTEGER PRIMARY KEY,
  empresa_id           INTEGER NOT NULL REFERENCES empresas (id),
  filial_id            INTEGER NOT NULL REFERENCES filiais (id),
  fornecedor_id        INTEGER NOT NULL REFERENCES fornecedores (id),
  numero               INTEGER NOT NULL,
  serie                VARCHAR NOT NULL,
  modelo               VARCHAR(2) NOT NULL DEFAULT '55',
  chave_acesso         VARCHAR(44) NOT NULL,
  protocolo_autorizacao VARCHAR NOT NULL,
  natureza_operacao    VARCHAR NOT NULL,
  data_emissao         TIMESTAMP NOT NULL,
  data_entrada         DATE NOT NULL,
  modalidade_frete     INTEGER NOT NULL,          -- 0 emitente, 1 destinatário, 9 sem frete
  transportadora_nome  VARCHAR,
  quantidade_volumes   INTEGER NOT NULL,
  peso_bruto           DECIMAL(15,3) NOT NULL,
  peso_liquido         DECIMAL(15,3) NOT NULL,
  base_icms            DECIMAL(15,2) NOT NULL,
  valor_icms           DECIMAL(15,2) NOT NULL,
  base_icms_st         DECIMAL(15,2) NOT NULL,
  valor_icms_st        DECIMAL(15,2) NOT NULL,
  valor_ipi            DECIMAL(15,2) NOT NULL,
  valor_pis            DECIMAL(15,2) NOT NULL,
  valor_cofins         DECIMAL(15,2) NOT NULL,
  valor_produtos       DECIMAL(15,2) NOT NULL,
  valor_frete          DECIMAL(15,2) NOT NULL,
  valor_seguro         DECIMAL(15,2) NOT NULL,
  valor_desconto       DECIMAL(15,2) NOT NULL,
  valor_outras         DECIMAL(15,2) NOT NULL,
  valor_total          DECIMAL(15,2) NOT NULL,
  informacoes_complementares VARCHAR
);

CREATE TABLE nfe_entrada_itens (
  id              INTEGER PRIMARY KEY,
  empresa_id      INTEGER NOT NULL REFERENCES empresas (id),
  nfe_entrada_id  INTEGER NOT NULL REFERENCES nfe_entrada (id),
  nro_item        INTEGER NOT NULL,
  produto_id      INTEGER NOT NULL REFERENCES produtos (id),
  codigo_produto  VARCHAR NOT NULL,      -- the supplier's code, printed on the DANFE
  descricao       VARCHAR NOT NULL,
  ncm             VARCHAR(8) NOT NULL,
  cst             VARCHAR(3) NOT NULL,
  cfop            VARCHAR(4) NOT NULL,
  unidade         VARCHAR(6) NOT NULL,
  quantidade      DECIMAL(15,3) NOT NULL,
  valor_unitario  DECIMAL(15,4) NOT NULL,
  valor_total     DECIMAL(15,2) NOT NULL,
  base_icms       DECIMAL(15,2) NOT NULL,
  aliquota_icms   DECIMAL(5,2) NOT NULL,
  valor_icms      DECIMAL(15,2) NOT NULL,
  aliquota_ipi    DECIMAL(5,2) NOT NULL,
  valor_ipi       DECIMAL(15,2) NOT NULL
);

CREATE TABLE titulos_pagar (
  id               INTEGER PRIMARY KEY,
  empresa_id       INTEGER NOT NULL REFERENCES empresas (id),
  filial_id        INTEGER NOT NULL REFERENCES filiais (id),
  fornecedor_id    INTEGER NOT NULL REFERENCES fornecedores (id),
  nf_entrada_id    INTEGER REFERENCES nfe_entrada (id),   -- NULL: title without an NF-e (DANFE not available)
  nro_titulo       INTEGER NOT NULL,
  nro_parcela      INTEGER NOT NULL,
  total_parcelas   INTEGER NOT NULL,
  serie            VARCHAR NOT NULL,
  data_emissao     DATE NOT NULL,
  data_vencimento  DATE NOT NULL,
  valor            DECIMAL(15,2) NOT NULL,
  vlr_descontado   DECIMAL(15,2) NOT NULL DEFAULT 0,
  saldo            DECIMAL(15,2) NOT NULL,
  plano_contas_id  INTEGER NOT NULL REFERENCES plano_contas (id),
  centro_custo_id  INTEGER REFERENCES centros_custo (id),
  -- approval workflow (spec 3 Aprovar titulos a pagar): only titles with usa_aprovacao = 'S' can be (dis)approved
  usa_aprovacao    VARCHAR(1) NOT NULL CHECK (usa_aprovacao IN ('S', 'N')),
  aprovado         VARCHAR(1) NOT NULL CHECK (aprovado IN ('S', 'N')),
  data_aprovacao   TIMESTAMP,
  observacao       VARCHAR
);

CREATE TABLE baixas_pagar (
  id               INTEGER PRIMARY KEY,
  empresa_id       INTEGER NOT NULL REFERENCES empresas (id),
  titulo_pagar_id  INTEGER NOT NULL REFERENCES titulos_pagar (id),
  conta_caixa_id   INTEGER NOT NULL REFERENCES contas_caixa (id),
  data_pagamento   DATE NOT NULL,
  valor_principal  DECIMAL(15,2) NOT NULL,
  valor_juros      DECIMAL(15,2) NOT NULL DEFAULT 0,
  valor_desconto   DECIMAL(15,2) NOT NULL DEFAULT 0,
  valor_pago       DECIMAL(15,2) NOT NULL
);

-- Cash movements: one per settlement (receipts +, payments -) plus transfers/fees with origem 'M'.
CREATE TABLE movimentos_caixa (
  id               INTEGER PRIMARY KEY,
  empresa_id       INTEGER NOT NULL REFERENCES empresas (id),
  conta_caixa_id   INTEGER NOT NULL REFERENCES contas_caixa (id),
  data_movimento   DATE NOT NULL,
  valor            DECIMAL(15,2) NOT NULL,     -- signed
  origem           VARCHAR(1) NOT NULL CHECK (origem IN ('R', 'P', 'C', 'M')),  -- R receber, P pagar, C cheque, M manual
  baixa_receber_id INTEGER REFERENCES baixas_receber (id),
  baixa_pagar_id   INTEGER REFERENCES baixas_pagar (id),
  historico        VARCHAR NOT NULL
);

-- Accounting postings that feed the DRE, per branch and month; veiculo_id attributes
-- fleet costs and freight revenue to a vehicle for "DRE Veículos". Revenue positive, costs/expenses positive
-- too: the group (plano_contas.grupo_dre_id) says which side they are on.
CREATE TABLE lancamentos_contabeis (
  id               INTEGER PRIMARY KEY,
  empresa_id       INTEGER NOT NULL REFERENCES empresas (id),
  filial_id        INTEGER NOT NULL REFERENCES filiais (id),
  plano_contas_id  INTEGER NOT NULL REFERENCES plano_contas (id),
  centro_custo_id  INTEGER REFERENCES centros_custo (id),
  veiculo_id       INTEGER REFERENCES veiculos (id),
  data_lancamento  DATE NOT NULL,
  valor            DECIMAL(15,2) NOT NULL,
  historico        VARCHAR NOT NULL
);

-- Current balance of each cash account.
CREATE VIEW v_saldo_contas_caixa AS
SELECT c.id, c.empresa_id, c.codigo_acesso, c.descricao,
       CAST(c.saldo_inicial + coalesce(sum(m.valor), 0) AS DECIMAL(15,2)) AS saldo
FROM contas_caixa c LEFT JOIN movimentos_caixa m ON m.conta_caixa_id = c.id
GROUP BY c.id, c.empresa_id, c.codigo_acesso, c.descricao, c.saldo_inicial;
