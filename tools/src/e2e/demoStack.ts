import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startCloud, type CloudHandle } from '@gatehouse/cloud'
import type { LocalMarket } from '../chain/deployLocalMarket'
import { startDevMailServer, type DevMailServer } from '@gatehouse/cloud/devMail'
import { startDevOidcServer, type DevOidcServer } from '@gatehouse/cloud/devOidc'
import type { LocalToken } from '../chain/deployLocalTokens'
import { onrampTreasuryPrivateKey } from '../chain/devAccounts'
import { localChainIds } from '../chain/localChains'
import {
  marketsByChainId,
  startLocalChainsWithTokens,
  tokensByChainId,
  type LocalTokenChain,
} from '../chain/localTokenChains'
import { cloudChainsOf, cloudFarcasterOf } from '../cloud/cloudChains'
import { cloudSolanaChainsOf } from '../cloud/cloudSolanaChains'
import { cloudBitcoinChainsOf } from '../cloud/cloudBitcoinChains'
import { freePort } from '../net/freePort'
import { configScript } from '../serve/configScript'
import { serveStatic } from '../serve/serveStatic'
import type { LocalBitcoinChain } from '../bitcoin/LocalBitcoinChain'
import { startLocalBitcoinChain } from '../bitcoin/startLocalBitcoinChain'
import type { LocalSolanaChain } from '../solana/LocalSolanaChain'
import { startLocalSolanaChain } from '../solana/startLocalSolanaChain'
import { startSampleWallet, type SampleWalletServer } from '../walletconnect/startSampleWallet'
import { catalogueWithSampleWallet } from './catalogueWallets'

/** The demo's run-time configuration (see apps/demo/src/demoConfig.ts). */
export interface DemoConfig {
  projectId: string
  chains: { chainId: number; rpcUrl: string }[]
  /** apps/cloud's HTTP API. */
  apiUrl?: string
  /** apps/cloud's WalletConnect relay. */
  relayUrl?: string
  /** apps/cloud's embedded-wallet frame page (its own origin). */
  embeddedWalletUrl?: string
  /** The local Solana chain's JSON-RPC and subscriptions. */
  solana?: { rpcUrl: string; wsUrl: string }
  /** The local Bitcoin chain's mempool.space-style REST base (`…/api`). */
  bitcoin?: { restUrl: string }
}

/** The inline script that hands the configuration to the demo page. */
export function demoConfigScript(config: DemoConfig): string {
  return configScript('__GATEHOUSE_DEMO__', config)
}

export interface DemoStack {
  url: string
  /** The two local chains (31337, 1337), each with the local test tokens deployed. */
  chains: LocalTokenChain[]
  /**
   * The local test tokens by chain id (`stack.tokens[31337]`): GUSD, USDT (USDT-style), PTS (0
   * decimals), the Gatehouse Pass collection and the spam collection, at the same addresses on both
   * chains. apps/cloud serves their balances, history and prices.
   */
  tokens: Record<number, LocalToken[]>
  /**
   * The swap market by chain id (`stack.markets[31337]`): WETH and two Uniswap V2 routers with
   * pools between ETH, GUSD and USDT, the same on both chains; apps/cloud's convert API quotes them.
   */
  markets: Record<number, LocalMarket>
  config: DemoConfig
  /** Paths of the files index.html loads by itself (entry script and styles). */
  initialAssets: string[]
  cloud: CloudHandle
  sampleWallet: SampleWalletServer
  /** The development mail server apps/cloud sends the e-mail login codes to (read them with `latestCode`). */
  mail: DevMailServer
  /**
   * The development OpenID provider apps/cloud's social login runs against: one issuer per provider
   * name; sign in with `oidc.users` (e.g. alice / alice-password), then Allow or Deny.
   */
  oidc: DevOidcServer
  /** The local Solana chain (litesvm on free ports): SOL, GUSD (Token) and GPT (Token-2022) on the dev keys. */
  solana: LocalSolanaChain
  /**
   * The local Bitcoin chain (bcoin regtest on a free port, no automatic mining: call `mine()`), the
   * development payment addresses holding 3 + 2 BTC. apps/cloud reads BTC balances and history from
   * its REST API (`bitcoinChains`, see cloudBitcoinChainsOf).
   */
  bitcoin: LocalBitcoinChain
  /** Stops apps/cloud (API and relay) and starts it again on the same port and data. */
  restartCloud(): Promise<void>
  stop(): Promise<void>
}

/**
 * Starts the real parts the demo needs: two local chains with the local test tokens, apps/cloud
 * (catalogue, relay and the blockchain API of both chains, with its data in a temporary directory),
 * the sample WalletConnect wallet, and the built demo from `distDir`.
 */
export async function startDemoStack(distDir: string): Promise<DemoStack> {
  const cloudPort = await freePort()
  const solana = await startLocalSolanaChain()
  const bitcoin = await startLocalBitcoinChain({ restPort: 0, autoMine: false })
  const chains = await startLocalChainsWithTokens([0, 0], `http://127.0.0.1:${cloudPort}`)
  const chainConfig = chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl }))
  const relayUrl = `ws://127.0.0.1:${cloudPort}`
  const sampleWallet = await startSampleWallet({
    relayUrl,
    projectId: 'gatehouse-e2e',
    chains: chainConfig,
    // With the local Solana chain the sample wallet signs and sends there too.
    solanaChains: [{ chainId: solana.caipNetworkId, rpcUrl: solana.rpcUrl }],
    // And on the local Bitcoin chain (bip122), through its REST layer.
    bitcoinChains: [{ chainId: bitcoin.caipNetworkId, restUrl: bitcoin.restUrl }],
  })
  const dataDir = mkdtempSync(join(tmpdir(), 'gatehouse-cloud-'))
  const wallets = catalogueWithSampleWallet(sampleWallet.url, localChainIds)
  const mail = await startDevMailServer()
  // A frame port of its own (not the API's + 1), fixed across restarts: the providers' callbacks are there.
  const framePort = await freePort()
  const oidc = await startDevOidcServer({ redirectOrigin: `http://127.0.0.1:${framePort}` })
  const launchCloud = () =>
    startCloud({
      port: cloudPort,
      framePort,
      socialLogin: oidc.socialLogin,
      dataDir,
      mail: { smtpUrl: mail.smtpUrl, from: 'Gatehouse <login@gatehouse.localhost>' },
      wallets: wallets as never,
      config: {
        chains: cloudChainsOf(chains),
        solanaChains: cloudSolanaChainsOf(solana),
        bitcoinChains: cloudBitcoinChainsOf(bitcoin),
        farcaster: cloudFarcasterOf(chains),
      },
      onrampTreasuryKey: onrampTreasuryPrivateKey,
    })
  let cloud = await launchCloud()
  const config: DemoConfig = {
    projectId: 'gatehouse-e2e',
    chains: chainConfig,
    apiUrl: cloud.url,
    relayUrl,
    embeddedWalletUrl: `${cloud.frameUrl}/frame`,
    solana: { rpcUrl: solana.rpcUrl, wsUrl: solana.wsUrl },
    bitcoin: { restUrl: bitcoin.restUrl },
  }
  const server = await serveStatic(distDir, { htmlHead: demoConfigScript(config) })
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const initialAssets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map(
    (match) => match[1] as string,
  )
  return {
    url: server.url,
    chains,
    tokens: tokensByChainId(chains),
    markets: marketsByChainId(chains),
    config,
    initialAssets,
    get cloud() {
      return cloud
    },
    sampleWallet,
    mail,
    oidc,
    solana,
    bitcoin,
    async restartCloud() {
      await cloud.close()
      cloud = await launchCloud()
    },
    async stop() {
      await server.close()
      await sampleWallet.close()
      await cloud.close()
      await mail.close()
      await oidc.close()
      await Promise.all([...chains.map((chain) => chain.stop()), solana.stop(), bitcoin.stop()])
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
