import { useEffect, useState, type FormEvent } from 'react'
import { address as solanaAddress, getBase58Decoder } from '@solana/kit'
import { useAppKitConnection, type SolanaWalletProvider } from '@gatehouse/adapter-solana/react'
import { useAppKitAccount, useAppKitProvider } from '@gatehouse/appkit/react'
import { describeError } from './eip1193'

type Outcome = { kind: 'signature'; value: string } | { kind: 'error'; message: string } | undefined

/**
 * The Solana account through AppKit's Solana host API: the wallet provider and the connection. The
 * balance is read only from the node this page was configured with (`rpcUrl`, the local chain): a
 * host asks no public node it did not choose, so on another cluster the balance stays unknown.
 */
export function SolanaPanel({ rpcUrl }: { rpcUrl: string }) {
  const { address, isConnected } = useAppKitAccount({ namespace: 'solana' })
  const { walletProvider } = useAppKitProvider<SolanaWalletProvider>('solana')
  const { connection, network } = useAppKitConnection()
  const [lamports, setLamports] = useState<bigint>()
  const [message, setMessage] = useState('Hello Solana from Gatehouse')
  const [outcome, setOutcome] = useState<Outcome>()

  useEffect(() => {
    setLamports(undefined)
    const ownNode = network?.rpcUrls.default.http[0] === rpcUrl
    if (!connection || !address || !isConnected || !ownNode) return
    let current = true
    connection
      .getBalance(solanaAddress(address))
      .send()
      .then(({ value }) => current && setLamports(value))
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [connection, address, isConnected, network, rpcUrl])

  async function sign(event: FormEvent) {
    event.preventDefault()
    if (!walletProvider) return
    setOutcome(undefined)
    try {
      const signature = await walletProvider.signMessage(new TextEncoder().encode(message))
      setOutcome({ kind: 'signature', value: getBase58Decoder().decode(signature) })
    } catch (error) {
      setOutcome({ kind: 'error', message: describeError(error) })
    }
  }

  return (
    <section className="demo-card" aria-labelledby="solana-title">
      <h2 id="solana-title">Solana</h2>
      <dl>
        <dt>Public key</dt>
        <dd data-testid="solana-public-key" className="demo-mono demo-break">
          {walletProvider?.publicKey.toBase58() ?? '—'}
        </dd>
        <dt>Balance on {network?.name ?? '—'}</dt>
        <dd data-testid="solana-lamports">{lamports === undefined ? '—' : `${lamports} lamports`}</dd>
      </dl>
      <form onSubmit={(event) => void sign(event)}>
        <label htmlFor="solana-message">Solana text</label>
        <textarea
          id="solana-message"
          rows={2}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <button type="submit" disabled={!walletProvider}>
          Sign with Solana
        </button>
      </form>
      <div aria-live="polite">
        {outcome?.kind === 'signature' && (
          <p>
            Signature:{' '}
            <span data-testid="solana-signature" className="demo-mono demo-break">
              {outcome.value}
            </span>
          </p>
        )}
        {outcome?.kind === 'error' && (
          <p role="alert" className="demo-error" data-testid="solana-sign-error">
            {outcome.message}
          </p>
        )}
      </div>
    </section>
  )
}
