/**
 * The schema of the service's public API: the relay mailbox, the wallet catalogue, the chain index,
 * the analytics events and the shared rate limits (steps 1 to 5).
 */
import type { Migration } from './Migration'

export const relayMailbox: Migration = {
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
}

export const walletCatalogue: Migration = {
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
}

export const chainIndex: Migration = {
  id: 3,
  name: 'chain index',
  // Per chain (CAIP-2 id): how far the index got and the genesis it belongs to; the transactions
  // (status from the receipt, value and amounts as exact decimal numerics); the ERC-20 and ERC-721
  // Transfer logs (an ERC-721 one moves amount 1 of token_id); and which addresses each transaction
  // touches, whose primary key is the order the history pages in (newest first). Addresses are
  // stored in lower case.
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
}

export const analyticsEvents: Migration = {
  id: 4,
  name: 'analytics events',
  // What the widget reports through POST /e (docs/reference/endpoints.md#analytics-events), as received: times in milliseconds.
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
}

export const rateLimits: Migration = {
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
}
