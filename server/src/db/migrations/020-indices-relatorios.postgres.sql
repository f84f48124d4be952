-- PostgreSQL only (migrate.ts runs `*.postgres.sql` files on PostgreSQL alone): B-tree indexes for the reports'
-- per-company filters. PostgreSQL stores rows and, without them, reads a whole table to answer one company's
-- period. DuckDB needs none (columnar scans skip blocks by their min/max) and would only pay for them on bulk loads.
-- Open titles (saldo > 0) are a small part of all titles: partial indexes carrying the saldo serve the dashboard's
-- sums from the index alone. A new report whose filter no index serves adds its index in a file like this one.
CREATE INDEX titulos_receber_abertos ON titulos_receber (empresa_id, data_vencimento) INCLUDE (saldo) WHERE saldo > 0;
CREATE INDEX titulos_pagar_abertos ON titulos_pagar (empresa_id, data_vencimento) INCLUDE (saldo) WHERE saldo > 0;
CREATE INDEX cheques_receber_empresa_bom_para ON cheques_receber (empresa_id, bom_para);
CREATE INDEX contas_caixa_empresa ON contas_caixa (empresa_id);
CREATE INDEX movimentos_caixa_conta ON movimentos_caixa (conta_caixa_id);
CREATE INDEX notas_saida_empresa_emissao ON notas_saida (empresa_id, data_emissao);
CREATE INDEX notas_saida_itens_nota ON notas_saida_itens (nota_saida_id);
CREATE INDEX nfe_entrada_itens_nota ON nfe_entrada_itens (nfe_entrada_id);
