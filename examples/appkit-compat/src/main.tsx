// AppKit's React + wagmi quick start, as AppKit documents it, with only the import specifiers changed:
//   @reown/appkit/react          -> @gatehouse/appkit/react
//   @reown/appkit/networks       -> @gatehouse/appkit/networks
//   @reown/appkit-adapter-wagmi  -> @gatehouse/adapter-wagmi
// (wagmi, @tanstack/react-query and react stay the host's own.) The one other difference: the page's
// server tells it which local chain and cloud to use (`withRpcUrl(localhost, ...)`, `apiUrl`), so the
// end-to-end test runs on anvil and apps/cloud rather than mainnet and Reown's servers.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppKit } from '@gatehouse/appkit/react'
import { WagmiProvider, useAccount } from 'wagmi'
import { localhost, withRpcUrl, type AppKitNetwork } from '@gatehouse/appkit/networks'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { WagmiAdapter } from '@gatehouse/adapter-wagmi'
import type { ReactNode } from 'react'

/** What the page's server hands it: the local chain and apps/cloud, on ports picked at run time. */
interface CompatHostConfig {
  projectId: string
  rpcUrl: string
  apiUrl: string
}

declare global {
  interface Window {
    __GATEHOUSE_PACKED_HOST__?: CompatHostConfig
  }
}

const served: CompatHostConfig = window.__GATEHOUSE_PACKED_HOST__ ?? {
  projectId: 'appkit-compat',
  rpcUrl: 'http://127.0.0.1:8545',
  apiUrl: 'http://127.0.0.1:8787',
}

// 0. The query client
const queryClient = new QueryClient()

// 1. The project id
const projectId = served.projectId

// 2. The metadata wallets show
const metadata = {
  name: 'AppKit compatibility host',
  description: 'AppKit quick start on Gatehouse',
  url: window.location.origin,
  icons: [],
}

// 3. The networks
const networks: [AppKitNetwork, ...AppKitNetwork[]] = [withRpcUrl(localhost, served.rpcUrl)]

// 4. The wagmi adapter
const wagmiAdapter = new WagmiAdapter({ networks, projectId, ssr: true })

// 5. The modal
createAppKit({ adapters: [wagmiAdapter], networks, projectId, metadata, apiUrl: served.apiUrl })

function AppKitProvider({ children }: { children: ReactNode }) {
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}

/** The host's own wagmi hook: the address it reads must be the one the modal connected. */
function HostAccount() {
  const { address, status } = useAccount()
  return <output aria-label="wagmi account">{`${status} ${address ?? ''}`.trim()}</output>
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppKitProvider>
      <main>
        <h1>AppKit compatibility host</h1>
        <appkit-button />
        <HostAccount />
      </main>
    </AppKitProvider>
  </StrictMode>,
)
