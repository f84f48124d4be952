-- Year of the company's first authorised sale (Dashboard Faturamento 1327's year select runs from it to the
-- current year); the current year when the company has no sale yet, so the select is never empty.
SELECT CAST(coalesce(min(extract(year FROM n.data_emissao)), extract(year FROM CAST($today AS DATE))) AS INTEGER) AS ano
  FROM notas_saida n
 WHERE n.empresa_id = CAST($empresaId AS INTEGER)
   AND n.situacao = 'A'
