import { resolve } from 'node:path'
import { createServer, type Plugin } from 'vite'
import { bitcoinLocalnet, solanaLocalnet } from '@gatehouse/common'
import { bitcoinDevAddresses, solanaDevAddresses } from '@gatehouse/harness/wallet/node'
import { devAddresses, devPrivateKeys } from '../chain/devAccounts'
import type { LocalEns } from '../chain/deployLocalEns'
import type { LocalMarket } from '../chain/deployLocalMarket'
import type { LocalToken } from '../chain/deployLocalTokens'
import { localFarcasterAccounts } from '../chain/localFarcasterPlan'
import { documentedCloudPort } from '../stack/documentedPorts'
import { startLocalStack, type ServedPage } from '../stack/startLocalStack'
import { bannerLine, bitcoinLines, solanaLines, stoppedLine } from './banner'

/**
 * `npm start`: the stack of tools/src/stack/startLocalStack.ts (the one the end-to-end tests start), on
 * the documented ports when free, with Vite's dev server for the pages: the local chains (anvil, chain ids 31337 and 1337, on 8545 and 8546 when free) with
 * the local test tokens and ENS deployed, the local Solana chain, the local Bitcoin chain (bcoin regtest
 * behind a mempool.space-style REST on 18445 when free, mining after each transaction), apps/cloud (configuration, wallet catalogue, images, the
 * WalletConnect relay and the blockchain API of both chains, on 8787 when free, its data in
 * .gatehouse/cloud), the sample WalletConnect wallet and the demo host site, wired together. Prints
 * what to open, the token addresses, the swap market's routers and the local ENS (dev account 0 is dev.eth); Ctrl+C stops
 * everything.
 */
const repository = resolve(import.meta.dirname, '../../..')

/** A Vite dev server for an app of this repository, with its run-time configuration in the page. */
async function serveApp(folder: string, port: number, head: string): Promise<ServedPage> {
  const root = resolve(repository, folder)
  const injectConfig: Plugin = {
    name: 'gatehouse-run-time-config',
    transformIndexHtml: (html) => html.replace('</head>', `${head}</head>`),
  }
  const server = await createServer({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    plugins: [injectConfig],
    server: { host: '127.0.0.1', port },
    logLevel: 'warn',
  })
  await server.listen()
  return { url: server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`, close: () => server.close() }
}

/** One banner line per local token: symbol, address and what it is. */
function tokenLines(tokens: readonly LocalToken[]): string {
  const kinds = {
    erc20: 'ERC-20',
    'tether-style': 'ERC-20, USDT-style (transfer returns nothing)',
    erc721: 'ERC-721',
  }
  return tokens
    .map((token) => {
      const details =
        token.kind === 'erc721'
          ? `${token.name}, ${kinds[token.kind]}${token.spam ? ', marked spam' : ''}`
          : `${token.name}, ${kinds[token.kind]}, ${token.decimals} decimals`
      return `${token.symbol.padEnd(5)} ${token.address}  (${details})`
    })
    .join('\n                        ')
}

/** The banner lines of the local swap market: each router with its factory and pools, and WETH. */
function marketLines(market: LocalMarket | undefined): string {
  if (!market) return 'none'
  const routers = market.routers.map(
    (router) =>
      `${router.name.padEnd(15)} router ${router.router}, factory ${router.factory}  (pools ${router.pools
        .map((pool) => `${pool.a}/${pool.b}`)
        .join(', ')})`,
  )
  return [
    ...routers,
    `WETH            ${market.weth}`,
    '(Uniswap V2, the same on both chains; the cloud quotes the best route over both routers)',
  ].join('\n                        ')
}

/** The banner lines of the local ENS: the seeded names with their avatars, and the contracts. */
function ensLines(ens: LocalEns | undefined): string {
  if (!ens) return 'none'
  const names = ens.names.map((entry) => `${entry.name}  (avatar ${entry.avatar})`)
  return [
    ...names,
    `ENS Universal Resolver ${ens.universalResolver}, registry ${ens.registry}`,
    '(the same on both chains; the cloud answers the name as the identity of the account)',
  ].join('\n                        ')
}

const stack = await startLocalStack({
  ports: 'preferred',
  dataDir: resolve(repository, '.gatehouse/cloud'),
  bitcoinBlocks: 'auto',
  serveSampleWallet: (head, port) => serveApp('apps/sample-wallet', port, head),
  serveDemo: (head, port) => serveApp('apps/demo', port, head),
})
const { chains, solana, bitcoin, mail, oidc, cloud } = stack
const relayUrl = stack.sampleWalletConfig.relayUrl
const walletUrl = stack.sampleWallet.url
const demoUrl = stack.demo.url
// The documented addresses of the local Solana and Bitcoin chains, to say when busy ports moved them.
const solanaDefaults = {
  rpcUrl: solanaLocalnet.rpcUrls.default.http[0] ?? 'http://127.0.0.1:8899',
  wsUrl: solanaLocalnet.rpcUrls.default.webSocket?.[0] ?? 'ws://127.0.0.1:8900',
}
const bitcoinDefaultRestUrl = bitcoinLocalnet.rpcUrls.default.http[0] ?? 'http://127.0.0.1:18445/api'

console.log(`
${bannerLine('demo', demoUrl)}
${bannerLine('wallet', walletUrl, '(WalletConnect, holds the dev keys below)')}
${bannerLine('cloud', cloud.url, `(config, wallet catalogue, images, balances, history; relay ${relayUrl})`)}
${bannerLine('frame', cloud.frameUrl, "(the embedded wallet's secure frame: an origin of its own)")}
${bannerLine('mail', mail.inboxUrl, `(e-mail login codes; SMTP ${mail.smtpUrl})`)}
${bannerLine('oidc', oidc.url, '(social login: google, x, discord, github, apple, facebook)')}

  Local chains          ${chains.map((chain) => `${chain.chainId} at ${chain.rpcUrl}`).join('\n                        ')}
  Local tokens          ${tokenLines(chains[0]?.tokens ?? [])}
                        (the same addresses on both chains; held by dev accounts 0 and 1)
  Local swap market     ${marketLines(chains[0]?.market)}
  Funded dev account    ${devAddresses[0]}
  Its private key       ${devPrivateKeys[0]}  (anvil's public test key: local use only)
  Its ENS name          ${ensLines(chains[0]?.ens)}
  Social test logins    ${oidc.users.map((user) => `${user.login} / ${user.password}`).join(', ')}  (at every provider)
  Farcaster test app    npm run farcaster -- '<link>'${cloud.url === `http://127.0.0.1:${documentedCloudPort}` ? '' : ` --cloud ${cloud.url}`}  (answers the Farcaster view's link as @${localFarcasterAccounts[0]?.username})
${solanaLines(solana, solanaDevAddresses, solanaDefaults)}
${bitcoinLines(bitcoin.restUrl, bitcoinDevAddresses, bitcoinDefaultRestUrl)}

  Connect with WalletConnect on this one machine: open the demo, press Connect Wallet, choose
  "WalletConnect", press "Copy link", and paste it into the sample wallet (or choose "All Wallets" →
  "Gatehouse Sample Wallet" → "Open Gatehouse Sample Wallet web app"). Approve there.
  A browser extension wallet with the local network added works too.
  Press Ctrl+C to stop.
`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await stack.stop()
  console.log(stoppedLine)
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
