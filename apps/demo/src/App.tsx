import { AccountPanel } from './panels/AccountPanel'
import { BitcoinPanel } from './panels/BitcoinPanel'
import { NetworkPanel } from './panels/NetworkPanel'
import { RawRequestPanel } from './panels/RawRequestPanel'
import { SendTransactionPanel } from './panels/SendTransactionPanel'
import { SignInPanel } from './panels/SignInPanel'
import { SignMessagePanel } from './panels/SignMessagePanel'
import { SolanaPanel } from './panels/SolanaPanel'
import { SolanaSendPanel } from './panels/SolanaSendPanel'
import { SurfacePanel } from './panels/SurfacePanel'
import { ThemeToggle } from './panels/ThemeToggle'
import { demoConfig, demoSolanaEndpoints } from './demoConfig'
import { signInOn } from './demoSignIn'

/** `?surface` adds AppKit's other elements, kept apart so the page has one account button otherwise. */
const showSurface = new URLSearchParams(window.location.search).has('surface')
/** `?siwx=…` turns sign-in on and shows its session. */
const showSignIn = signInOn(window.location.search)
/** With the local Solana chain, the Solana account's panel. */
const solanaRpcUrl = demoConfig().solana?.rpcUrl
/** The local Solana node as the demo's Solana network carries it (the host reads balances only there). */
const solanaNode = demoSolanaEndpoints(demoConfig())?.rpcUrl
/** With the local Bitcoin chain, the Bitcoin account's panel. */
const bitcoinRestUrl = demoConfig().bitcoin?.restUrl

export function App() {
  return (
    <>
      <header className="demo-header">
        <span className="demo-logo">Gatehouse demo</span>
        <div className="demo-header__actions">
          <ThemeToggle />
          <appkit-button />
        </div>
      </header>
      <main className="demo-main">
        <h1>A host site with Gatehouse</h1>
        <p className="demo-lead">
          Connect a wallet with the button above. Everything below reads the connection through the React
          hooks of <code>@gatehouse/appkit/react</code>.
        </p>
        <div className="demo-grid">
          <AccountPanel />
          <NetworkPanel />
          <SignMessagePanel />
          {solanaNode && <SolanaPanel rpcUrl={solanaNode} />}
          <SendTransactionPanel />
          <RawRequestPanel />
          {solanaRpcUrl && <SolanaSendPanel rpcUrl={solanaRpcUrl} />}
          {bitcoinRestUrl && <BitcoinPanel />}
          {showSurface && <SurfacePanel />}
          {showSignIn && <SignInPanel />}
        </div>
      </main>
    </>
  )
}
