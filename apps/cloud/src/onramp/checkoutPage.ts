import { formatUnits } from 'viem'
import type { HttpResponse } from '../http/HttpResponse'
import type { OnrampOrder } from './onrampOrderStore'

/** The sandbox's stand-in names of the two providers. */
export const sandboxProviderNames: Record<OnrampOrder['provider'], string> = {
  coinbase: 'Card provider (sandbox)',
  meld: 'Second provider (sandbox)',
}

/** Path of the checkout page of an order. */
export const checkoutPath = (id: string) => `/onramp/sandbox/checkout/${id}`

/** Path of the checkout page's stylesheet (a file, so the policy needs no inline style). */
export const checkoutStylesheetPath = '/onramp/sandbox/checkout.css'

// No script at all, styles only from this service, forms only back to it, never in a frame.
const contentSecurityPolicy =
  "default-src 'none'; style-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char)

/** An HTML answer of the sandbox with its content security policy. */
export function htmlResponse(html: string, status = 200): HttpResponse {
  return {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': contentSecurityPolicy,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    },
    body: html,
  }
}

function page(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<link rel="stylesheet" href="${checkoutStylesheetPath}">
</head>
<body>
<main>
${main}
</main>
</body>
</html>`
}

function row(term: string, value: string, id?: string): string {
  return `<dt>${escape(term)}</dt><dd${id ? ` id="${id}"` : ''}>${escape(value)}</dd>`
}

/** Where the order's tokens go and on which network, as the page shows them. */
export interface CheckoutNetwork {
  displayName: string
}

/** The checkout page of an order: what is paid and bought, and a Pay button (or the payment's outcome). */
export function checkoutPage(order: OnrampOrder, network: CheckoutNetwork, problem?: string): string {
  const provider = sandboxProviderNames[order.provider]
  const tokens = `${formatUnits(order.tokenAmount, order.tokenDecimals)} ${order.tokenSymbol}`
  const details = `<dl>
${row('You pay', `${order.fiatTotal} ${order.fiatCurrency}`, 'checkout-total')}
${row('Provider fee', `${order.providerFee} ${order.fiatCurrency}`)}
${row('Network fee', `${order.networkFee} ${order.fiatCurrency}`)}
${row('You receive', tokens, 'checkout-tokens')}
${row('Network', network.displayName)}
${row('To address', order.address)}
${row('Provider', provider)}
</dl>`
  const alert = problem ? `<p role="alert" class="problem">${escape(problem)}</p>` : ''
  const action =
    order.status === 'paid'
      ? `<p role="status" id="checkout-status">Paid. ${escape(tokens)} sent in transaction <code>${escape(order.txHash ?? '')}</code>. You can close this window.</p>`
      : order.status === 'paying'
        ? `<p role="status" id="checkout-status">Payment in progress. Reload this page in a moment.</p>`
        : `<form method="post" action="${checkoutPath(order.id)}/pay"><button type="submit">Pay ${escape(`${order.fiatTotal} ${order.fiatCurrency}`)}</button></form>`
  return page(
    `${provider}: buy ${order.tokenSymbol}`,
    `<h1>Buy ${escape(order.tokenSymbol)}</h1>
<p class="note">${escape(provider)}: a local stand-in for the provider's checkout. No card is charged; paying sends test tokens on the local chain.</p>
${details}
${alert}
${action}`,
  )
}

/** A page of the sandbox that only says what went wrong. */
export function problemPage(title: string, text: string): string {
  return page(title, `<h1>${escape(title)}</h1><p role="alert">${escape(text)}</p>`)
}

/** The checkout page's styles: readable in light and dark, large targets, visible focus. */
export const checkoutStylesheet = `:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0; padding: 24px; background: Canvas; color: CanvasText; }
main { max-width: 420px; margin: 0 auto; }
h1 { font-size: 1.5rem; }
.note { font-size: 0.9rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
button { width: 100%; min-height: 44px; font-size: 1rem; border-radius: 12px; border: 0; background: #1f4fd8; color: #fff; cursor: pointer; }
button:focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
.problem { color: #b00020; }
code { overflow-wrap: anywhere; }
`
