/** The schema of a visitor's account: registered names and sign-in sessions (steps 6 and 7). */
import type { Migration } from './Migration'

export const accountNames: Migration = {
  id: 6,
  name: 'account names',
  // Registered names (docs/reference/endpoints.md#profile-api), lower case, unique within their zone; one row per name with the
  // address that registered it and the coin type (ENSIP-11) it was registered on. Times in seconds,
  // as the profile API answers them. `attributes` is the signed message's object as sent.
  sql: `
      CREATE TABLE IF NOT EXISTS account_names (
        name text PRIMARY KEY,
        zone text NOT NULL,
        address text NOT NULL,
        coin_type bigint NOT NULL,
        attributes json NOT NULL,
        registered_at bigint NOT NULL,
        updated_at bigint NOT NULL
      );
      CREATE INDEX IF NOT EXISTS account_names_by_address ON account_names (address, registered_at);`,
}

export const signInSessions: Migration = {
  id: 7,
  name: 'sign-in sessions',
  // The nonces the service issued (used_at set once, atomically, by the sign-in that spends it)
  // and the sessions it verified. Only a SHA-256 hash of a session's bearer token is kept; the
  // address is stored in lower case; times are epoch milliseconds.
  sql: `
      CREATE TABLE IF NOT EXISTS siwx_nonces (
        nonce text PRIMARY KEY,
        project_id text NOT NULL,
        issued_at bigint NOT NULL,
        expires_at bigint NOT NULL,
        used_at bigint
      );
      CREATE INDEX IF NOT EXISTS siwx_nonces_by_expiry ON siwx_nonces (expires_at);
      CREATE TABLE IF NOT EXISTS siwx_sessions (
        id uuid PRIMARY KEY,
        project_id text NOT NULL,
        token_hash text NOT NULL UNIQUE,
        address text NOT NULL,
        chain_id text NOT NULL,
        message text NOT NULL,
        signature text NOT NULL,
        data json NOT NULL,
        cacao json,
        issued_at bigint NOT NULL,
        not_before bigint,
        expires_at bigint NOT NULL,
        created_at bigint NOT NULL,
        revoked_at bigint
      );
      CREATE INDEX IF NOT EXISTS siwx_sessions_by_address ON siwx_sessions (project_id, address);`,
}
