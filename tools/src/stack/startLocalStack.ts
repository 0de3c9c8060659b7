import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startCloudProcess, type CloudProcess } from '@gatehouse/harness/cloud'
import { startDevMailServer, type DevMailServer } from '@gatehouse/harness/mail'
import { freePort, preferredPort } from '@gatehouse/harness/net'
import { startDevOidcServer, type DevOidcServer } from '@gatehouse/harness/oidc'
import { bitcoinLocalnet, solanaLocalnet } from '@gatehouse/common'
import type { SampleWalletConfig } from '@gatehouse/harness/wallet/node'
import type { LocalBitcoinChain } from '../bitcoin/LocalBitcoinChain'
import { startLocalBitcoinChain } from '../bitcoin/startLocalBitcoinChain'
import type { LocalMarket } from '../chain/deployLocalMarket'
import type { LocalToken } from '../chain/deployLocalTokens'
import { onrampTreasuryPrivateKey, onrampTreasurySolanaSeed } from '../chain/devAccounts'
import { localChainIds } from '../chain/localChains'
import {
  marketsByChainId,
  startLocalChainsWithTokens,
  tokensByChainId,
  type LocalTokenChain,
} from '../chain/localTokenChains'
import { cloudBitcoinChainsOf } from '../cloud/cloudBitcoinChains'
import { cloudChainsOf, cloudFarcasterOf } from '../cloud/cloudChains'
import { cloudSolanaChainsOf } from '../cloud/cloudSolanaChains'
import { catalogueWithSampleWallet } from '../e2e/catalogueWallets'
import { configScript } from '../serve/configScript'
import { documentedCloudPort, documentedFramePort } from './documentedPorts'
import type { LocalSolanaChain } from '../solana/LocalSolanaChain'
import { startLocalSolanaChain } from '../solana/startLocalSolanaChain'
import { sampleWalletConfigScript } from '../walletconnect/sampleWalletConfigScript'
import { stackConfigs, type DemoConfig } from './stackConfigs'

/** The one project id of the local stack: the demo, the sample wallet and the tests all use it. */
export const stackProjectId = 'gatehouse-demo'

/** A page of the stack being served (by Vite's dev server for `npm start`, from `dist` in tests). */
export interface ServedPage {
  url: string
  close(): Promise<void>
}

/**
 * How a run places the stack, never what it runs: the chains, apps/cloud's configuration and the
 * wallets are the same for `npm start` and for the tests.
 */
export interface StackPlacement {
  /**
   * `preferred`: the documented ports (8545, 8787, 5173, …) when free, else free ones, as a person
   * expects; `free`: ports picked at run time, so several test files never collide.
   */
  ports: 'preferred' | 'free'
  /** apps/cloud's data folder, kept; a temporary one removed at `stop()` when absent. */
  dataDir?: string
  /**
   * Bitcoin blocks: mined ~2 s after each transaction (`auto`, so a person's sends confirm), or by
   * the test's own `bitcoin.mine()` (`manual`, so a test can see a payment still unconfirmed).
   */
  bitcoinBlocks: 'auto' | 'manual'
  /** Serves the sample wallet page with `head` (its configuration script) in its `<head>`. */
  serveSampleWallet(head: string, port: number): Promise<ServedPage>
  /** Serves the demo page with `head` (its configuration script) in its `<head>`. */
  serveDemo(head: string, port: number): Promise<ServedPage>
}

export interface LocalStack {
  /** The two local EVM chains (31337, 1337), each with the local test tokens, market and ENS. */
  chains: LocalTokenChain[]
  /** The local test tokens by chain id (`stack.tokens[31337]`), the same addresses on both chains. */
  tokens: Record<number, LocalToken[]>
  /** The swap market by chain id: WETH and two Uniswap V2 routers with pools between ETH, GUSD and USDT. */
  markets: Record<number, LocalMarket>
  /** The local Solana chain: SOL, GUSD (Token) and GPT (Token-2022) on the development keys. */
  solana: LocalSolanaChain
  /** The local Bitcoin chain (bcoin regtest) with the development payment addresses funded. */
  bitcoin: LocalBitcoinChain
  /** The development mail server apps/cloud sends the e-mail login codes to. */
  mail: DevMailServer
  /** The development OpenID provider of social login: one issuer per provider name. */
  oidc: DevOidcServer
  /** apps/cloud (API, relay, the embedded wallet's frame), its own process; the current one after a restart. */
  readonly cloud: CloudProcess
  /** The demo page's configuration. */
  config: DemoConfig
  /** The sample wallet page's configuration. */
  sampleWalletConfig: SampleWalletConfig
  /** The sample WalletConnect wallet; append `?uri=wc:…` to pair at once. */
  sampleWallet: ServedPage
  /** The demo host page. */
  demo: ServedPage
  /** Stops apps/cloud and starts it again on the same ports and data. */
  restartCloud(): Promise<void>
  stop(): Promise<void>
}

/** The inline script that hands the configuration to the demo page. */
export function demoConfigScript(config: DemoConfig): string {
  return configScript('__GATEHOUSE_DEMO__', config)
}

/** A part of the stack once started, and how to stop it. */
interface StartedPart<T> {
  value: T
  stop(): Promise<unknown>
}

/** A part being started, with how to stop it once it has. */
function part<T>(starting: Promise<T>, stop: (started: T) => Promise<unknown>): Promise<StartedPart<T>> {
  return starting.then((value) => ({ value, stop: () => stop(value) }))
}

/**
 * Starts parts side by side; when one fails, stops the ones that started and rethrows, so a failed
 * start leaves no process or port behind.
 */
async function startTogether<T extends unknown[]>(parts: {
  [K in keyof T]: Promise<StartedPart<T[K]>>
}): Promise<T> {
  const settled = await Promise.allSettled(parts)
  const failed = settled.find((result) => result.status === 'rejected')
  if (failed) {
    await Promise.allSettled(
      settled.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)),
    )
    throw failed.reason
  }
  return settled.map((result) => (result as PromiseFulfilledResult<StartedPart<unknown>>).value.value) as T
}

/**
 * Starts everything the demo needs, wired together: two local EVM chains with the test tokens, the
 * swap market and ENS; the local Solana and Bitcoin chains; the development mail server and OpenID
 * provider; apps/cloud (configuration, catalogue with the sample wallet, blockchain API of every
 * chain, relay, the embedded wallet's frame, the sandbox on-ramp); the sample WalletConnect wallet on
 * every chain; and the demo page. `npm start` and the end-to-end tests both start it through here.
 */
export async function startLocalStack(placement: StackPlacement): Promise<LocalStack> {
  const preferred = placement.ports === 'preferred'
  const port = (documented: number) => (preferred ? preferredPort(documented) : freePort())
  const portOf = (url: string | undefined, fallback: number) => (url ? Number(new URL(url).port) : fallback)

  // Every port first, then the parts that need nothing of each other start side by side.
  const cloudPort = await port(documentedCloudPort)
  // A frame port of its own, fixed across restarts: the social providers' callbacks are there.
  const framePort = await port(documentedFramePort)
  const cloudUrl = `http://127.0.0.1:${cloudPort}`
  const solanaPorts = {
    rpcPort: await port(portOf(solanaLocalnet.rpcUrls.default.http[0], 8899)),
    wsPort: await port(portOf(solanaLocalnet.rpcUrls.default.webSocket?.[0], 8900)),
  }
  const bitcoinRestPort = await port(portOf(bitcoinLocalnet.rpcUrls.default.http[0], 18445))
  const mailPorts = preferred ? { smtp: await preferredPort(1025), web: await preferredPort(1080) } : {}
  const oidcPort = await port(4480)
  const [chains, solana, bitcoin, mail, oidc] = await startTogether([
    part(startLocalChainsWithTokens(preferred ? [8545, 8546] : [0, 0], cloudUrl), (started) =>
      Promise.all(started.map((chain) => chain.stop())),
    ),
    part(startLocalSolanaChain(solanaPorts), (started) => started.stop()),
    part(
      startLocalBitcoinChain({ restPort: bitcoinRestPort, autoMine: placement.bitcoinBlocks === 'auto' }),
      (started) => started.stop(),
    ),
    part(startDevMailServer(mailPorts), (started) => started.close()),
    part(startDevOidcServer({ port: oidcPort, redirectOrigin: `http://127.0.0.1:${framePort}` }), (started) =>
      started.close(),
    ),
  ])
  const configs = stackConfigs({
    projectId: stackProjectId,
    cloudUrl,
    frameUrl: `http://127.0.0.1:${framePort}`,
    relayUrl: `ws://127.0.0.1:${cloudPort}`,
    chains: chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl })),
    solana,
    bitcoin,
  })
  const sampleWallet = await placement.serveSampleWallet(
    sampleWalletConfigScript(configs.sampleWallet),
    await port(5174),
  )
  const dataDir = placement.dataDir ?? mkdtempSync(join(tmpdir(), 'gatehouse-cloud-'))
  mkdirSync(dataDir, { recursive: true })
  // The service as a self-hoster runs it: its own process, configured by its environment and files.
  const launchCloud = () =>
    startCloudProcess({
      port: cloudPort,
      framePort,
      socialLogin: oidc.socialLogin,
      dataDir,
      mail: { smtpUrl: mail.smtpUrl, from: 'Gatehouse <login@gatehouse.localhost>' },
      wallets: catalogueWithSampleWallet(sampleWallet.url, localChainIds),
      config: {
        chains: cloudChainsOf(chains),
        solanaChains: cloudSolanaChainsOf(solana),
        bitcoinChains: cloudBitcoinChainsOf(bitcoin),
        farcaster: cloudFarcasterOf(chains),
        // Every browser here is 127.0.0.1: one client to the service, which by default may ask codes
        // for 10 addresses an hour, fewer than a run of the e-mail e2e tests uses.
        emailLogin: { addressesPerClientPerHour: 1000 },
      },
      onrampTreasuryKey: onrampTreasuryPrivateKey,
      onrampSolanaTreasuryKey: onrampTreasurySolanaSeed,
      echoErrors: true,
    })
  const demoPort = await port(5173)
  // The service's process starts on a core of its own while the demo page is served.
  const [firstCloud, demo] = await Promise.all([
    launchCloud(),
    placement.serveDemo(demoConfigScript(configs.demo), demoPort),
  ])
  let cloud = firstCloud

  return {
    chains,
    tokens: tokensByChainId(chains),
    markets: marketsByChainId(chains),
    solana,
    bitcoin,
    mail,
    oidc,
    get cloud() {
      return cloud
    },
    config: configs.demo,
    sampleWalletConfig: configs.sampleWallet,
    sampleWallet,
    demo,
    async restartCloud() {
      await cloud.close()
      cloud = await launchCloud()
    },
    async stop() {
      await Promise.all([demo.close(), sampleWallet.close()])
      await cloud.close()
      await mail.close()
      await oidc.close()
      await Promise.all([...chains.map((chain) => chain.stop()), solana.stop(), bitcoin.stop()])
      if (!placement.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
