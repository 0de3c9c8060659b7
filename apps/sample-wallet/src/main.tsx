import { devPrivateKeys } from '@gatehouse/harness/wallet'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { MissingConfig } from './components/MissingConfig'
import { readWalletConfig } from './config/readWalletConfig'
import { startBrowserWallet } from './wallet/startBrowserWallet'
import { storedAccountIndex, storedChainId } from './wallet/preferences'
import './styles.css'

const root = createRoot(document.getElementById('root') as HTMLElement)
const config = readWalletConfig()

if (!config) {
  root.render(
    <StrictMode>
      <MissingConfig />
    </StrictMode>,
  )
} else {
  // Started once, outside React: StrictMode's double effects must not create a second client.
  const wallet = startBrowserWallet(
    config,
    devPrivateKeys[storedAccountIndex()] ?? devPrivateKeys[0],
    storedChainId(),
  )
  root.render(
    <StrictMode>
      <App wallet={wallet} relayUrl={config.relayUrl} />
    </StrictMode>,
  )
}
