import { resolve } from 'node:path'
import { createServer, type Plugin } from 'vite'
import { devAddresses, devPrivateKeys } from '../chain/devAccounts'
import { startLocalChains } from '../chain/localChains'
import { demoConfigScript, type DemoConfig } from '../e2e/demoStack'

/**
 * `npm start`: the local chains (anvil, chain ids 31337 and 1337, on 8545 and 8546 when free) and the
 * demo host site (Vite dev server), wired together. Prints what to open; Ctrl+C stops everything.
 */
const demoRoot = resolve(import.meta.dirname, '../../../apps/demo')

const chains = await startLocalChains([8545, 8546])
const config: DemoConfig = {
  projectId: 'gatehouse-demo',
  chains: chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl })),
}
const injectConfig: Plugin = {
  name: 'gatehouse-demo-config',
  transformIndexHtml: (html) => html.replace('</head>', `${demoConfigScript(config)}</head>`),
}
const server = await createServer({
  root: demoRoot,
  configFile: resolve(demoRoot, 'vite.config.ts'),
  plugins: [injectConfig],
  server: { host: '127.0.0.1', port: 5173 },
  logLevel: 'warn',
})
await server.listen()
const url = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/'

console.log(`
  Gatehouse demo        ${url}

  Local chains          ${chains.map((chain) => `${chain.chainId} at ${chain.rpcUrl}`).join('\n                        ')}
  Funded dev account    ${devAddresses[0]}
  Its private key       ${devPrivateKeys[0]}  (anvil's public test key: local use only)

  To connect, use a browser wallet (for example MetaMask) with the network above added, and the
  dev account imported. The end-to-end tests use an injected test wallet instead (npm test).
  Press Ctrl+C to stop.
`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await server.close()
  await Promise.all(chains.map((chain) => chain.stop()))
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
