import { Header } from './Header'

const example = `<script>
  window.__SAMPLE_WALLET__ = {
    relayUrl: 'ws://127.0.0.1:8787',
    projectId: 'gatehouse-dev',
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }],
  }
</script>`

/** Shown when the page was served without a usable `window.__SAMPLE_WALLET__`. */
export function MissingConfig() {
  return (
    <>
      <Header />
      <main className="main main--narrow">
        <section className="panel" aria-labelledby="missing-heading">
          <h1 className="panel__title" id="missing-heading">
            This wallet has no configuration
          </h1>
          <p>
            The sample wallet needs to know which WalletConnect relay and which chains to use. The page that
            serves it sets <code>window.__SAMPLE_WALLET__</code> before the app starts, for example:
          </p>
          <pre className="details__block details__block--code" tabIndex={0}>
            {example}
          </pre>
          <p>
            In tests, <code>startSampleWallet()</code> from <code>@gatehouse/tools</code> serves it that way;
            elsewhere use <code>sampleWalletConfigScript(config)</code>.
          </p>
        </section>
      </main>
    </>
  )
}
