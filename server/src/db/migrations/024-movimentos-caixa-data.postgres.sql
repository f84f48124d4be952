-- PostgreSQL only: the cash balance view (023) reads the movements after the latest closing by date.
CREATE INDEX movimentos_caixa_data ON movimentos_caixa (data_movimento);
