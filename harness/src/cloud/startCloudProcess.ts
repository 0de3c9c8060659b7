import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SocialLoginSettingsFile } from '../oidc/socialLoginSettings'
import { cloudCliAddresses, runCloudCli, type CloudAddresses, type CloudCli } from './cloudProcess'

/**
 * apps/cloud's configuration file (GATEHOUSE_CLOUD_CONFIG): projects, chains, identities, limits…
 * as its documentation describes them. The service validates it at start; a bad field fails the
 * start with a message naming it.
 */
export type CloudConfigFile = Record<string, unknown>

/** How to run the service: its documented environment, files written for it where it reads files. */
export interface CloudProcessOptions {
  /** PORT. Default 0: the service picks a free port (and a free one for the frame). */
  port?: number
  /** FRAME_PORT, the embedded wallet's frame origin. Default: a free one with PORT 0, else PORT + 1. */
  framePort?: number
  /** GATEHOUSE_CLOUD_DATA: PGlite's data folder. Default: in memory. */
  dataDir?: string
  /** DATABASE_URL: a PostgreSQL server instead of PGlite. */
  databaseUrl?: string
  /** The configuration, written to a file GATEHOUSE_CLOUD_CONFIG names. */
  config?: CloudConfigFile
  /** The social login settings, written to a file GATEHOUSE_CLOUD_SOCIAL_CONFIG names. */
  socialLogin?: SocialLoginSettingsFile
  /** The wallet catalogue (entries in the shipped registry's format), written to a file GATEHOUSE_CLOUD_WALLETS names. */
  wallets?: readonly object[]
  /** GATEHOUSE_CLOUD_SMTP_URL and GATEHOUSE_CLOUD_MAIL_FROM. */
  mail?: { smtpUrl: string; from?: string }
  /** GATEHOUSE_ONRAMP_TREASURY_KEY. */
  onrampTreasuryKey?: string
  /** GATEHOUSE_ONRAMP_SOLANA_TREASURY_KEY. */
  onrampSolanaTreasuryKey?: string
  /** GATEHOUSE_CLOUD_CHAIN_POLL_MS: how often each chain is asked for new blocks. */
  chainPollMs?: number
  /** Any other variable of the service's environment. */
  env?: Record<string, string>
  /** Echoes the service's warnings and errors on this process's stderr. */
  echoErrors?: boolean
}

/** The service running as its own process. */
export interface CloudProcess extends CloudAddresses {
  port: number
  framePort: number
  /** The command line, its output so far (the newest part) and its exit. */
  cli: CloudCli
  /**
   * Stops it as an operator does (SIGTERM: a graceful shutdown) and waits for the process to exit;
   * kills it if it has not after `graceMs`. Safe to call twice.
   */
  close(graceMs?: number): Promise<void>
}

const portOf = (url: string) => Number(new URL(url).port)

/** The environment variables and files of `options`, the files in `folder`. */
async function environmentOf(options: CloudProcessOptions, folder: string): Promise<Record<string, string>> {
  const env: Record<string, string> = { PORT: String(options.port ?? 0) }
  if (options.framePort !== undefined) env.FRAME_PORT = String(options.framePort)
  if (options.dataDir) env.GATEHOUSE_CLOUD_DATA = options.dataDir
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl
  const file = async (name: string, content: unknown) => {
    const path = join(folder, name)
    await writeFile(path, JSON.stringify(content), { mode: 0o600 })
    return path
  }
  if (options.config) env.GATEHOUSE_CLOUD_CONFIG = await file('cloud.config.json', options.config)
  if (options.socialLogin) env.GATEHOUSE_CLOUD_SOCIAL_CONFIG = await file('social.json', options.socialLogin)
  if (options.wallets) env.GATEHOUSE_CLOUD_WALLETS = await file('wallets.json', options.wallets)
  if (options.mail) {
    env.GATEHOUSE_CLOUD_SMTP_URL = options.mail.smtpUrl
    if (options.mail.from) env.GATEHOUSE_CLOUD_MAIL_FROM = options.mail.from
  }
  if (options.onrampTreasuryKey) env.GATEHOUSE_ONRAMP_TREASURY_KEY = options.onrampTreasuryKey
  if (options.onrampSolanaTreasuryKey)
    env.GATEHOUSE_ONRAMP_SOLANA_TREASURY_KEY = options.onrampSolanaTreasuryKey
  if (options.chainPollMs !== undefined) env.GATEHOUSE_CLOUD_CHAIN_POLL_MS = String(options.chainPollMs)
  return { ...env, ...options.env }
}

/**
 * Starts apps/cloud the way a self-hoster does: its command (`gatehouse-cloud`) as a process of its
 * own, configured by its environment and configuration files, ready once it prints where it listens.
 * Rejects with the service's output when it does not start (a bad configuration, a busy port).
 */
export async function startCloudProcess(options: CloudProcessOptions = {}): Promise<CloudProcess> {
  const folder = await mkdtemp(join(tmpdir(), 'gatehouse-cloud-process-'))
  const removeFolder = () => rm(folder, { recursive: true, force: true })
  let cli: CloudCli | undefined
  try {
    cli = runCloudCli(await environmentOf(options, folder), { echoErrors: options.echoErrors ?? false })
    const addresses = await cloudCliAddresses(cli)
    const running = cli
    let closing: Promise<void> | undefined
    return {
      ...addresses,
      port: portOf(addresses.url),
      framePort: portOf(addresses.frameUrl),
      cli: running,
      close(graceMs = 30_000) {
        closing ??= (async () => {
          running.kill('SIGTERM')
          const timer = setTimeout(() => running.kill('SIGKILL'), graceMs)
          await running.exited
          clearTimeout(timer)
          await removeFolder()
        })()
        return closing
      },
    }
  } catch (error) {
    cli?.kill('SIGKILL')
    await cli?.exited
    await removeFolder()
    throw error
  }
}
