import { defaultCloudPort } from '../startCloud'
import { CloudConfigError } from './cloudConfig'

/** What the command line reads from its environment, validated. */
export interface CloudEnvironment {
  port: number
  host?: string
  databaseUrl?: string
  dataDir?: string
  configPath?: string
  shutdownGraceMs?: number
  /** GATEHOUSE_CLOUD_DATABASE_TIMEOUT_MS: how long a database statement may take before a 503. */
  databaseTimeoutMs?: number
  /** GATEHOUSE_CLOUD_DRAIN_DELAY_MS: how long a shutdown reports not-ready while still serving. */
  drainDelayMs?: number
  /** GATEHOUSE_CLOUD_INDEXER_LEASE_MS: how long a hung indexer keeps its lead. */
  indexerLeaseMs?: number
  /** FRAME_PORT: the embedded wallet's frame origin port (default PORT + 1). */
  framePort?: number
  /** GATEHOUSE_CLOUD_SMTP_URL and GATEHOUSE_CLOUD_MAIL_FROM: where one-time codes are sent from. */
  mail?: { smtpUrl: string; from: string }
  /** GATEHOUSE_CLOUD_WALLET_SECRET (64 hex digits), or the file GATEHOUSE_CLOUD_WALLET_SECRET_FILE. */
  walletSecret?: string
  walletSecretFile?: string
  /** The on-ramp sandbox's treasury key (GATEHOUSE_ONRAMP_TREASURY_KEY). */
  onrampTreasuryKey?: `0x${string}`
  /** The on-ramp sandbox's Solana treasury key, a 32-byte seed (GATEHOUSE_ONRAMP_SOLANA_TREASURY_KEY). */
  onrampSolanaTreasuryKey?: string
  /** GATEHOUSE_CLOUD_SOCIAL_CONFIG: path of the social login settings (JSON; holds client secrets). */
  socialConfigPath?: string
  /** GATEHOUSE_CLOUD_WALLETS: path of a wallet catalogue (JSON) served instead of the shipped registry. */
  walletsPath?: string
  /** GATEHOUSE_CLOUD_CHAIN_POLL_MS: how often each configured chain is asked for new blocks. */
  chainPollMs?: number
}

function wholeNumber(name: string, value: string, max: number): number {
  const number = Number(value)
  if (!/^\d{1,9}$/.test(value) || number > max)
    throw new CloudConfigError(`${name} must be a whole number from 0 to ${max}, not "${value}"`)
  return number
}

function positive(name: string, value: string, max: number): number {
  const number = wholeNumber(name, value, max)
  if (number === 0)
    throw new CloudConfigError(`${name} must be a whole number from 1 to ${max}, not "${value}"`)
  return number
}

/** The scheme and host of a URL, never its password, for an error message. */
function redacted(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`
  } catch {
    return 'a value that is not a URL'
  }
}

function databaseUrlOf(value: string): string {
  let parsed: URL
  try {
    parsed = new URL(value)
  } catch {
    throw new CloudConfigError(
      'DATABASE_URL must be a URL such as postgres://user:password@host:5432/gatehouse, not a value that is not a URL',
    )
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:')
    throw new CloudConfigError(
      `DATABASE_URL must start with postgres:// or postgresql://, not ${redacted(value)}`,
    )
  if (!parsed.hostname) throw new CloudConfigError('DATABASE_URL must name a host')
  return value
}

/**
 * Reads PORT, HOST, DATABASE_URL, GATEHOUSE_CLOUD_DATA, GATEHOUSE_CLOUD_CONFIG, GATEHOUSE_ONRAMP_TREASURY_KEY,
 * GATEHOUSE_ONRAMP_SOLANA_TREASURY_KEY, GATEHOUSE_CLOUD_WALLETS,
 * GATEHOUSE_CLOUD_SHUTDOWN_GRACE_MS, GATEHOUSE_CLOUD_DRAIN_DELAY_MS, GATEHOUSE_CLOUD_DATABASE_TIMEOUT_MS,
 * GATEHOUSE_CLOUD_INDEXER_LEASE_MS and GATEHOUSE_CLOUD_CHAIN_POLL_MS;
 * an empty variable counts as unset. Throws a CloudConfigError naming the variable (never printing a
 * password).
 */
export function parseCloudEnvironment(env: NodeJS.ProcessEnv): CloudEnvironment {
  const value = (name: string) => (env[name] === '' ? undefined : env[name])
  const port = value('PORT')
  const databaseUrl = value('DATABASE_URL')
  const dataDir = value('GATEHOUSE_CLOUD_DATA')
  const grace = value('GATEHOUSE_CLOUD_SHUTDOWN_GRACE_MS')
  const databaseTimeout = value('GATEHOUSE_CLOUD_DATABASE_TIMEOUT_MS')
  const drainDelay = value('GATEHOUSE_CLOUD_DRAIN_DELAY_MS')
  const indexerLease = value('GATEHOUSE_CLOUD_INDEXER_LEASE_MS')
  const host = value('HOST')
  const configPath = value('GATEHOUSE_CLOUD_CONFIG')
  const treasuryKey = value('GATEHOUSE_ONRAMP_TREASURY_KEY')
  if (treasuryKey !== undefined && !/^0x[0-9a-fA-F]{64}$/.test(treasuryKey))
    throw new CloudConfigError(
      'GATEHOUSE_ONRAMP_TREASURY_KEY must be a private key: 0x and 64 hexadecimal digits',
    )
  const solanaTreasuryKey = value('GATEHOUSE_ONRAMP_SOLANA_TREASURY_KEY')
  if (solanaTreasuryKey !== undefined && !/^(0x)?[0-9a-fA-F]{64}$/.test(solanaTreasuryKey))
    throw new CloudConfigError(
      'GATEHOUSE_ONRAMP_SOLANA_TREASURY_KEY must be a Solana key seed: 64 hexadecimal digits',
    )
  if (databaseUrl && dataDir)
    throw new CloudConfigError(
      'GATEHOUSE_CLOUD_DATA is the folder of the embedded database; with DATABASE_URL the data is on the server, so set only one of them',
    )
  if (host !== undefined && !/^[A-Za-z0-9.:-]+$/.test(host))
    throw new CloudConfigError(`HOST must be an interface address or name such as 0.0.0.0, not "${host}"`)
  const framePort = value('FRAME_PORT')
  const smtpUrl = value('GATEHOUSE_CLOUD_SMTP_URL')
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl))
    throw new CloudConfigError(
      `GATEHOUSE_CLOUD_SMTP_URL must be smtp://host:port or smtps://host:port, not ${redacted(smtpUrl)}`,
    )
  const walletSecret = value('GATEHOUSE_CLOUD_WALLET_SECRET')
  const walletSecretFile = value('GATEHOUSE_CLOUD_WALLET_SECRET_FILE')
  const socialConfigPath = value('GATEHOUSE_CLOUD_SOCIAL_CONFIG')
  const walletsPath = value('GATEHOUSE_CLOUD_WALLETS')
  const chainPoll = value('GATEHOUSE_CLOUD_CHAIN_POLL_MS')
  return {
    ...(socialConfigPath ? { socialConfigPath } : {}),
    ...(walletsPath ? { walletsPath } : {}),
    ...(chainPoll === undefined
      ? {}
      : { chainPollMs: positive('GATEHOUSE_CLOUD_CHAIN_POLL_MS', chainPoll, 600_000) }),
    ...(framePort === undefined ? {} : { framePort: wholeNumber('FRAME_PORT', framePort, 65_535) }),
    ...(smtpUrl
      ? {
          mail: {
            smtpUrl,
            from: value('GATEHOUSE_CLOUD_MAIL_FROM') ?? 'Gatehouse <login@gatehouse.localhost>',
          },
        }
      : {}),
    ...(walletSecret ? { walletSecret } : {}),
    ...(walletSecretFile ? { walletSecretFile } : {}),
    port: port === undefined ? defaultCloudPort : wholeNumber('PORT', port, 65_535),
    ...(host ? { host } : {}),
    ...(databaseUrl ? { databaseUrl: databaseUrlOf(databaseUrl) } : {}),
    ...(dataDir ? { dataDir } : {}),
    ...(configPath ? { configPath } : {}),
    ...(treasuryKey ? { onrampTreasuryKey: treasuryKey as `0x${string}` } : {}),
    ...(solanaTreasuryKey ? { onrampSolanaTreasuryKey: solanaTreasuryKey } : {}),
    ...(grace === undefined
      ? {}
      : { shutdownGraceMs: wholeNumber('GATEHOUSE_CLOUD_SHUTDOWN_GRACE_MS', grace, 600_000) }),
    ...(databaseTimeout === undefined
      ? {}
      : { databaseTimeoutMs: positive('GATEHOUSE_CLOUD_DATABASE_TIMEOUT_MS', databaseTimeout, 600_000) }),
    ...(drainDelay === undefined
      ? {}
      : { drainDelayMs: wholeNumber('GATEHOUSE_CLOUD_DRAIN_DELAY_MS', drainDelay, 600_000) }),
    ...(indexerLease === undefined
      ? {}
      : { indexerLeaseMs: positive('GATEHOUSE_CLOUD_INDEXER_LEASE_MS', indexerLease, 600_000) }),
  }
}
