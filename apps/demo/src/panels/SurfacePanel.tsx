import { useEffect, useState } from 'react'
import { WalletButton, useAppKitEvents, useWalletInfo } from '@gatehouse/appkit/react'

/** The rdns the local test wallet announces itself with (tools/src/wallet). */
const testWalletRdns = 'dev.gatehouse.testwallet'

/**
 * AppKit's other web components and its event stream, as a host uses them: a network button, an
 * account button without the balance, a button for one named wallet and one for WalletConnect, the
 * host's own button for that wallet (RainbowKit's `WalletButton.Custom`), and
 * the events `useAppKitEvents` reports (analytics on or off). Shown with `?surface` in the address.
 */
export function SurfacePanel() {
  const event = useAppKitEvents()
  const { walletInfo } = useWalletInfo()
  const [log, setLog] = useState<string[]>([])
  useEffect(() => {
    if (event.data.event !== 'MODAL_CREATED') setLog((previous) => [...previous, event.data.event].slice(-12))
  }, [event])
  return (
    <section className="demo-card" aria-labelledby="surface-title" data-testid="surface">
      <h2 id="surface-title">AppKit elements and events</h2>
      <div className="demo-actions demo-elements">
        <appkit-network-button />
        <appkit-account-button balance="hide" />
        <appkit-wallet-button wallet={testWalletRdns} />
        <appkit-wallet-button wallet="walletConnect" />
        <WalletButton.Custom wallet={testWalletRdns}>
          {({ ready, loading, connected, connect, connector }) => (
            <button type="button" disabled={!ready || connected} onClick={() => void connect()}>
              {connected
                ? `Connected with ${connector.name}`
                : loading
                  ? `Connecting ${connector.name}…`
                  : `Own button: connect ${connector.name}`}
            </button>
          )}
        </WalletButton.Custom>
      </div>
      <dl>
        <dt>Wallet</dt>
        <dd data-testid="wallet-info">{walletInfo?.name ?? '—'}</dd>
        <dt>Last event</dt>
        <dd data-testid="event-latest">{event.data.event}</dd>
      </dl>
      <ol className="demo-events" aria-label="Events" data-testid="event-log">
        {log.map((name, index) => (
          <li key={`${index}-${name}`}>{name}</li>
        ))}
      </ol>
    </section>
  )
}
