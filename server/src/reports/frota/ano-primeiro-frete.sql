-- Year of the company's first freight (Dashboard Frota's year select); the current year when there is none.
SELECT coalesce(CAST(min(extract(year FROM o.data_emissao)) AS INTEGER), CAST(extract(year FROM CAST($today AS DATE)) AS INTEGER)) AS ano
  FROM ordens_carregamento o
 WHERE o.empresa_id = CAST($empresaId AS INTEGER)
