import { useState, type FormEvent } from 'react'
import type { BitcoinConnector } from '@gatehouse/adapter-bitcoin'
import { useAppKitAccount, useAppKitProvider } from '@gatehouse/appkit/react'
import { describeError } from './eip1193'

type Outcome =
  | { kind: 'signature' | 'transfer'; value: string }
  | { kind: 'error'; action: 'sign' | 'send'; message: string }
  | undefined

/**
 * The Bitcoin payment account through AppKit's Bitcoin host API (`useAppKitProvider('bip122')`, the
 * connected wallet's connector): a BIP-322 message signature, and a payment the wallet builds itself
 * (`sendTransfer`; the modal's Send builds its PSBT in the kit instead).
 */
export function BitcoinPanel() {
  const { address } = useAppKitAccount({ namespace: 'bip122' })
  const { walletProvider } = useAppKitProvider<BitcoinConnector>('bip122')
  const [message, setMessage] = useState('Hello Bitcoin from Gatehouse')
  const [receiver, setReceiver] = useState('')
  const [sats, setSats] = useState('10000')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>()

  async function run(action: 'sign' | 'send', call: (wallet: BitcoinConnector) => Promise<string>) {
    if (!walletProvider) return
    setBusy(true)
    setOutcome(undefined)
    try {
      const value = await call(walletProvider)
      setOutcome({ kind: action === 'sign' ? 'signature' : 'transfer', value })
    } catch (error) {
      setOutcome({ kind: 'error', action, message: describeError(error) })
    } finally {
      setBusy(false)
    }
  }

  const sign = (event: FormEvent) => {
    event.preventDefault()
    if (address) void run('sign', (wallet) => wallet.signMessage({ address, message }))
  }
  const send = (event: FormEvent) => {
    event.preventDefault()
    void run('send', (wallet) => wallet.sendTransfer({ recipient: receiver, amount: sats }))
  }

  return (
    <section className="demo-card" aria-labelledby="bitcoin-title">
      <h2 id="bitcoin-title">Bitcoin</h2>
      <dl>
        <dt>Payment address</dt>
        <dd data-testid="bitcoin-address" className="demo-mono demo-break">
          {address ?? '—'}
        </dd>
      </dl>
      <form onSubmit={sign}>
        <label htmlFor="bitcoin-message">Bitcoin text</label>
        <textarea
          id="bitcoin-message"
          rows={2}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <button type="submit" disabled={!walletProvider || !address || busy}>
          Sign with Bitcoin
        </button>
      </form>
      <form onSubmit={send}>
        <label htmlFor="bitcoin-receiver">BTC receiver</label>
        <input id="bitcoin-receiver" value={receiver} onChange={(event) => setReceiver(event.target.value)} />
        <label htmlFor="bitcoin-sats">BTC amount in sats</label>
        <input
          id="bitcoin-sats"
          inputMode="numeric"
          value={sats}
          onChange={(event) => setSats(event.target.value)}
        />
        <button type="submit" disabled={!walletProvider || busy || !receiver}>
          Wallet sends BTC
        </button>
      </form>
      <div aria-live="polite">
        {outcome?.kind === 'signature' && (
          <p>
            Signature (BIP-322):{' '}
            <span data-testid="bitcoin-signature" className="demo-mono demo-break">
              {outcome.value}
            </span>
          </p>
        )}
        {outcome?.kind === 'transfer' && (
          <p>
            Transaction:{' '}
            <span data-testid="bitcoin-transaction" className="demo-mono demo-break">
              {outcome.value}
            </span>
          </p>
        )}
        {outcome?.kind === 'error' && (
          <p role="alert" className="demo-error" data-testid={`bitcoin-${outcome.action}-error`}>
            {outcome.message}
          </p>
        )}
      </div>
    </section>
  )
}
