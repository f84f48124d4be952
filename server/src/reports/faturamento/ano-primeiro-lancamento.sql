-- Year of the company's first CT-e (the module-2 dashboard 1405's year select runs from it to the current year);
-- the current year when there is none, so the select is never empty.
SELECT CAST(coalesce(min(extract(year FROM c.data_emissao)), extract(year FROM CAST($today AS DATE))) AS INTEGER) AS ano
  FROM ctes c
 WHERE c.empresa_id = CAST($empresaId AS INTEGER)
