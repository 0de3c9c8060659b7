import type { CloudConfigInput } from './config/cloudConfig'
import type { WalletEntry } from './catalogue/walletEntry'
import type { EmailLoginSettings } from './embedded/emailLogin'
import type { MailSettings } from './embedded/mailer'
import type { FarcasterLoginSettings } from './farcaster/farcasterLogin'
import type { SocialLoginSettingsInput } from './social/socialSettings'

/** How to start the service. */
export interface StartCloudOptions {
  /** Port to listen on; 0 picks a free one (tests). Default 8787. */
  port?: number
  /** Interface to listen on. Default '127.0.0.1'. */
  host?: string
  /**
   * A PostgreSQL server for the service's data (`postgres://user:password@host:5432/database`):
   * several instances may run on one. Without it the data goes in PGlite (see `dataDir`).
   */
  databaseUrl?: string
  /**
   * Directory for the service's data when there is no `databaseUrl`: the PGlite database in
   * `pgdata` under it (relay mailbox, catalogue, chain index, analytics). In memory when absent, so
   * nothing outlives close().
   */
  dataDir?: string
  /**
   * The configuration: projects, certified wallets, and the chains (`config.chains`) and identities
   * of the blockchain API; validated, an error names the bad field. Default: remote defaults for
   * all projects and no chains.
   */
  config?: CloudConfigInput
  /** The wallet catalogue instead of the shipped registry (benchmarks repeat it to 600 wallets). */
  wallets?: readonly WalletEntry[]
  /**
   * How long a database statement may take, and a request wait for a connection, in milliseconds;
   * later, the request answers 503 with `Retry-After` (a database that hangs, not only one that is
   * down). Default 1 500.
   */
  databaseTimeoutMs?: number
  /**
   * With several instances on one PostgreSQL server, how long the chain indexer's lease lasts when
   * its holder stops renewing it (every second) before another instance takes over, in
   * milliseconds. Default 5 000.
   */
  indexerLeaseMs?: number
  /** How often each configured chain is asked for new blocks, in milliseconds. Default 2000. */
  chainPollMs?: number
  /**
   * How long close() keeps serving while /readyz answers 503, before the port closes, in
   * milliseconds: the time a load balancer needs to notice and send no more requests. Default 0
   * (the command line's default is 5 000).
   */
  drainDelayMs?: number
  /**
   * How long close() lets requests under way finish before it cuts their connections, in
   * milliseconds. Default 10 000.
   */
  shutdownGraceMs?: number
  /**
   * The time the sign-in checks go by (nonce and session expiry, issued-at, not-before, the sign-in
   * rate limits' windows), in epoch milliseconds. Default `Date.now`; tests move it forward instead of waiting.
   */
  clock?: () => number
  /**
   * Port of the embedded wallet's secure frame: its page and API on an origin of their own. 0 picks a
   * free one. Default 8788.
   */
  framePort?: number
  /**
   * The embedded wallet's master secret (32 bytes; never in the database). Default: the file
   * `wallet-master-secret` in `dataDir` (created on first start); random for this process when the
   * data is in memory; none with `databaseUrl` (the wallet answers 503 until one is given).
   */
  walletMasterSecret?: Uint8Array
  /** The SMTP server the one-time codes go through; without it e-mail login answers 503. */
  mail?: MailSettings
  /**
   * The e-mail login's limits (tests shorten them), over the configuration's `emailLogin`: default
   * 30 s cooldown, 10 min codes, 5 tries, 7-day sessions; an hour's window for 5 codes per address,
   * 10 addresses per client and 10 wrong codes per address, which lock it out for an hour.
   */
  emailLogin?: Partial<EmailLoginSettings>
  /** Farcaster sign-in's limits (tests shorten them); default 10 min channels, 20 s long polls, 7 days. */
  farcasterLogin?: Partial<FarcasterLoginSettings>
  /**
   * The key of the on-ramp sandbox's treasury: a funded development account on the local chains that
   * pays out what visitors buy at the sandbox checkout (never stored in the database). Without it
   * the checkout shows orders but cannot pay them.
   */
  onrampTreasuryKey?: `0x${string}`
  /**
   * The key of the on-ramp sandbox's Solana treasury (the 32-byte ed25519 seed, 64 hexadecimal
   * digits): a funded development key on the local Solana chain that pays out SOL and SPL tokens
   * bought there. Without it Solana orders show but cannot be paid.
   */
  onrampSolanaTreasuryKey?: string
  /**
   * Social login (OAuth 2.0 / OpenID Connect) of the embedded wallet: per provider (google, github,
   * apple, facebook, x, discord) its issuer or endpoints, client and scopes; the callback is
   * `<frame origin>/v1/embedded/social/callback/<provider>`. Without it social login answers 503.
   */
  socialLogin?: SocialLoginSettingsInput
}

/** A running service. */
/** One route of the service as its listing shows it. */
export interface ListedRoute {
  /** `api` (CORS open, the widget's calls) or `frame` (the embedded wallet's own origin). */
  origin: 'api' | 'frame'
  method: 'GET' | 'POST'
  /** The path pattern; `:name` stands for one path segment. */
  path: string
}

export interface CloudHandle {
  /** Base URL of the HTTP API, e.g. `http://127.0.0.1:8787`. */
  url: string
  /** URL of the WalletConnect relay on the same port, e.g. `ws://127.0.0.1:8787`. */
  relayUrl: string
  port: number
  /** Origin of the embedded wallet's secure frame, e.g. `http://127.0.0.1:8788` (the page is `/frame`). */
  frameUrl: string
  framePort: number
  /** Every route the service answers, on the API's origin and on the frame's: what it serves, listed. */
  routes: readonly ListedRoute[]
  /**
   * Shuts down gracefully: /readyz answers 503 from now while the rest is served for `drainDelayMs`;
   * then relay sockets are closed (1001), the port stops listening, answers carry `Connection:
   * close`, idle keep-alive connections are closed, requests under way finish (up to
   * `shutdownGraceMs`); then indexing stops, pending writes finish and the database closes. Safe to
   * call twice.
   */
  close(): Promise<void>
}
