/**
 * The schema of the embedded wallet's logins: e-mail (step 8), social (step 10), Sign In With
 * Farcaster (step 11) and the e-mail login's limits (step 12).
 */
import type { Migration } from './Migration'

export const embeddedWallet: Migration = {
  id: 8,
  name: 'embedded wallet',
  // The e-mail login of the embedded wallet (see the README's threat model): users (a stable id
  // per e-mail, the only thing a key is derived from besides the master secret, which is not
  // here), one-time codes stored as HMACs under a key derived from the master secret, and login
  // sessions stored as SHA-256 of their bearer tokens. No key material. Times are epoch ms.
  sql: `
      CREATE TABLE IF NOT EXISTS embedded_users (
        id uuid PRIMARY KEY,
        email text NOT NULL UNIQUE,
        created_at bigint NOT NULL
      );
      CREATE TABLE IF NOT EXISTS embedded_codes (
        id uuid PRIMARY KEY,
        purpose text NOT NULL,
        email text NOT NULL,
        user_id uuid,
        new_email text,
        code_hmac text NOT NULL,
        tries integer NOT NULL DEFAULT 0,
        created_at bigint NOT NULL,
        expires_at bigint NOT NULL,
        used_at bigint
      );
      CREATE INDEX IF NOT EXISTS embedded_codes_by_email ON embedded_codes (purpose, email, created_at);
      CREATE TABLE IF NOT EXISTS embedded_sessions (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL,
        created_at bigint NOT NULL,
        expires_at bigint NOT NULL,
        revoked_at bigint
      );
      CREATE INDEX IF NOT EXISTS embedded_sessions_by_user ON embedded_sessions (user_id);`,
}

export const embeddedWalletSocialLogin: Migration = {
  id: 10,
  name: 'embedded wallet social login',
  // Social login of the embedded wallet (issue 13): a user may now have no e-mail (a social
  // identity instead); each identity (provider, subject) maps to one user, whose id the keys are
  // derived from, so the same identity gets the same wallet anywhere. A login attempt is keyed by
  // the SHA-256 of its OAuth `state`; it binds the PKCE verifier and nonce to the frame that asked
  // (SHA-256 of the frame's secret) and to the host origin; its result is stored as the SHA-256 of
  // the result token. Each step (callback, redeem) is single use. Times are epoch ms.
  sql: `
      ALTER TABLE embedded_users ALTER COLUMN email DROP NOT NULL;
      CREATE TABLE IF NOT EXISTS embedded_social_identities (
        provider text NOT NULL,
        subject text NOT NULL,
        user_id uuid NOT NULL UNIQUE,
        user_name text,
        email text,
        created_at bigint NOT NULL,
        PRIMARY KEY (provider, subject)
      );
      CREATE TABLE IF NOT EXISTS embedded_social_attempts (
        state_hash text PRIMARY KEY,
        provider text NOT NULL,
        frame_secret_hash text NOT NULL,
        code_verifier text NOT NULL,
        nonce text,
        host_origin text NOT NULL,
        return_url text NOT NULL,
        created_at bigint NOT NULL,
        expires_at bigint NOT NULL,
        called_back_at bigint,
        result_hash text UNIQUE,
        user_id uuid,
        result_expires_at bigint,
        redeemed_at bigint
      );`,
}

export const farcasterSignIn: Migration = {
  id: 11,
  name: 'farcaster sign-in',
  // Sign In With Farcaster (FIP-11): the short-lived channels between the frame and the visitor's
  // Farcaster app. Only SHA-256 hashes of the channel token and of the frame's attempt secret are
  // kept; `answer` is the checked answer (or why it was refused); a redeem sets used_at once. The
  // visitor's identity is (farcaster, fid) in embedded_social_identities. Times are epoch ms.
  sql: `
      CREATE TABLE IF NOT EXISTS farcaster_channels (
        token_hash text PRIMARY KEY,
        attempt_hash text NOT NULL,
        nonce text NOT NULL,
        domain text NOT NULL,
        siwe_uri text NOT NULL,
        created_at bigint NOT NULL,
        expires_at bigint NOT NULL,
        completed_at bigint,
        answer json,
        used_at bigint
      );
      CREATE INDEX IF NOT EXISTS farcaster_channels_by_expiry ON farcaster_channels (expires_at);`,
}

export const emailLoginLimits: Migration = {
  id: 12,
  name: 'e-mail login limits',
  // Bounds on guessing e-mail codes (see the README's threat model): each code remembers the client
  // address that asked for it (codes asked per address and distinct addresses asked per client are
  // counted over the last hour from embedded_codes), and wrong codes are counted per address across
  // codes, in a window that starts with the first failure; `locked_until` (epoch ms) is set when
  // too many failed. A successful code deletes the address's row.
  sql: `
      ALTER TABLE embedded_codes ADD COLUMN IF NOT EXISTS client_address text;
      CREATE INDEX IF NOT EXISTS embedded_codes_by_recipient ON embedded_codes (email, created_at);
      CREATE INDEX IF NOT EXISTS embedded_codes_by_client ON embedded_codes (client_address, created_at);
      CREATE TABLE IF NOT EXISTS embedded_login_failures (
        email text PRIMARY KEY,
        failures integer NOT NULL,
        window_start bigint NOT NULL,
        locked_until bigint
      );`,
}
