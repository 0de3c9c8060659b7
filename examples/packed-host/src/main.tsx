import { createRoot } from 'react-dom/client'
import { WagmiAdapter } from '@gatehouse/adapter-wagmi'
import { localhost, withRpcUrl, type Network } from '@gatehouse/appkit/networks'
import { createAppKit } from '@gatehouse/appkit/react'

/** What the page's server hands it: the local chain and apps/cloud, on ports picked at run time. */
interface PackedHostConfig {
  projectId: string
  rpcUrl: string
  apiUrl: string
}

declare global {
  interface Window {
    __GATEHOUSE_PACKED_HOST__?: PackedHostConfig
  }
}

// Served without a configuration, the page talks to what `npm start` runs.
const config: PackedHostConfig = window.__GATEHOUSE_PACKED_HOST__ ?? {
  projectId: 'packed-host',
  rpcUrl: 'http://127.0.0.1:8545',
  apiUrl: 'http://127.0.0.1:8787',
}
const networks: [Network, ...Network[]] = [withRpcUrl(localhost, config.rpcUrl)]

createAppKit({
  adapters: [new WagmiAdapter({ networks, projectId: config.projectId })],
  networks,
  projectId: config.projectId,
  apiUrl: config.apiUrl,
})

createRoot(document.getElementById('root') as HTMLElement).render(
  <main>
    <h1>Packed host</h1>
    <appkit-button />
  </main>,
)
