-- One equipment of the company (no row for another company's or an unknown id).
WITH
-- @include equipamento-campos.sql
SELECT * FROM equipamento WHERE id_equipamento = CAST($idEquipamento AS INTEGER)
