/** The schema of the on-ramp: the local sandbox's orders (step 9). */
import type { Migration } from './Migration'

export const onrampSandboxOrders: Migration = {
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
}
