#!/usr/bin/env -S tsx --conditions=@gatehouse/source
/**
 * Command line: starts the service and shuts it down gracefully on SIGINT or SIGTERM. Logs are JSON
 * lines (info on stdout, warnings and errors on stderr).
 *
 * Environment (see src/config/environment.ts): PORT (default 8787), HOST (default 127.0.0.1; 0.0.0.0
 * to serve other machines), DATABASE_URL (a PostgreSQL server; PGlite when unset),
 * GATEHOUSE_CLOUD_DATA (PGlite's data directory; in memory when unset), GATEHOUSE_CLOUD_CONFIG (path
 * of a JSON configuration, see cloud.config.example.json), GATEHOUSE_CLOUD_SHUTDOWN_GRACE_MS (how long
 * requests under way may take to finish at shutdown, default 10000), GATEHOUSE_CLOUD_DRAIN_DELAY_MS
 * (how long a shutdown keeps serving with /readyz at 503 before the port closes, default 5000),
 * GATEHOUSE_CLOUD_DATABASE_TIMEOUT_MS (how long a database statement may take before its request
 * answers 503, default 1500), GATEHOUSE_CLOUD_INDEXER_LEASE_MS (how long a hung chain indexer keeps
 * its lead, default 5000), FRAME_PORT (the embedded wallet's frame origin, default PORT + 1),
 * GATEHOUSE_CLOUD_SMTP_URL and GATEHOUSE_CLOUD_MAIL_FROM (the mail server of the login codes),
 * GATEHOUSE_CLOUD_WALLET_SECRET or GATEHOUSE_CLOUD_WALLET_SECRET_FILE (the embedded wallet's master
 * secret; see the README's threat model), GATEHOUSE_ONRAMP_TREASURY_KEY
 * (the funded development key the on-ramp sandbox pays out from, local chains only),
 * GATEHOUSE_CLOUD_SOCIAL_CONFIG (path of the social login settings, JSON, see the README),
 * GATEHOUSE_CLOUD_WALLETS (path of a wallet catalogue, JSON in the format of data/wallet-registry.json,
 * served instead of the shipped registry), GATEHOUSE_CLOUD_CHAIN_POLL_MS (how often each configured
 * chain is asked for new blocks, default 2000).
 *
 * Ready once it prints `Gatehouse cloud listening on <url> (WalletConnect relay <url>, wallet frame
 * <url>)`; /readyz answers 200 from then on.
 */
import { loadCloudConfigFile } from './config/loadCloudConfigFile'
import { parseCloudEnvironment } from './config/environment'
import { log } from './logging/log'
import { startCloud } from './startCloud'
import { loadMasterSecretFile, parseMasterSecret } from './embedded/masterSecret'
import { loadSocialSettingsFile } from './social/loadSocialSettingsFile'
import { loadWalletCatalogueFile } from './catalogue/loadWalletCatalogueFile'

async function walletSecretOf(
  env: ReturnType<typeof parseCloudEnvironment>,
): Promise<Uint8Array | undefined> {
  if (env.walletSecret) return parseMasterSecret(env.walletSecret, 'GATEHOUSE_CLOUD_WALLET_SECRET')
  if (env.walletSecretFile) return loadMasterSecretFile(env.walletSecretFile, false)
  return undefined
}

async function main(): Promise<void> {
  const env = parseCloudEnvironment(process.env)
  const config = env.configPath ? await loadCloudConfigFile(env.configPath) : undefined
  const cloud = await startCloud({
    port: env.port,
    host: env.host,
    databaseUrl: env.databaseUrl,
    dataDir: env.dataDir,
    shutdownGraceMs: env.shutdownGraceMs,
    databaseTimeoutMs: env.databaseTimeoutMs,
    indexerLeaseMs: env.indexerLeaseMs,
    chainPollMs: env.chainPollMs,
    // Long enough for a load balancer's readiness probe to see 503 and stop sending.
    drainDelayMs: env.drainDelayMs ?? 5_000,
    onrampTreasuryKey: env.onrampTreasuryKey,
    onrampSolanaTreasuryKey: env.onrampSolanaTreasuryKey,
    config,
    ...(env.walletsPath ? { wallets: await loadWalletCatalogueFile(env.walletsPath) } : {}),
    ...(env.framePort === undefined ? {} : { framePort: env.framePort }),
    ...(env.mail ? { mail: env.mail } : {}),
    walletMasterSecret: await walletSecretOf(env),
    ...(env.socialConfigPath ? { socialLogin: await loadSocialSettingsFile(env.socialConfigPath) } : {}),
  })
  log.info(
    `Gatehouse cloud listening on ${cloud.url} (WalletConnect relay ${cloud.relayUrl}, wallet frame ${cloud.frameUrl})`,
    {
      database: env.databaseUrl ? 'postgres' : 'pglite',
      pid: process.pid,
    },
  )

  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    log.info(`${signal}: shutting down gracefully`, { signal })
    const started = performance.now()
    cloud.close().then(
      () => {
        log.info('stopped', { ms: Math.round(performance.now() - started) })
        process.exit(0)
      },
      (error: unknown) => {
        log.error('could not stop cleanly', { error })
        process.exit(1)
      },
    )
  }
  // Kept for the whole drain: a second signal (tsx relays the one a process group got, supervisors
  // repeat theirs) must not end the process with Node's default action mid-drain.
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  log.error(error instanceof Error ? error.message : String(error), { error })
  process.exitCode = 1
})
