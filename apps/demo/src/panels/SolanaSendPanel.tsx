import { useState, type FormEvent } from 'react'
import { useAppKitAccount, useAppKitProvider } from '@gatehouse/appkit/react'
import { describeError } from './eip1193'

/** What `useAppKitProvider('solana')` returns that this panel uses. */
interface SolanaProvider {
  signAndSendTransaction(transaction: Uint8Array): Promise<string>
}

type Outcome = { kind: 'sent'; value: string } | { kind: 'error'; message: string } | undefined

/** Sends SOL from the Solana account, through the host API (the kit's Solana provider). */
export function SolanaSendPanel({ rpcUrl }: { rpcUrl: string }) {
  const { address } = useAppKitAccount({ namespace: 'solana' })
  const { walletProvider } = useAppKitProvider<SolanaProvider>('solana')
  const [outcome, setOutcome] = useState<Outcome>()
  const [busy, setBusy] = useState(false)
  const [receiver, setReceiver] = useState('')
  const [amount, setAmount] = useState('1')

  async function send(event: FormEvent) {
    event.preventDefault()
    if (!walletProvider || !address) return
    setBusy(true)
    setOutcome(undefined)
    try {
      const { solanaTransferTransaction } = await import('./solanaTransfer')
      const lamports = BigInt(Math.round(Number(amount) * 1e9))
      const transaction = await solanaTransferTransaction({ rpcUrl, from: address, to: receiver, lamports })
      setOutcome({ kind: 'sent', value: await walletProvider.signAndSendTransaction(transaction) })
    } catch (error) {
      setOutcome({ kind: 'error', message: describeError(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="demo-card" aria-labelledby="solana-send-title">
      <h2 id="solana-send-title">Send SOL</h2>
      <p>
        Solana account:{' '}
        <span data-testid="solana-account-address" className="demo-mono demo-break">
          {address ?? 'not connected'}
        </span>
      </p>
      <form onSubmit={(event) => void send(event)}>
        <label htmlFor="solana-receiver">SOL receiver</label>
        <input id="solana-receiver" value={receiver} onChange={(event) => setReceiver(event.target.value)} />
        <label htmlFor="solana-amount">SOL amount</label>
        <input id="solana-amount" value={amount} onChange={(event) => setAmount(event.target.value)} />
        <button type="submit" disabled={!walletProvider || busy || !receiver}>
          Send SOL
        </button>
      </form>
      <div aria-live="polite">
        {outcome?.kind === 'sent' && (
          <p>
            Transaction:{' '}
            <span data-testid="solana-transaction" className="demo-mono demo-break">
              {outcome.value}
            </span>
          </p>
        )}
        {outcome?.kind === 'error' && (
          <p role="alert" className="demo-error" data-testid="solana-send-error">
            {outcome.message}
          </p>
        )}
      </div>
    </section>
  )
}
