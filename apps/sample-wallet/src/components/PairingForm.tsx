import type { WalletController } from '@gatehouse/harness/wallet'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useAction } from './useAction'

/** Takes a `wc:` URI, pasted or from the page's `?uri=` (deep links from the widget land here). */
export function PairingForm({ controller }: { controller: WalletController }) {
  const [uri, setUri] = useState('')
  const { running, error, run } = useAction()
  const deepLinkHandled = useRef(false)

  const pair = async (value: string) => {
    const paired = await run('pair', () => controller.pair(value))
    if (paired) setUri('')
  }

  useEffect(() => {
    if (deepLinkHandled.current) return
    deepLinkHandled.current = true
    const url = new URL(window.location.href)
    const linked = url.searchParams.get('uri')
    if (!linked) return
    // Drop it from the address bar so a reload does not pair a second time.
    url.searchParams.delete('uri')
    window.history.replaceState(null, '', url)
    setUri(linked)
    void pair(linked)
    // Once, on the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void pair(uri)
  }

  return (
    <section className="panel" aria-labelledby="pair-heading">
      <h2 id="pair-heading">Connect to a site</h2>
      <form className="pair" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="pairing-uri">Pairing URI</label>
          <input
            id="pairing-uri"
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="wc:…@2?relay-protocol=irn&symKey=…"
            value={uri}
            onChange={(event) => setUri(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'pairing-uri-help pairing-uri-error' : 'pairing-uri-help'}
          />
          <p className="hint" id="pairing-uri-help">
            On the site, choose WalletConnect and copy the link under the QR code.
          </p>
        </div>
        <button type="submit" className="button button--primary" disabled={!!running}>
          {running ? 'Connecting…' : 'Connect'}
        </button>
      </form>
      {error && (
        <p className="error" id="pairing-uri-error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}
