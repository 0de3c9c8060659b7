import { useState, type FormEvent } from 'react'
import { useAppKitAccount, useAppKitProvider } from '@gatehouse/appkit/react'
import { describeError, type Eip1193Provider } from './eip1193'

type Outcome = { kind: 'result'; value: string } | { kind: 'error'; message: string } | undefined

/**
 * Sends any JSON-RPC method to the connected wallet, to see how it answers one it does not support
 * (the embedded wallet refuses methods off its lists: 'Requested RPC call is not allowed').
 */
export function RawRequestPanel() {
  const { isConnected } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155')
  const [method, setMethod] = useState('eth_sign')
  const [outcome, setOutcome] = useState<Outcome>()

  async function send(event: FormEvent) {
    event.preventDefault()
    if (!walletProvider) return
    setOutcome(undefined)
    try {
      const value = await walletProvider.request({ method, params: [] })
      setOutcome({ kind: 'result', value: JSON.stringify(value) })
    } catch (error) {
      setOutcome({ kind: 'error', message: describeError(error) })
    }
  }

  return (
    <section className="demo-card" aria-labelledby="raw-title">
      <h2 id="raw-title">Raw request</h2>
      <form onSubmit={(event) => void send(event)}>
        <label htmlFor="raw-method">Method</label>
        <input id="raw-method" value={method} onChange={(event) => setMethod(event.target.value)} />
        <button type="submit" disabled={!isConnected}>
          Send request
        </button>
      </form>
      <div aria-live="polite">
        {outcome?.kind === 'result' && (
          <p data-testid="raw-result" className="demo-mono demo-break">
            {outcome.value}
          </p>
        )}
        {outcome?.kind === 'error' && (
          <p role="alert" className="demo-error" data-testid="raw-error">
            {outcome.message}
          </p>
        )}
      </div>
    </section>
  )
}
