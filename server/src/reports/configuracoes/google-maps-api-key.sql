-- The company's Google Maps key (configuracoes 'google_maps_api_key'); an aggregate, so there is always one row:
-- NULL when the key is missing or empty.
SELECT nullif(max(valor), '') AS "googleApiKey"
  FROM configuracoes
 WHERE empresa_id = CAST($empresaId AS INTEGER)
   AND chave = 'google_maps_api_key'
