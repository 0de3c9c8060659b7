import { useState, type FormEvent } from 'react'
import { useAppKitAccount, useAppKitProvider } from '@gatehouse/appkit/react'
import { describeError, utf8ToHex, type Eip1193Provider } from './eip1193'

type Outcome = { kind: 'signature'; value: string } | { kind: 'error'; message: string } | undefined

export function SignMessagePanel() {
  const { address, isConnected } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155')
  const [message, setMessage] = useState('Hello from Gatehouse')
  const [outcome, setOutcome] = useState<Outcome>()
  const [busy, setBusy] = useState(false)

  async function sign(event: FormEvent) {
    event.preventDefault()
    if (!walletProvider || !address) return
    setBusy(true)
    setOutcome(undefined)
    try {
      const signature = await walletProvider.request({
        method: 'personal_sign',
        params: [utf8ToHex(message), address],
      })
      setOutcome({ kind: 'signature', value: String(signature) })
    } catch (error) {
      setOutcome({ kind: 'error', message: describeError(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="demo-card" aria-labelledby="sign-title">
      <h2 id="sign-title">Sign a message</h2>
      <form onSubmit={(event) => void sign(event)}>
        <label htmlFor="sign-message">Message</label>
        <textarea
          id="sign-message"
          rows={2}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <button type="submit" disabled={!isConnected || busy}>
          {busy ? 'Waiting for the wallet…' : 'Sign message'}
        </button>
      </form>
      <div aria-live="polite">
        {outcome?.kind === 'signature' && (
          <p>
            Signature:{' '}
            <span data-testid="signature" className="demo-mono demo-break">
              {outcome.value}
            </span>
          </p>
        )}
        {outcome?.kind === 'error' && (
          <p role="alert" className="demo-error" data-testid="sign-error">
            {outcome.message}
          </p>
        )}
      </div>
    </section>
  )
}
