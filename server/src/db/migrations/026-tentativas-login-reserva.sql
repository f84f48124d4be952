-- A sign-in attempt is reserved (counted as a failure) before the password is hashed, so that requests in flight
-- cannot all pass the limit (server/src/auth/loginLimits.ts). A right password gives its address's reservation
-- back: this random id names the row to delete. NULL on failures recorded before this migration.
ALTER TABLE tentativas_login ADD COLUMN reserva VARCHAR;
