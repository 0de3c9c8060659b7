import type { AddressInfo } from 'node:net'
import { loadWalletRegistry } from './catalogue/loadWalletRegistry'
import { createWalletCatalogue } from './catalogue/walletCatalogue'
import { parseWalletEntries } from './catalogue/walletEntry'
import {
  defaultAnalyticsEventsPerMinute,
  defaultRpcRequestsPerMinute,
  parseCloudConfig,
} from './config/cloudConfig'
import { createRateLimiter } from './limits/rateLimiter'
import { openCloudDatabase } from './database/cloudDatabase'
import { createServiceApp } from './http/serviceApp'
import { closeGracefully, trackConnections } from './http/closeGracefully'
import { healthRoutes } from './routes/healthRoutes'
import { createMailboxStore } from './relay/mailbox/createMailboxStore'
import { createRelayHub } from './relay/relayHub'
import { attachRelayFanout } from './relay/relayFanout'
import { attachRelaySocketServer } from './relay/relaySocketServer'
import { configRoutes } from './routes/configRoutes'
import { imageRoutes } from './routes/imageRoutes'
import { walletRoutes } from './routes/walletRoutes'
import { blockchainRoutes } from './routes/blockchainRoutes'
import { analyticsRoutes } from './routes/analyticsRoutes'
import { chainRpcRoutes } from './routes/chainRpcRoutes'
import { profileRoutes } from './routes/profileRoutes'
import { createNameStore } from './names/nameStore'
import { defaultNameZone } from '@gatehouse/common'
import { openChainServices, type ChainServices } from './chains/chainServices'
import { openSolanaChainServices } from './solana/solanaChainServices'
import { openBitcoinChainServices } from './bitcoin/bitcoinChainServices'
import { convertRoutes } from './convert/convertRoutes'
import { createSwapMarkets } from './convert/swapMarkets'
import { projectSettings } from './config/projectSettings'
import { sessionRoutes } from './routes/sessionRoutes'
import { createNonceStore } from './sessions/nonceStore'
import { createSignInLimiters } from './sessions/signInLimiters'
import { sessionSettingsOf } from './sessions/sessionSettings'
import { createSessionStore } from './sessions/sessionStore'
import { createEmbeddedStore } from './embedded/embeddedStore'
import { createEmailLogin } from './embedded/emailLogin'
import { emailLoginSettingsOf } from './embedded/emailLoginSettings'
import { trustedProxiesOf } from './http/trustedProxies'
import { createMailer } from './embedded/mailer'
import { frameBundle } from './embedded/frameBundle'
import { embeddedRoutes } from './routes/embeddedRoutes'
import { farcasterRelayRoutes } from './routes/farcasterRoutes'
import { createFarcasterChannels } from './farcaster/farcasterChannels'
import { createFarcasterLogin } from './farcaster/farcasterLogin'
import { farcasterLoginSettingsOf, farcasterRegistryOf } from './farcaster/farcasterConfig'
import { framePageRoutes } from './routes/framePageRoutes'
import { onrampRoutes } from './routes/onrampRoutes'
import { onrampSandboxRoutes } from './routes/onrampSandboxRoutes'
import { createOnrampOrderStore } from './onramp/onrampOrderStore'
import { createSandboxTreasury } from './onramp/sandboxTreasury'
import { socialRoutes } from './routes/socialRoutes'
import { createSocialLogin } from './social/socialLogin'
import { parseSocialLoginSettings } from './social/socialSettings'
import { createSocialStore } from './social/socialStore'
import { defaultCloudPort, framePortOf, listen, urlHostOf } from './cloudPorts'
import { startExpirySweeps } from './expirySweeps'
import { walletMasterSecretOf } from './walletMasterSecret'

import type { CloudHandle, ListedRoute, StartCloudOptions } from './startCloudOptions'
import type { Route } from './http/Route'

export type { CloudHandle, ListedRoute, StartCloudOptions } from './startCloudOptions'

export { defaultCloudPort, defaultFramePort } from './cloudPorts'

/**
 * Starts the service: the HTTP API of docs/reference/endpoints.md#cloud-routes (remote config, allowed origins, wallet catalogue,
 * images, analytics switch, the blockchain API of the configured chains, sign-in sessions) and the WalletConnect relay
 * on one port, with the relay mailbox, the catalogue and the chain index in one PGlite database
 * under `dataDir` (or in memory). Opening the database takes a
 * second or more, so start it once and keep it. Resolves once it listens; rejects on a bad
 * configuration or a busy port.
 */
export async function startCloud(options: StartCloudOptions = {}): Promise<CloudHandle> {
  const host = options.host ?? '127.0.0.1'
  // Bad input fails here, before anything listens or opens files.
  const config = parseCloudConfig(options.config ?? {})
  const socialSettings = options.socialLogin && parseSocialLoginSettings(options.socialLogin)
  const wallets = options.wallets ? parseWalletEntries(options.wallets) : await loadWalletRegistry()

  const database = await openCloudDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    timeoutMs: options.databaseTimeoutMs,
    leaseMs: options.indexerLeaseMs,
  })
  const store = createMailboxStore(database)
  const analyticsLimiter = createRateLimiter(database, {
    name: 'analytics',
    limit: config.rateLimits?.analyticsEventsPerMinute ?? defaultAnalyticsEventsPerMinute,
    windowMs: 60_000,
    what: 'analytics events from this address',
  })
  const rpcLimiter = createRateLimiter(database, {
    name: 'rpc',
    limit: config.rateLimits?.rpcRequestsPerMinute ?? defaultRpcRequestsPerMinute,
    windowMs: 60_000,
    what: 'chain RPC requests from this address',
  })
  const sessionSettings = sessionSettingsOf(config)
  const signInLimits = createSignInLimiters(database, sessionSettings, options.clock)
  const nonces = createNonceStore(database)
  const sessions = createSessionStore(database)
  const embeddedStore = createEmbeddedStore(database)
  const masterSecret = await walletMasterSecretOf(options)
  const mailer = options.mail ? createMailer(options.mail) : undefined
  const emailLoginSettings = emailLoginSettingsOf(config.emailLogin, options.emailLogin)
  const trustedProxies = trustedProxiesOf(config.trustedProxies)
  const emailLogin =
    masterSecret &&
    createEmailLogin({
      store: embeddedStore,
      mailer,
      masterSecret,
      settings: emailLoginSettings,
      now: options.clock ?? Date.now,
    })
  let url = ''
  let frameUrl = ''
  const socialStore = createSocialStore(database)
  const socialLogin =
    masterSecret && socialSettings
      ? createSocialLogin({
          settings: socialSettings,
          config,
          socialStore,
          embeddedStore,
          sessionTtlMs: emailLoginSettings.sessionTtlMs,
          frameOrigin: () => frameUrl,
          now: options.clock ?? Date.now,
        })
      : undefined
  // Each origin is a Fastify app on a server of its own; its routes join once they are built.
  const frameApp = createServiceApp(() => frameUrl, { crossOrigin: false, trustedProxies })
  const frameServer = frameApp.server
  trackConnections(frameServer)
  let stopping = false
  const api = createServiceApp(() => url, { trustedProxies })
  const server = api.server
  trackConnections(server)
  // Messages stored here are announced to the other instances, and theirs delivered here.
  const hub = createRelayHub(store, { onStored: (message) => fanout.onStored(message) })
  const fanout = attachRelayFanout(database, hub)
  const relay = attachRelaySocketServer(server, hub)
  let chains: ChainServices | undefined
  let listedRoutes: ListedRoute[] = []
  let farcasterSweep: (now: number) => Promise<void> = async () => undefined
  try {
    const catalogue = await createWalletCatalogue(database, wallets, config.certifiedWalletIds ?? [])
    chains = await openChainServices(config.chains ?? [], database)
    const solanaChains = await openSolanaChainServices(config.solanaChains ?? [])
    const bitcoinChains = await openBitcoinChainServices(config.bitcoinChains ?? [])
    const names = createNameStore(database)
    const onrampOrders = createOnrampOrderStore(database)
    const farcasterChannels = createFarcasterChannels(database)
    farcasterSweep = farcasterChannels.sweep
    const farcasterLogin = createFarcasterLogin({
      channels: farcasterChannels,
      store: embeddedStore,
      identities: socialStore,
      registry: farcasterRegistryOf(config.farcaster, chains),
      settings: farcasterLoginSettingsOf(config.farcaster, options.farcasterLogin),
      now: options.clock ?? Date.now,
    })
    const routes = [
      ...configRoutes(config),
      ...farcasterRelayRoutes(farcasterLogin),
      ...walletRoutes(catalogue),
      ...imageRoutes(catalogue),
      ...blockchainRoutes(
        chains,
        database,
        config.identities ?? {},
        async (address) => {
          const [newest] = await names.ofAddress(address)
          return newest?.name
        },
        solanaChains,
        bitcoinChains,
      ),
      ...profileRoutes(names, chains, { zone: config.names?.zone ?? defaultNameZone }),
      ...convertRoutes(createSwapMarkets(chains, config.swapChains)),
      ...analyticsRoutes(config, database, analyticsLimiter),
      ...chainRpcRoutes(chains, rpcLimiter),
      ...onrampRoutes({ evm: chains, solana: solanaChains }, onrampOrders),
      ...onrampSandboxRoutes(
        { evm: chains, solana: solanaChains },
        onrampOrders,
        createSandboxTreasury(
          { evm: options.onrampTreasuryKey, solana: options.onrampSolanaTreasuryKey },
          { evm: chains, solana: solanaChains },
        ),
      ),
      ...sessionRoutes(
        {
          database,
          chains,
          solanaChains,
          bitcoinChains,
          nonces,
          sessions,
          settings: sessionSettings,
          allowedOrigins: (projectId) => projectSettings(config, projectId).allowedOrigins,
          now: options.clock ?? Date.now,
        },
        signInLimits,
      ),
      ...healthRoutes({
        database,
        indexing: () => chains?.indexing ?? false,
        stopping: () => stopping,
      }),
    ]
    await api.serve(routes)
    // What expired while the service was down goes now rather than at the first sweep.
    await store.deleteExpired(Date.now())
    const frameRoutes = [
      ...framePageRoutes(config),
      ...embeddedRoutes(emailLogin, chains, () => frameUrl, masterSecret && farcasterLogin),
      ...socialRoutes(socialLogin, emailLogin, () => frameUrl),
    ]
    listedRoutes = [...listRoutes('api', routes), ...listRoutes('frame', frameRoutes)]
    await frameApp.serve(frameRoutes)
    // The frame's script is bundled once, now, so the first visitor does not wait for it.
    await frameBundle()
    await listen(server, options.port ?? defaultCloudPort, host)
    await listen(frameServer, framePortOf(options), host).catch(async (error: unknown) => {
      await closeGracefully(server, 0)
      throw error
    })
  } catch (error) {
    mailer?.close()
    await chains?.close()
    await relay.close()
    await store.close()
    await database.close()
    throw error
  }
  const { port } = server.address() as AddressInfo
  const authority = `${urlHostOf(host)}:${port}`
  url = `http://${authority}`
  const framePort = (frameServer.address() as AddressInfo).port
  frameUrl = `http://${urlHostOf(host)}:${framePort}`

  // Indexing starts once the service answers; a chain that is down is logged and retried.
  // With several instances on one server, one of them polls (whoever holds the lock; another takes
  // over when its connection ends); the others still catch up before their history answers.
  chains.startIndexing(options.chainPollMs, (onLead, onLost) =>
    database.lead('gatehouse cloud chain indexer', onLead, onLost),
  )

  const sweep = startExpirySweeps({
    mailbox: (now) => store.deleteExpired(now),
    rateLimits: (now) => Promise.all([analyticsLimiter.sweep(now), rpcLimiter.sweep(now)]),
    signIns: [
      (now) => signInLimits.nonces.sweep(now),
      (now) => signInLimits.signIns.sweep(now),
      (now) => nonces.sweep(now),
      (now) => sessions.sweep(now),
      (now) => embeddedStore.sweep(now),
      (now) => socialStore.sweep(now),
      (now) => farcasterSweep(now),
    ],
  })

  let closing: Promise<void> | undefined
  return {
    url,
    relayUrl: `ws://${authority}`,
    port,
    frameUrl,
    framePort,
    routes: listedRoutes,
    close() {
      closing ??= (async () => {
        stopping = true
        clearInterval(sweep)
        // /readyz answers 503 from now while everything else is served as before, so a load balancer
        // takes this instance out before its port closes.
        await new Promise((resolve) => setTimeout(resolve, options.drainDelayMs ?? 0))
        // WalletConnect clients reconnect (to another instance) on the relay's 1001 close frame.
        await relay.close()
        await Promise.all([
          closeGracefully(server, options.shutdownGraceMs),
          closeGracefully(frameServer, options.shutdownGraceMs),
        ])
        mailer?.close()
        await chains?.close()
        await store.close()
        await database.close()
      })()
      return closing
    },
  }
}

/** The listing of routes served on one origin. */
function listRoutes(origin: ListedRoute['origin'], routes: readonly Route[]): ListedRoute[] {
  return routes.map((route) => ({ origin, method: route.method ?? 'GET', path: route.path }))
}
