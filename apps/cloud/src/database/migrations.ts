import { advisoryLockKey } from './advisoryLockKey'
import type { SqlDatabase } from './SqlDatabase'

/** One step of the schema; applied once, in order, and recorded in cloud_migrations. */
interface Migration {
  id: number
  name: string
  sql: string
}

// Append only: a database on disk has already applied the steps above a new one.
const migrations: readonly Migration[] = [
  {
    id: 1,
    name: 'relay mailbox',
    // Times are milliseconds since the epoch, as the relay protocol and MailboxMessage count them.
    // `seq` keeps publishing order, which two messages of the same millisecond would lose.
    sql: `
      CREATE TABLE IF NOT EXISTS relay_messages (
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        hash text NOT NULL UNIQUE,
        topic text NOT NULL,
        message text NOT NULL,
        tag integer NOT NULL,
        published_at bigint NOT NULL,
        expires_at bigint NOT NULL,
        publisher_id text NOT NULL,
        attestation text
      );
      CREATE INDEX IF NOT EXISTS relay_messages_by_topic ON relay_messages (topic, seq);
      CREATE INDEX IF NOT EXISTS relay_messages_by_expiry ON relay_messages (expires_at);
      CREATE TABLE IF NOT EXISTS relay_acknowledgements (
        hash text NOT NULL REFERENCES relay_messages (hash) ON DELETE CASCADE,
        client_id text NOT NULL,
        PRIMARY KEY (hash, client_id)
      );`,
  },
  {
    id: 2,
    name: 'wallet catalogue',
    // `entry` is the validated registry record as loaded (json keeps its text and key order);
    // the other columns are what the filters and the ranking read.
    sql: `
      CREATE TABLE IF NOT EXISTS catalogue_wallets (
        position integer PRIMARY KEY,
        id text NOT NULL,
        name text NOT NULL,
        search_name text GENERATED ALWAYS AS (lower(name)) STORED,
        chains text[] NOT NULL,
        image_id text,
        badge_type text NOT NULL,
        entry json NOT NULL
      );
      CREATE INDEX IF NOT EXISTS catalogue_wallets_by_image ON catalogue_wallets (image_id, position);`,
  },
  {
    id: 3,
    name: 'chain index',
    // Per chain (CAIP-2 id): how far the index got and the genesis it belongs to; the transactions
    // (status from the receipt, value and amounts as exact decimal numerics); the ERC-20 and ERC-721
    // Transfer logs (an ERC-721 one moves amount 1 of token_id); and which addresses each transaction touches, whose primary key is the order
    // the history pages in (newest first). Addresses are stored in lower case.
    sql: `
      CREATE TABLE IF NOT EXISTS chain_index_state (
        chain_id text PRIMARY KEY,
        genesis_hash text NOT NULL,
        last_block bigint NOT NULL,
        last_block_hash text NOT NULL
      );
      CREATE TABLE IF NOT EXISTS chain_transactions (
        chain_id text NOT NULL,
        block_number bigint NOT NULL,
        tx_index integer NOT NULL,
        hash text NOT NULL,
        mined_at bigint NOT NULL,
        from_address text NOT NULL,
        to_address text,
        created_contract text,
        value numeric NOT NULL,
        nonce bigint NOT NULL,
        failed boolean NOT NULL,
        PRIMARY KEY (chain_id, block_number, tx_index)
      );
      CREATE TABLE IF NOT EXISTS chain_transfers (
        chain_id text NOT NULL,
        block_number bigint NOT NULL,
        log_index integer NOT NULL,
        tx_index integer NOT NULL,
        token_address text NOT NULL,
        standard text NOT NULL CHECK (standard IN ('erc20', 'erc721')),
        from_address text NOT NULL,
        to_address text NOT NULL,
        amount numeric NOT NULL,
        token_id numeric,
        PRIMARY KEY (chain_id, block_number, log_index)
      );
      CREATE INDEX IF NOT EXISTS chain_transfers_by_transaction ON chain_transfers (chain_id, block_number, tx_index);
      CREATE TABLE IF NOT EXISTS chain_address_transactions (
        chain_id text NOT NULL,
        address text NOT NULL,
        block_number bigint NOT NULL,
        tx_index integer NOT NULL,
        PRIMARY KEY (chain_id, address, block_number, tx_index)
      );`,
  },
  {
    id: 4,
    name: 'analytics events',
    // What the widget reports through POST /e (SPEC §7), as received: times in milliseconds.
    sql: `
      CREATE TABLE IF NOT EXISTS analytics_events (
        event_id uuid PRIMARY KEY,
        project_id text NOT NULL,
        event text NOT NULL,
        origin text,
        sent_at bigint NOT NULL,
        received_at bigint NOT NULL,
        payload json NOT NULL
      );
      CREATE INDEX IF NOT EXISTS analytics_events_by_project ON analytics_events (project_id, received_at);`,
  },
  {
    id: 5,
    name: 'rate limits',
    // Requests counted per key and fixed window (start in epoch milliseconds), shared by every
    // instance on the database; windows that ended are swept with the mailbox.
    sql: `
      CREATE TABLE IF NOT EXISTS rate_limit_windows (
        key text NOT NULL,
        window_start bigint NOT NULL,
        hits integer NOT NULL,
        PRIMARY KEY (key, window_start)
      );`,
  },
  {
    id: 6,
    name: 'account names',
    // Registered names (SPEC §7), lower case, unique within their zone; one row per name with the
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
  },
  {
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
  },
  {
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
  },
  {
    id: 9,
    name: 'on-ramp sandbox orders',
    // Orders of the local on-ramp sandbox. Addresses and hashes in lower case; amounts as text
    // (fiat in decimal, the token in base units); times in epoch milliseconds. `status` moves
    // open -> paying -> paid, and back to open when the transfer fails, one UPDATE each.
    sql: `
      CREATE TABLE IF NOT EXISTS onramp_orders (
        id uuid PRIMARY KEY,
        provider text NOT NULL,
        project_id text NOT NULL,
        chain_id text NOT NULL,
        address text NOT NULL,
        token_address text,
        token_symbol text NOT NULL,
        token_decimals integer NOT NULL,
        token_amount numeric NOT NULL,
        fiat_currency text NOT NULL,
        fiat_total text NOT NULL,
        provider_fee text NOT NULL,
        network_fee text NOT NULL,
        status text NOT NULL,
        tx_hash text,
        created_at bigint NOT NULL,
        paid_at bigint
      );
      CREATE INDEX IF NOT EXISTS onramp_orders_by_hash ON onramp_orders (chain_id, tx_hash);`,
  },
  {
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
  },
  {
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
  },
]

/**
 * Brings the schema up to date in one transaction. It first takes a transaction advisory lock, so
 * instances starting together on one server run each step once: the others wait, then find the
 * steps recorded and skip them.
 */
export async function migrateCloudDatabase(database: SqlDatabase): Promise<void> {
  await database.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${advisoryLockKey('$1')})`, ['gatehouse cloud migrations'])
    await tx.query('CREATE TABLE IF NOT EXISTS cloud_migrations (id integer PRIMARY KEY, name text NOT NULL)')
    const applied = await tx.query<{ id: number }>('SELECT id FROM cloud_migrations')
    const done = new Set(applied.rows.map((row) => row.id))
    for (const migration of migrations) {
      if (done.has(migration.id)) continue
      await tx.exec(migration.sql)
      await tx.query('INSERT INTO cloud_migrations (id, name) VALUES ($1, $2)', [
        migration.id,
        migration.name,
      ])
    }
  })
}

/** The ids of every migration step, in order (readiness checks that all are applied). */
export const migrationIds = migrations.map((migration) => migration.id)
