import { useAppKit, useAppKitAccount, useDisconnect } from '@gatehouse/appkit/react'

export function AccountPanel() {
  const { address, isConnected, status } = useAppKitAccount()
  const { open } = useAppKit()
  const { disconnect } = useDisconnect()
  return (
    <section className="demo-card" aria-labelledby="account-title">
      <h2 id="account-title">Account</h2>
      <dl>
        <dt>Status</dt>
        <dd data-testid="account-status">{status}</dd>
        <dt>Address</dt>
        <dd data-testid="account-address" className="demo-mono demo-break">
          {address ?? '—'}
        </dd>
      </dl>
      <div className="demo-actions">
        <button type="button" onClick={() => void open()}>
          {isConnected ? 'Open account' : 'Connect'}
        </button>
        {isConnected && (
          <button type="button" onClick={() => void disconnect()}>
            Disconnect
          </button>
        )}
      </div>
    </section>
  )
}
