import { useAppKit, useAppKitNetwork } from '@gatehouse/appkit/react'

export function NetworkPanel() {
  const { caipNetwork, chainId } = useAppKitNetwork()
  const { open } = useAppKit()
  return (
    <section className="demo-card" aria-labelledby="network-title">
      <h2 id="network-title">Network</h2>
      <dl>
        <dt>Name</dt>
        <dd data-testid="network-name">{caipNetwork?.name ?? (chainId ? 'Unsupported network' : '—')}</dd>
        <dt>Chain id</dt>
        <dd data-testid="network-chain-id">{chainId ?? '—'}</dd>
      </dl>
      <div className="demo-actions">
        <button type="button" onClick={() => void open({ view: 'Networks' })}>
          Switch network
        </button>
      </div>
    </section>
  )
}
