import { socialLoginResultType, socialResultQueryParameter } from '@gatehouse/common'
import type { HttpResponse } from '../http/HttpResponse'
import { handoverStrings } from './handoverStrings'
import type { SocialHandOver } from './socialLogin'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
// JSON inside a script element: no `<` may close it early.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The hand-over script (socialLogin.ts in libs/common): in a popup it posts the result to its
 * opener, aimed at the host origin the login started from, and closes; without an opener (the
 * redirect flow) it goes back to the host page with `result_uri`. A failure without an opener stays
 * on the page, which says what happened.
 */
export const handoverScript = `(() => {
  const data = JSON.parse(document.getElementById('handover').textContent)
  const message = data.resultUri
    ? { type: ${JSON.stringify(socialLoginResultType)}, resultUri: data.resultUri }
    : { type: ${JSON.stringify(socialLoginResultType)}, error: data.error }
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(message, data.hostOrigin || '*')
    window.close()
    return
  }
  if (data.resultUri && data.returnUrl) {
    const back = new URL(data.returnUrl)
    back.searchParams.set(${JSON.stringify(socialResultQueryParameter)}, data.resultUri)
    location.replace(back.href)
  }
})()
`

/**
 * The callback's answer: a page with no third-party anything, that is not kept in caches or sent as
 * a referrer (its address holds the authorization code), and that keeps its opener (no COOP), so
 * the popup can post to the host page.
 */
export function handoverPage(handOver: SocialHandOver, acceptLanguage: string | undefined): HttpResponse {
  const { locale, strings } = handoverStrings(acceptLanguage)
  const data =
    'resultUri' in handOver
      ? { hostOrigin: handOver.hostOrigin, returnUrl: handOver.returnUrl, resultUri: handOver.resultUri }
      : 'hostOrigin' in handOver
        ? { hostOrigin: handOver.hostOrigin, returnUrl: handOver.returnUrl, error: handOver.error }
        : { error: handOver.error }
  const text = 'resultUri' in handOver ? strings.returning : strings[handOver.error]
  const back =
    'returnUrl' in handOver && !('resultUri' in handOver)
      ? `<p><a href="${escapeHtml(handOver.returnUrl)}">${escapeHtml(strings.back)}</a></p>`
      : ''
  const body = `<!doctype html>
<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(strings.title)}</title>
    <script type="application/json" id="handover">${scriptJson(data)}</script>
    <script src="/v1/embedded/social/handover.js" defer></script>
  </head>
  <body>
    <main>
      <p role="status">${escapeHtml(text)}</p>
      ${back}
    </main>
  </body>
</html>
`
  return {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy':
        "default-src 'none'; script-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
    body,
  }
}
