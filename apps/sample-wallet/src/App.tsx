import type { WalletController } from '@gatehouse/harness/wallet'
import { useEffect, useState } from 'react'
import { Header } from './components/Header'
import { WalletScreen } from './components/WalletScreen'

type Startup =
  | { state: 'starting' }
  | { state: 'ready'; controller: WalletController }
  | { state: 'failed'; message: string }

/** Waits for WalletKit to reach the relay, then shows the wallet (or why it could not start). */
export function App({ wallet, relayUrl }: { wallet: Promise<WalletController>; relayUrl: string }) {
  const [startup, setStartup] = useState<Startup>({ state: 'starting' })
  useEffect(() => {
    let current = true
    wallet.then(
      (controller) => current && setStartup({ state: 'ready', controller }),
      (error: unknown) =>
        current &&
        setStartup({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
    )
    return () => {
      current = false
    }
  }, [wallet])

  if (startup.state === 'ready') return <WalletScreen controller={startup.controller} />
  return (
    <>
      <Header />
      <main className="main main--narrow">
        <h1 className="visually-hidden">Gatehouse sample wallet</h1>
        {startup.state === 'starting' ? (
          <p className="panel" role="status">
            Connecting to the relay at <code>{relayUrl}</code>…
          </p>
        ) : (
          <div className="panel" role="alert">
            <h2>The wallet could not start</h2>
            <p>
              WalletConnect did not start with the relay at <code>{relayUrl}</code>: {startup.message}
            </p>
            <p>Check that the Gatehouse cloud service is running, then reload the page.</p>
          </div>
        )}
      </main>
    </>
  )
}
