-- The photos of the delivery proofs (02.79.1495) as data: the route serves the stored bytes and their type, and draws
-- nothing (issue 32 item 5: the runtime held the demo's image generator). A proof points at its photo (`foto_id`);
-- several proofs may share one (the demo stores a few dozen photos for tens of thousands of proofs). A proof without a
-- photo (`foto_id` NULL) answers 404. BYTEA is PostgreSQL's binary type and a DuckDB alias of BLOB. No FOREIGN KEY: DuckDB
-- cannot add one to an existing table, and a photo is never updated nor deleted by the portal.
CREATE TABLE fotos_comprovantes (
  id             INTEGER PRIMARY KEY,
  tipo_conteudo  VARCHAR NOT NULL,
  conteudo       BYTEA NOT NULL
);
ALTER TABLE comprovantes ADD COLUMN foto_id INTEGER;
