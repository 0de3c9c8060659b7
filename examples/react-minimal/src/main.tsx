import { createRoot } from 'react-dom/client'
import { WagmiAdapter } from '@gatehouse/adapter-wagmi'
import { arbitrum, mainnet, type Network } from '@gatehouse/appkit/networks'
import { createAppKit } from '@gatehouse/appkit/react'

// The smallest React host: one page, one connect button, Ethereum and Arbitrum One.
const networks: [Network, ...Network[]] = [mainnet, arbitrum]
const projectId = 'react-minimal'

createAppKit({ adapters: [new WagmiAdapter({ networks, projectId })], networks, projectId })

createRoot(document.getElementById('root') as HTMLElement).render(
  <main>
    <h1>Minimal host</h1>
    <appkit-button />
  </main>,
)
