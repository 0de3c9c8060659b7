import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BitcoinAdapter } from '@gatehouse/adapter-bitcoin'
import { SolanaAdapter } from '@gatehouse/adapter-solana'
import { WagmiAdapter } from '@gatehouse/adapter-wagmi'
import { createAppKit } from '@gatehouse/appkit/react'
import { App } from './App'
import {
  demoBitcoinNetworks,
  demoConfig,
  demoNetworks,
  demoQueryOptions,
  demoSolanaNetworks,
} from './demoConfig'
import { demoSignIn } from './demoSignIn'
import './demo.css'

declare global {
  interface Window {
    appKit?: ReturnType<typeof createAppKit>
  }
}

const config = demoConfig()
const networks = demoNetworks(config)

// The whole integration: an adapter, the networks, and createAppKit. Nothing loads until the
// visitor shows intent (or a stored session is restored); `?siwx=…` first loads sign-in.
async function start() {
  const appKit = createAppKit({
    adapters: [
      new WagmiAdapter({ networks, projectId: config.projectId, relayUrl: config.relayUrl }),
      new SolanaAdapter({ networks: demoSolanaNetworks(config) }),
      new BitcoinAdapter({ networks: demoBitcoinNetworks(config) }),
    ],
    networks,
    projectId: config.projectId,
    apiUrl: config.apiUrl,
    ...(config.embeddedWalletUrl ? { embeddedWalletUrl: config.embeddedWalletUrl } : {}),
    ...demoQueryOptions(window.location.search),
    ...(await demoSignIn(window.location.search, { url: config.apiUrl, projectId: config.projectId })),
    metadata: {
      name: 'Gatehouse demo',
      description: 'A host site embedding Gatehouse',
      url: window.location.origin,
      icons: [],
    },
    termsConditionsUrl: 'https://example.com/terms',
    privacyPolicyUrl: 'https://example.com/privacy',
  })
  // The instance, to try its API from the browser's console (`appKit.setLocale('ar')`); the e2e
  // layout walk shows views in other languages with it.
  window.appKit = appKit

  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

void start()
